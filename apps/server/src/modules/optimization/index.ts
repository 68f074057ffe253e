/**
 * The optimization module's public face (decision 171): besides its root services, what other modules may use, namely
 * what the demo seeder (modules/demo, decision 150) builds the demo's implemented history with (a candidate made,
 * scored and stored as the engine does, the applied states, the budget step), the impact job's measuring of one
 * implemented recommendation, and one engine run for a user outside the app's wiring.
 */
import { IMPACT_HORIZONS_DAYS } from '@ads-creative/contracts/optimization';
import type { Db } from '../../db/client.ts';
import type { UsdRates } from '../analytics/index.ts';
import { createEngineRunService, type EngineRunDeps, type RunResult, type RunTrigger } from './engine-run/engine-run.service.ts';
import { createImpactRepo } from './jobs/impact.repo.ts';
import { measureOne } from './jobs/measure.ts';
import { createSettingsRepo } from './settings.repo.ts';

export type { AppliedState } from './apply/plan.ts';
export { budgetStep } from './engine/account.ts';
export { confidenceOf, evidence, makeCandidate, usd } from './engine/candidate.ts';
export { expiresAt, priorityOf, priorityScore } from './engine/prioritize.ts';
export { DECIDE } from './engine/thresholds.ts';
export type { RunResult, RunTrigger } from './engine-run/engine-run.service.ts';

/**
 * Measures the user's implemented recommendation `id` at each horizon whose window is complete at `now`, as the
 * impact job does (jobs/measure.ts), and stores each result; answers how many were stored (0 when it is not one
 * to measure). `timezone` is asked only when it is.
 */
export async function measureImplemented(
  db: Db,
  userId: number,
  id: number,
  ctx: { timezone: () => Promise<string>; now: Date; rates: UsdRates },
): Promise<number> {
  const impacts = createImpactRepo(db);
  const rec = (await impacts.toMeasure(new Date(0), IMPACT_HORIZONS_DAYS.length)).find((r) => r.id === id && r.user_id === userId);
  if (!rec) return 0;
  let stored = 0;
  const timezone = await ctx.timezone();
  for (const h of IMPACT_HORIZONS_DAYS) {
    const m = await measureOne(impacts, rec, h, { timezone, now: ctx.now, rates: ctx.rates });
    if (m.verdict === 'TOO_EARLY') continue;
    await impacts.save(id, m, ctx.now);
    stored++;
  }
  return stored;
}

/** One engine run for the user outside the app's wiring (the demo seeder), its settings read from `deps.db`. */
export function runEngineForUser(deps: Omit<EngineRunDeps, 'settings'>, userId: number, trigger: RunTrigger): Promise<RunResult> {
  return createEngineRunService({ ...deps, settings: createSettingsRepo(deps.db) }).runForUser(userId, trigger);
}
