/**
 * The demo account's optimization history (pure: plan in, plan out; decision 150): one sales campaign
 * had its daily budget raised by the engine's largest step (CAMPAIGN_SCALE) SCALED_DAYS_AGO days before
 * today, so its daily numbers carry the bigger budget from that day and the real impact measurement has
 * two complete windows (before and after) to measure. The seeder stores the matching IMPLEMENTED
 * recommendation, labelled as demo data (demo-optimization.ts).
 */
import type { CampaignObjective } from '@ads-creative/contracts/campaigns';
import { IMPACT_HORIZONS_DAYS, MAX_BUDGET_STEP_PERCENT } from '@ads-creative/contracts/optimization';
import { addDays } from '../../lib/calendar.ts';
import { budgetStep } from '../optimization/index.ts';
import type { DemoOptions, PlannedCampaign } from './demo-types.ts';

/** Days before today the demo's budget change was implemented: both horizons (7, 14 days) are complete by today. */
export const SCALED_DAYS_AGO = 21;
const LONGEST = Math.max(...IMPACT_HORIZONS_DAYS);
/** Objectives whose conversions the change is measured on, best first: sales, then leads and installs. */
const PREFERRED: readonly (readonly CampaignObjective[])[] = [
  ['CONVERSIONS', 'CATALOG_SALES'],
  ['LEAD_GENERATION', 'APP_INSTALLS'],
];

/** The campaign's budget on a day: the one before the change until it, its own from then. */
export function budgetOn(c: Pick<PlannedCampaign, 'budgetPerDay' | 'budgetChange'>, day: string): number {
  return c.budgetChange && day < c.budgetChange.on ? c.budgetChange.before : c.budgetPerDay;
}

/**
 * The first healthy sales campaign (else lead or install campaign) on a daily budget that delivered over
 * both windows (before the change and the longest after it) gets it: its budget before is the plan's, after it one step up. Unchanged when none qualifies
 * (a history too short).
 */
export function withScaledCampaign(plan: PlannedCampaign[], o: Pick<DemoOptions, 'today'>): PlannedCampaign[] {
  const on = addDays(o.today, -SCALED_DAYS_AGO);
  const since = addDays(on, -LONGEST);
  const until = addDays(on, LONGEST - 1);
  const fits = (c: PlannedCampaign) =>
    c.health === 'healthy' &&
    c.budgetType === 'DAILY' &&
    c.dailyBudget !== null &&
    c.delivery !== null &&
    c.delivery.from <= since &&
    c.delivery.to >= until;
  const index = PREFERRED.map((objectives) => plan.findIndex((c) => objectives.includes(c.objective) && fits(c))).find((i) => i >= 0) ?? -1;
  const c = plan[index];
  if (!c || c.dailyBudget === null) return plan;
  const after = budgetStep(c.dailyBudget, MAX_BUDGET_STEP_PERCENT);
  const scaled: PlannedCampaign = { ...c, dailyBudget: after, budgetPerDay: after, budgetChange: { on, before: c.dailyBudget } };
  return plan.map((x, i) => (i === index ? scaled : x));
}
