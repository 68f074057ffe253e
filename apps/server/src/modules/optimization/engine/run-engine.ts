/**
 * One run of the engine for one user: every rule not excluded, conflicts resolved, then priority and
 * filters (docs/optimization.md). Pure: the service loads the snapshot, stores the plan.
 */
import { type RecommendationAction, type RecommendationType, recommendationTypes } from '@ads-creative/contracts/optimization';
import type { Candidate } from './candidate.ts';
import { type Prioritized, planUpsert, prioritize, type StoredRecommendation, type UpsertPlan } from './prioritize.ts';
import { adCreativeRefresh } from './rules/ad-creative-refresh.ts';
import { adScheduling } from './rules/ad-scheduling.ts';
import { aiProviderSwitch } from './rules/ai-provider-switch.ts';
import { budgetReallocation } from './rules/budget-reallocation.ts';
import { campaignObjectiveOptimization } from './rules/campaign-objective-optimization.ts';
import { campaignPause } from './rules/campaign-pause.ts';
import { campaignScale } from './rules/campaign-scale.ts';
import { contentTypeOptimization } from './rules/content-type-optimization.ts';
import type { EngineSnapshot } from './snapshot.ts';

export const RULES: Record<RecommendationType, (s: EngineSnapshot) => Candidate[]> = {
  BUDGET_REALLOCATION: budgetReallocation,
  AI_PROVIDER_SWITCH: aiProviderSwitch,
  CAMPAIGN_OBJECTIVE_OPTIMIZATION: campaignObjectiveOptimization,
  AD_SCHEDULING: adScheduling,
  CONTENT_TYPE_OPTIMIZATION: contentTypeOptimization,
  AD_CREATIVE_REFRESH: adCreativeRefresh,
  CAMPAIGN_PAUSE: campaignPause,
  CAMPAIGN_SCALE: campaignScale,
};

/** The campaigns an action changes. */
export function campaignsChanged(a: RecommendationAction | null): number[] {
  if (!a) return [];
  switch (a.kind) {
    case 'budget':
    case 'pause':
    case 'schedule':
    case 'objective':
      return [a.campaignId];
    case 'budget_shift':
      return [a.from.campaignId, a.to.campaignId];
    default:
      return [];
  }
}

/**
 * A campaign proposed for pausing gets no other proposal that changes it (scaling, scheduling, a new
 * objective, moving budget to or from it): stopping it settles them, and contradicting advice confuses.
 */
export function resolveConflicts(candidates: readonly Candidate[]): Candidate[] {
  const paused = new Set(candidates.filter((c) => c.type === 'CAMPAIGN_PAUSE').flatMap((c) => campaignsChanged(c.action)));
  return candidates.filter((c) => c.type === 'CAMPAIGN_PAUSE' || !campaignsChanged(c.action).some((id) => paused.has(id)));
}

/** Every recommendation the user's data supports now, highest priority first. */
export function runEngine(s: EngineSnapshot): Prioritized[] {
  const excluded = new Set(s.settings.excludedTypes);
  const candidates = recommendationTypes.filter((t) => !excluded.has(t)).flatMap((t) => RULES[t](s));
  return prioritize(resolveConflicts(candidates), s.settings, s.now);
}

/** A run and what to store: new ones, refreshed ones, kept ones, suppressed ones and stale ones. */
export function planRun(s: EngineSnapshot, existing: readonly StoredRecommendation[]): UpsertPlan {
  return planUpsert(existing, runEngine(s), s.now);
}
