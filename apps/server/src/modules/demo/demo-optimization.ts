/**
 * The demo account's optimization center (decision 150), after its daily numbers are written: the
 * implemented budget change of its history (demo-history.ts) stored as an IMPLEMENTED CAMPAIGN_SCALE
 * recommendation that says it is demo data, measured by the impact job's own function over the stored
 * rows (never a written-in result), then the real engine run for the user, so the open recommendations
 * come from the demo's numbers.
 */

import type { AiProviderId } from '@ads-creative/contracts/ai';
import { IMPACT_HORIZONS_DAYS, type RecommendationType } from '@ads-creative/contracts/optimization';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { recommendations } from '../../db/schema/optimization.ts';
import { addDays } from '../../lib/calendar.ts';
import { createAccountZone } from '../account-zone/index.ts';
import { usdRates } from '../analytics/index.ts';
import {
  type AppliedState,
  confidenceOf,
  DECIDE,
  evidence,
  expiresAt,
  makeCandidate,
  measureImplemented,
  priorityOf,
  priorityScore,
  type RunResult,
  runEngineForUser,
  usd,
} from '../optimization/index.ts';
import type { PlannedCampaign } from './demo-types.ts';

const RATES = usdRates({});
/** Hour (UTC) of the demo day the change was accepted and applied. */
const IMPLEMENTED_HOUR = 9;

export interface DemoOptimizationResult {
  implemented: number | null;
  measured: number;
  run: RunResult;
  /** The open (PENDING) recommendations the run left, by type: what the center opens on. */
  open: { type: RecommendationType }[];
}

/** The IMPLEMENTED recommendation of the demo's budget change (the campaign's id in the database). */
function historyRow(userId: number, c: PlannedCampaign, campaignId: number) {
  const change = c.budgetChange;
  if (!change || c.dailyBudget === null) return null;
  const implementedAt = new Date(`${change.on}T${String(IMPLEMENTED_HOUR).padStart(2, '0')}:00:00Z`);
  const createdAt = new Date(implementedAt.getTime() - 3 * 3_600_000);
  const to = c.dailyBudget;
  const percent = ((to - change.before) / change.before) * 100;
  const since = addDays(change.on, -Math.max(...IMPACT_HORIZONS_DAYS));
  const candidate = makeCandidate({
    type: 'CAMPAIGN_SCALE',
    targetEntity: { kind: 'campaign', id: String(campaignId), name: c.name },
    title: `Scale ${c.name}: raise its daily budget to ${usd(to)}`,
    description:
      `Demo data: this recommendation was made and implemented in the demo account's generated history on ${change.on}. ` +
      `${c.name} was limited by its ${usd(change.before)} daily budget; raising it by ${percent.toFixed(0)} % to ${usd(to)} was expected to bring more conversions.`,
    tags: ['Demo data', 'Budget-limited', 'Scale'],
    expectedImpact: {
      metric: 'conversions',
      expectedChange: percent,
      changeType: 'increase',
      timeframe: '7 days',
      // The least confidence the rule would have had (its decision threshold).
      confidence: confidenceOf('CAMPAIGN_SCALE', DECIDE),
    },
    evidence: evidence(
      { since, until: addDays(change.on, -1), days: Math.max(...IMPACT_HORIZONS_DAYS) },
      { dailyBudget: change.before },
      [],
      {},
      [
        `Demo data: made and implemented in the demo account's generated history on ${change.on}, not by a run of the engine.`,
        `From that day the campaign's demo numbers spend the ${usd(to)} budget; the measured result is computed from them like any other.`,
      ],
    ),
    action: { kind: 'budget', campaignId, from: change.before, to },
  });
  const score = priorityScore(candidate);
  return {
    userId,
    type: candidate.type,
    targetKind: candidate.targetEntity.kind,
    targetId: candidate.targetEntity.id,
    targetName: candidate.targetEntity.name,
    priority: priorityOf(score) ?? 'LOW',
    score,
    status: 'IMPLEMENTED',
    title: candidate.title,
    description: candidate.description,
    category: candidate.category,
    tags: candidate.tags,
    expectedImpact: candidate.expectedImpact,
    evidence: candidate.evidence,
    action: candidate.action,
    campaignIds: [campaignId],
    createdAt,
    updatedAt: implementedAt,
    expiresAt: new Date(expiresAt(candidate.type, createdAt.toISOString())),
    decidedAt: implementedAt,
    implementedAt,
    beforeState: { campaigns: [{ id: campaignId, dailyBudget: change.before }] } satisfies AppliedState,
    afterState: { campaigns: [{ id: campaignId, dailyBudget: to }] } satisfies AppliedState,
  };
}

/** Measures the user's implemented recommendation at each horizon whose window is complete, as the impact job does. */
const measure = (db: Db, userId: number, id: number, now: Date): Promise<number> =>
  measureImplemented(db, userId, id, {
    // The demo has no ad account: UTC days, or its browser's zone once it signed in (decision 160), as the app reads them.
    timezone: () => createAccountZone(db).timezone(userId),
    now,
    rates: RATES,
  });

export async function seedDemoOptimization(
  deps: { db: Db; clock: () => Date; availableProviders?: (userId: number) => Promise<AiProviderId[]> },
  userId: number,
  plan: PlannedCampaign[],
  campaignIds: number[],
): Promise<DemoOptimizationResult> {
  const now = deps.clock();
  const index = plan.findIndex((c) => c.budgetChange);
  const row = index >= 0 ? historyRow(userId, plan[index] as PlannedCampaign, campaignIds[index] as number) : null;
  const [stored] = row ? await deps.db.insert(recommendations).values(row).returning({ id: recommendations.id }) : [];
  const measured = stored ? await measure(deps.db, userId, stored.id, now) : 0;
  const run = await runEngineForUser(
    {
      db: deps.db,
      clock: deps.clock,
      rates: RATES,
      account: createAccountZone(deps.db).account,
      availableProviders: deps.availableProviders ?? (async () => ['BUILTIN']),
      defaultProvider: async () => null,
    },
    userId,
    'refresh',
  );
  const open = await deps.db
    .select({ type: recommendations.type })
    .from(recommendations)
    .where(and(eq(recommendations.userId, userId), eq(recommendations.status, 'PENDING')));
  return { implemented: stored?.id ?? null, measured, run, open: open as { type: RecommendationType }[] };
}

/** The user's recommendations go with the demo's old data (their measured results with them). */
export async function clearDemoOptimization(db: Db, userId: number): Promise<void> {
  await db.delete(recommendations).where(eq(recommendations.userId, userId));
}
