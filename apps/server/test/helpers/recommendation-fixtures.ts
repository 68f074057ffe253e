/**
 * Recommendations as the engine run stores them (engine-run/plan.repo.ts): rows inserted directly,
 * with the evidence, expected impact and action JSON a rule writes. Each builder gives one type's
 * realistic row; `overrides` changes any column.
 */
import {
  type Evidence,
  type ExpectedImpact,
  RECOMMENDATION_TYPE_INFO,
  type RecommendationAction,
  type RecommendationType,
} from '@ads-creative/contracts/optimization';
import { recommendations } from '../../src/db/schema/optimization.ts';
import type { TestApp } from './test-app.ts';

type NewRecommendation = typeof recommendations.$inferInsert;

const DAY_MS = 24 * 60 * 60 * 1000;

const evidence = (reasons: string[], counts: Record<string, number>): Evidence => ({
  window: { since: '2026-11-09', until: '2026-11-22', days: 14 },
  counts,
  statistics: [{ name: 'ROI', method: 'gamma_posterior', value: 84.2, lower: 41.7, upper: 131.5, level: 0.9 }],
  thresholds: { minConversions: 5, utilization: 0.9, targetRoi: 0 },
  reasons,
});

const impact = (metric: ExpectedImpact['metric'], expectedChange: number, confidence: number): ExpectedImpact => ({
  metric,
  expectedChange,
  changeType: expectedChange >= 0 ? 'increase' : 'decrease',
  timeframe: '7 days',
  confidence,
});

export interface RecommendationSeed {
  type: RecommendationType;
  target: { kind: string; id: string; name: string };
  action: RecommendationAction | null;
  expectedImpact: ExpectedImpact;
  campaignIds: number[];
  priority?: 'HIGH' | 'MEDIUM' | 'LOW';
  title?: string;
}

/** CAMPAIGN_SCALE: raise the daily budget from `from` to `to`. */
export const scaleSeed = (campaignId: number, name: string, from: number, to: number): RecommendationSeed => ({
  type: 'CAMPAIGN_SCALE',
  target: { kind: 'campaign', id: String(campaignId), name },
  action: { kind: 'budget', campaignId, from, to },
  expectedImpact: impact('conversions', Math.round(((to - from) / from) * 1000) / 10, 0.81),
  campaignIds: [campaignId],
});

export const pauseSeed = (campaignId: number, name: string): RecommendationSeed => ({
  type: 'CAMPAIGN_PAUSE',
  target: { kind: 'campaign', id: String(campaignId), name },
  action: { kind: 'pause', campaignId },
  expectedImpact: impact('cost_per_conversion', -12.5, 0.93),
  campaignIds: [campaignId],
});

export const shiftSeed = (
  from: { id: number; name: string; before: number; after: number },
  to: { id: number; before: number; after: number },
): RecommendationSeed => ({
  type: 'BUDGET_REALLOCATION',
  target: { kind: 'campaign', id: String(from.id), name: from.name },
  action: {
    kind: 'budget_shift',
    from: { campaignId: from.id, before: from.before, after: from.after },
    to: { campaignId: to.id, before: to.before, after: to.after },
  },
  expectedImpact: impact('roas', 6.4, 0.72),
  campaignIds: [from.id, to.id],
});

export const providerSeed = (to: 'OPENAI' | 'GEMINI' | 'ANTHROPIC', from: 'BUILTIN' | 'OPENAI' | null = 'BUILTIN'): RecommendationSeed => ({
  type: 'AI_PROVIDER_SWITCH',
  target: { kind: 'provider', id: to, name: to },
  action: { kind: 'provider_switch', from, to },
  expectedImpact: impact('selection_rate', 18, 0.84),
  campaignIds: [],
});

export const refreshSeed = (adId: number, name: string): RecommendationSeed => ({
  type: 'AD_CREATIVE_REFRESH',
  target: { kind: 'ad', id: String(adId), name },
  action: { kind: 'creative_refresh', adId },
  expectedImpact: impact('ctr', 14, 0.77),
  campaignIds: [],
});

export const scheduleSeed = (campaignId: number, name: string): RecommendationSeed => ({
  type: 'AD_SCHEDULING',
  target: { kind: 'campaign', id: String(campaignId), name },
  action: { kind: 'schedule', campaignId, excludeDays: ['SUN', 'SAT'] },
  expectedImpact: impact('cost_per_conversion', -9, 0.7),
  campaignIds: [campaignId],
});

export const objectiveSeed = (campaignId: number, name: string): RecommendationSeed => ({
  type: 'CAMPAIGN_OBJECTIVE_OPTIMIZATION',
  target: { kind: 'campaign', id: String(campaignId), name },
  action: { kind: 'objective', campaignId, from: 'TRAFFIC', to: 'CONVERSIONS' },
  expectedImpact: impact('conversions', 25, 0.66),
  campaignIds: [campaignId],
});

/** Inserts the recommendation as PENDING (unless overridden), created `now`, expiring in 7 days; its id. */
export async function seedRecommendation(
  t: TestApp,
  userId: number,
  seed: RecommendationSeed,
  overrides: Partial<NewRecommendation> = {},
): Promise<number> {
  const now = t.clock.now();
  const info = RECOMMENDATION_TYPE_INFO[seed.type];
  const [row] = await t.database.db
    .insert(recommendations)
    .values({
      userId,
      type: seed.type,
      targetKind: seed.target.kind,
      targetId: seed.target.id,
      targetName: seed.target.name,
      priority: seed.priority ?? 'MEDIUM',
      score: seed.expectedImpact.confidence * Math.min(1, Math.abs(seed.expectedImpact.expectedChange) / 20),
      status: 'PENDING',
      title: seed.title ?? `${info.label}: ${seed.target.name}`,
      description: info.description,
      category: info.category,
      tags: [info.category.split(' ')[0]?.toLowerCase() ?? 'tag'],
      expectedImpact: seed.expectedImpact,
      evidence: evidence([`${seed.target.name}: ROI +84.2 % (90 % interval +41.7 % to +131.5 %).`], { conversions: 23, days: 14 }),
      action: seed.action,
      campaignIds: seed.campaignIds,
      createdAt: now,
      updatedAt: now,
      expiresAt: new Date(now.getTime() + 7 * DAY_MS),
      ...overrides,
    })
    .returning({ id: recommendations.id });
  return (row as { id: number }).id;
}
