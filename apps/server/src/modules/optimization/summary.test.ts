import { describe, expect, it } from 'vitest';
import { summarize } from './summary.ts';

describe('summary of the open recommendations', () => {
  it('worked by hand: 3 open (2 HIGH); potential 0.9 × 20 + 0.8 × |−50| + 0.5 × 10 = 63; 1 PENDING with an action', () => {
    expect(
      summarize([
        { status: 'PENDING', priority: 'HIGH', expectedImpact: { confidence: 0.9, expectedChange: 20 }, hasAction: true },
        { status: 'SCHEDULED', priority: 'HIGH', expectedImpact: { confidence: 0.8, expectedChange: -50 }, hasAction: true },
        { status: 'PENDING', priority: 'LOW', expectedImpact: { confidence: 0.5, expectedChange: 10 }, hasAction: false },
        { status: 'DISMISSED', priority: 'HIGH', expectedImpact: { confidence: 1, expectedChange: 100 }, hasAction: true },
        { status: 'EXPIRED', priority: 'HIGH', expectedImpact: { confidence: 1, expectedChange: 100 }, hasAction: true },
      ]),
    ).toEqual({ totalRecommendations: 3, highPriorityRecommendations: 2, totalPotentialImpact: 63, implementableRecommendations: 1 });
  });
});
