import type { RecommendationType } from '@ads-creative/contracts/optimization';
import { DEFAULT_OPTIMIZATION_SETTINGS } from '@ads-creative/contracts/optimization';
import { describe, expect, it } from 'vitest';
import { type Candidate, makeCandidate } from './candidate.ts';
import { NOW } from './fixtures.ts';
import { expiresAt, normalizedImpact, planUpsert, prioritize, priorityOf, priorityScore, type StoredRecommendation } from './prioritize.ts';

function cand(type: RecommendationType, id: string, confidence: number, expectedChange: number): Candidate {
  return makeCandidate({
    type,
    targetEntity: { kind: 'campaign', id, name: `Campaign ${id}` },
    title: 't',
    description: 'd',
    tags: ['a', 'b', 'c', 'd'],
    expectedImpact: { metric: 'conversions', expectedChange, changeType: 'increase', timeframe: '7 days', confidence },
    evidence: { window: { since: '2026-06-01', until: '2026-06-14', days: 14 }, counts: {}, statistics: [], thresholds: {}, reasons: [] },
    action: null,
  });
}
const settings = { ...DEFAULT_OPTIMIZATION_SETTINGS };

describe('priority', () => {
  it('normalises impact against a 20 % change', () => {
    expect(normalizedImpact(10)).toBe(0.5);
    expect(normalizedImpact(-30)).toBe(1);
    expect(normalizedImpact(20)).toBe(1);
  });

  it('uses the thresholds 0.8 / 0.6 / 0.4 on confidence × impact', () => {
    expect(priorityOf(0.8)).toBe('HIGH');
    expect(priorityOf(0.799)).toBe('MEDIUM');
    expect(priorityOf(0.6)).toBe('MEDIUM');
    expect(priorityOf(0.4)).toBe('LOW');
    expect(priorityOf(0.399)).toBeNull();
    // 0.85 × 15/20 = 0.6375.
    expect(priorityScore(cand('CAMPAIGN_SCALE', '1', 0.85, 15))).toBe(0.638);
  });

  it('ranks, filters and dates the candidates', () => {
    const out = prioritize(
      [
        cand('CAMPAIGN_SCALE', '2', 0.85, 15), // 0.638 MEDIUM
        cand('CAMPAIGN_PAUSE', '1', 0.95, -25), // 0.95 HIGH
        cand('AD_SCHEDULING', '3', 0.75, 12), // 0.45 LOW
        cand('AD_SCHEDULING', '4', 0.8, 5), // 0.2: dropped
        cand('AI_PROVIDER_SWITCH', '5', 0.65, 100), // under minConfidence 0.7: dropped
      ],
      settings,
      NOW,
    );
    expect(out.map((r) => [r.targetEntity.id, r.priority, r.score])).toEqual([
      ['1', 'HIGH', 0.95],
      ['2', 'MEDIUM', 0.638],
      ['3', 'LOW', 0.45],
    ]);
    expect(out[0].expiresAt).toBe('2026-06-22T09:00:00.000Z');
    expect(out[2].expiresAt).toBe(expiresAt('AD_SCHEDULING', NOW));
    expect(out[2].expiresAt).toBe('2026-06-29T09:00:00.000Z');
    expect(out[0].tags).toEqual(['a', 'b', 'c']);
  });

  it("honours the user's minConfidence and excludedTypes", () => {
    const list = [cand('CAMPAIGN_PAUSE', '1', 0.95, -25), cand('CAMPAIGN_SCALE', '2', 0.85, 20)];
    expect(prioritize(list, { ...settings, minConfidence: 0.9 }, NOW).map((r) => r.type)).toEqual(['CAMPAIGN_PAUSE']);
    expect(prioritize(list, { ...settings, excludedTypes: ['CAMPAIGN_PAUSE'] }, NOW).map((r) => r.type)).toEqual(['CAMPAIGN_SCALE']);
  });

  it('marks only LOW-risk types for auto-accept, and only when the user turned it on', () => {
    const list = [cand('CAMPAIGN_PAUSE', '1', 0.95, -25), cand('AD_CREATIVE_REFRESH', '2', 0.8, 30)];
    expect(prioritize(list, settings, NOW).map((r) => r.autoAccept)).toEqual([false, false]);
    expect(prioritize(list, { ...settings, autoAccept: true }, NOW).map((r) => [r.type, r.autoAccept])).toEqual([
      ['CAMPAIGN_PAUSE', false],
      ['AD_CREATIVE_REFRESH', true],
    ]);
  });
});

describe('one open recommendation per target and type', () => {
  const [pause1, scale2, sched3, realloc4] = prioritize(
    [
      cand('CAMPAIGN_PAUSE', '1', 1, -30),
      cand('CAMPAIGN_SCALE', '2', 0.9, 20),
      cand('AD_SCHEDULING', '3', 0.85, 20),
      cand('BUDGET_REALLOCATION', '4', 0.8, 20),
    ],
    settings,
    NOW,
  );
  const stored = (
    id: number,
    c: Candidate,
    status: StoredRecommendation['status'],
    decidedAt: string | null = null,
  ): StoredRecommendation => ({
    id,
    type: c.type,
    targetEntity: c.targetEntity,
    status,
    decidedAt,
  });

  it('refreshes a pending one, keeps a scheduled one, suppresses a recent dismissal, creates the rest', () => {
    const plan = planUpsert(
      [
        stored(10, pause1, 'PENDING'),
        stored(11, scale2, 'SCHEDULED'),
        stored(12, sched3, 'DISMISSED', '2026-06-12T00:00:00.000Z'),
        stored(13, realloc4, 'DISMISSED', '2026-05-01T00:00:00.000Z'),
        stored(14, { ...pause1, targetEntity: { kind: 'campaign', id: '9', name: 'Gone' } }, 'PENDING'),
        stored(15, { ...scale2, targetEntity: { kind: 'campaign', id: '8', name: 'Old' } }, 'EXPIRED'),
      ],
      [pause1, scale2, sched3, realloc4, { ...pause1, title: 'a duplicate' }],
      NOW,
    );
    expect(plan.refresh).toEqual([{ id: 10, recommendation: pause1 }]);
    expect(plan.keep).toEqual([{ id: 11, recommendation: scale2 }]);
    expect(plan.suppressed).toEqual([{ id: 12, recommendation: sched3 }]);
    // Dismissed 45 days ago: proposed again.
    expect(plan.create).toEqual([realloc4]);
    expect(plan.stale).toEqual([14]);
  });

  it('the same target with another type is another recommendation', () => {
    const other = { ...scale2, targetEntity: pause1.targetEntity };
    const plan = planUpsert([stored(10, pause1, 'PENDING')], [pause1, other], NOW);
    expect(plan.refresh.map((r) => r.id)).toEqual([10]);
    expect(plan.create).toEqual([other]);
  });
});
