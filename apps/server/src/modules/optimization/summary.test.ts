import type { RecommendationAction } from '@ads-creative/contracts/optimization';
import { describe, expect, it } from 'vitest';
import { type SummaryRow, summarize } from './summary.ts';

const pause: RecommendationAction = { kind: 'pause', campaignId: 7 };
const unpublished = () => false;

describe('summary of the open recommendations', () => {
  it('worked by hand: 3 open (2 HIGH); potential 0.9 × 20 + 0.8 × |−50| + 0.5 × 10 = 63; 1 PENDING with an action', () => {
    expect(
      summarize(
        [
          { status: 'PENDING', priority: 'HIGH', expectedImpact: { confidence: 0.9, expectedChange: 20 }, action: pause },
          { status: 'SCHEDULED', priority: 'HIGH', expectedImpact: { confidence: 0.8, expectedChange: -50 }, action: pause },
          { status: 'PENDING', priority: 'LOW', expectedImpact: { confidence: 0.5, expectedChange: 10 }, action: null },
          { status: 'DISMISSED', priority: 'HIGH', expectedImpact: { confidence: 1, expectedChange: 100 }, action: pause },
          { status: 'EXPIRED', priority: 'HIGH', expectedImpact: { confidence: 1, expectedChange: 100 }, action: pause },
        ],
        unpublished,
      ),
    ).toEqual({ totalRecommendations: 3, highPriorityRecommendations: 2, totalPotentialImpact: 63, implementableRecommendations: 1 });
  });

  it('an objective change of a published campaign is open but not implementable (it is always refused); of an unpublished one it is', () => {
    const impact = { confidence: 0.7, expectedChange: 10 };
    const row = (action: RecommendationAction): SummaryRow => ({ status: 'PENDING', priority: 'MEDIUM', expectedImpact: impact, action });
    const rows = [
      row({ kind: 'objective', campaignId: 1, from: 'TRAFFIC', to: 'CONVERSIONS' }),
      row({ kind: 'objective', campaignId: 2, from: 'TRAFFIC', to: 'CONVERSIONS' }),
      row({ kind: 'schedule', campaignId: 1, excludeDays: ['SAT'] }),
    ];
    const summary = summarize(rows, (id) => id === 1);
    expect(summary.totalRecommendations).toBe(3);
    // Campaign 1 is published: its objective change never applies; the schedule does.
    expect(summary.implementableRecommendations).toBe(2);
  });
});
