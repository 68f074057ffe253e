/**
 * Budgets over a period (docs/analytics.md §Budget): what the running campaigns were given to spend
 * in the range, how much of it was spent, how fast, and for how long the rest lasts.
 */
import { type BudgetAnalytics, SPENDING_TREND_POINTS } from '@ads-creative/contracts/analytics';
import type { BudgetType, CampaignStatus } from '@ads-creative/contracts/campaigns';
import { addDays, daysBetween } from '../../lib/calendar.ts';
import { percent, round1, round2 } from './formulas.ts';
import { eachDay, latest, overlapDays, type Period } from './ranges.ts';

/** Statuses of campaigns that run (or ran) and so hold budget: drafts never started, failed ones never published. */
export const BUDGETED_STATUSES: readonly CampaignStatus[] = ['ACTIVE', 'PAUSED', 'COMPLETED'];

export interface CampaignBudgetInput {
  budgetType: BudgetType;
  /** Exact decimal text in the campaign's currency. */
  dailyBudget: string | null;
  totalBudget: string | null;
  status: CampaignStatus;
  startDate: string | null;
  endDate: string | null;
  /** The day the campaign was created, in the user's time zone: its start when it has no start date. */
  createdDay: string;
}

/** Days per month for projectedMonthlySpend. */
export const DAYS_PER_MONTH = 30;

/**
 * The campaign's budget for `period` (in its own currency, unrounded): daily budget × the days it runs
 * in the period, or its lifetime budget pro rata: × the days it runs in the period / the days of its
 * schedule. A campaign runs from its start date (else the day it was created) to its end date (else
 * on and on); a lifetime budget without an end date is spread over the days from its start to today.
 */
export function campaignBudget(c: CampaignBudgetInput, period: Period, today: string): number {
  if (!BUDGETED_STATUSES.includes(c.status)) return 0;
  const start = c.startDate ?? c.createdDay;
  const running = overlapDays({ since: start, until: c.endDate ?? '9999-12-31' }, period);
  if (running === 0) return 0;
  if (c.budgetType === 'DAILY') return Number(c.dailyBudget ?? 0) * running;
  const scheduleEnd = c.endDate ?? today;
  const scheduleDays = daysBetween(start, scheduleEnd) + 1;
  if (scheduleDays <= 0) return 0;
  return (Number(c.totalBudget ?? 0) * Math.min(running, scheduleDays)) / scheduleDays;
}

export interface BudgetInput {
  /** Each running campaign's budget for the range in USD (2 decimals) and its objective. */
  campaigns: readonly { objective: string; budget: number }[];
  /** USD spent in the range. */
  spent: number;
  /** USD spent per day of the range ('YYYY-MM-DD' → amount); missing days spent nothing. */
  dailySpend: ReadonlyMap<string, number>;
  range: Period;
  /** The user's first day with any delivery data (any range), or null. */
  firstDataDay: string | null;
}

/**
 * averageDailySpend = spent / the days of the range since the user's first day of data (a new
 * account is not averaged over days before it existed); projectedMonthlySpend = that × 30;
 * daysUntilDepletion = remaining / averageDailySpend: null without spend ('N/A'), 0 when nothing
 * remains ('Budget exhausted'). The breakdown is the budget per objective, largest first.
 */
export function budgetAnalytics(input: BudgetInput): BudgetAnalytics {
  const allocated = round2(input.campaigns.reduce((s, c) => s + c.budget, 0));
  const spent = round2(input.spent);
  const from = input.firstDataDay ? latest(input.firstDataDay, input.range.since) : input.range.since;
  const activeDays = input.firstDataDay && from <= input.range.until ? daysBetween(from, input.range.until) + 1 : 0;
  // Unrounded: only the answer's fields are rounded, so a tiny pace or remainder never decides 'N/A' or 'exhausted'.
  const dailyPace = activeDays > 0 ? input.spent / activeDays : 0;
  const remaining = allocated - spent;
  return {
    totalBudgetAllocated: allocated,
    totalBudgetSpent: spent,
    budgetUtilizationRate: percent(spent, allocated),
    averageDailySpend: round2(dailyPace),
    projectedMonthlySpend: round2(dailyPace * DAYS_PER_MONTH),
    remainingBudget: round2(remaining),
    daysUntilDepletion: depletionDays(remaining, dailyPace),
    budgetBreakdown: breakdownByObjective(input.campaigns, allocated),
    spendingTrends: spendingTrends(input.dailySpend, input.range),
  };
}

/**
 * remaining / average daily spend, both unrounded: null without spend ('N/A'), 0 when nothing remains
 * ('Budget exhausted'), else the days rounded to 1 decimal, or to 2 significant digits below 0.1 day,
 * so budget that remains never reads as 0 days.
 */
export function depletionDays(remaining: number, averageDailySpend: number): number | null {
  if (averageDailySpend <= 0) return null;
  // Money is in cents: a remainder under half a cent is float noise of allocated − spent.
  if (remaining < 0.005) return 0;
  const days = remaining / averageDailySpend;
  return days >= 0.1 ? round1(days) : Number(days.toPrecision(2));
}

function breakdownByObjective(campaigns: BudgetInput['campaigns'], allocated: number) {
  const byObjective = new Map<string, number>();
  for (const c of campaigns) if (c.budget > 0) byObjective.set(c.objective, (byObjective.get(c.objective) ?? 0) + c.budget);
  return [...byObjective]
    .map(([category, amount]) => ({ category, amount: round2(amount), percentage: percent(amount, allocated) ?? 0 }))
    .sort((a, b) => b.amount - a.amount || a.category.localeCompare(b.category));
}

/** One point a day for the last 30 days of the range (all of a shorter range), zero-filled, oldest first. */
export function spendingTrends(dailySpend: ReadonlyMap<string, number>, range: Period) {
  const last = eachDay({ since: latest(range.since, addDays(range.until, 1 - SPENDING_TREND_POINTS)), until: range.until });
  return last.map((day) => ({ timestamp: day, amount: round2(dailySpend.get(day) ?? 0) }));
}
