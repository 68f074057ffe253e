/**
 * Applying one claimed recommendation (decision 121): read the objects now, plan (pure), take the steps,
 * then IMPLEMENTED with the before- and after-state, or the failure recorded on it with its status kept
 * and the claim released. And the user's preferences that provider and format switches set (decision 123).
 */
import {
  CAMPAIGN_CHANGE_COOLDOWN_HOURS,
  DEFAULT_OPTIMIZATION_SETTINGS,
  type RecommendationAction,
} from '@ads-creative/contracts/optimization';
import { AppError } from '../../../lib/errors.ts';
import { createPreferences } from '../preferences.ts';
import type { RecommendationRow } from '../recommendation-view.ts';
import type { RecommendationsRepo } from '../recommendations.repo.ts';
import type { Executors } from './execute.ts';
import { campaignIdsOf, planApplication } from './plan.ts';

const COOLDOWN_MS = CAMPAIGN_CHANGE_COOLDOWN_HOURS * 60 * 60 * 1000;
export const UNEXPECTED_APPLY_FAILURE = 'Applying failed unexpectedly; try again.';

export function createApplier(deps: {
  repo: RecommendationsRepo;
  executors: Executors;
  clock: () => Date;
  warn: (error: unknown, what: string) => void;
}) {
  const { repo, executors } = deps;

  /** The user's current default provider and preferred format (decision 123). */
  const preferences = createPreferences(repo);

  async function applyClaimed(row: RecommendationRow): Promise<RecommendationRow> {
    const action = (row.action ?? null) as RecommendationAction | null;
    const now = deps.clock();
    try {
      const ids = [...new Set([...(action ? campaignIdsOf(action) : []), ...row.campaignIds])];
      const [objects, prefs, lastChange, cap] = await Promise.all([
        executors.read(row.userId, action),
        preferences(row.userId),
        repo.lastChanges(row.userId, ids, new Date(now.getTime() - COOLDOWN_MS), row.id),
        repo.maxBudgetStepPercent(row.userId),
      ]);
      const plan = planApplication(action, {
        now,
        maxBudgetStepPercent: cap ?? DEFAULT_OPTIMIZATION_SETTINGS.maxBudgetStepPercent,
        campaigns: objects.campaigns,
        ad: objects.ad,
        preferences: prefs,
        lastChange,
      });
      if (!plan.ok) return (await repo.markFailed(row.id, deps.clock(), plan.reason)) as RecommendationRow;
      const after = await executors.run(row.userId, plan.steps, plan.before, plan.after, row.id);
      // Advice without an action changed nothing: no states, nothing to revert.
      const states = action === null ? [null, null] : [plan.before, after];
      return (await repo.markImplemented(row.id, deps.clock(), states[0], states[1])) as RecommendationRow;
    } catch (e) {
      if (!(e instanceof AppError)) deps.warn(e, `applying recommendation ${row.id}`);
      return (await repo.markFailed(
        row.id,
        deps.clock(),
        e instanceof AppError ? e.message : UNEXPECTED_APPLY_FAILURE,
      )) as RecommendationRow;
    }
  }

  return { preferences, applyClaimed };
}
export type Applier = ReturnType<typeof createApplier>;
