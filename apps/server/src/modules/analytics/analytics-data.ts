/**
 * One analytics request's frame (the user's time zone, today, the range, the rates) and its data,
 * each piece loaded at most once and only when an answer needs it, turned from rows into the shapes
 * the pure definitions take.
 */
import type { AnalyticsMeta } from '@ads-creative/contracts/analytics';
import type { TimeRange } from '@ads-creative/contracts/metrics';
import { metricSources } from '@ads-creative/contracts/metrics';
import { dayIn } from '../../lib/calendar.ts';
import type { UserAccount } from '../account-zone/index.ts';
import type { AnalyticsRepo } from './analytics.repo.ts';
import type { CampaignRow, SumsRow } from './analytics-sql.repo.ts';
import { type CampaignBudgetInput, campaignBudget } from './budget.ts';
import { addSums, round2, type Sums, ZERO_SUMS } from './formulas.ts';
import { toUsd, type UsdRates, unconverted } from './fx.ts';
import { type AnalyticsRange, analyticsRange, type Period, periodInstants } from './ranges.ts';

/** The user's analytics time zone (decision 160) and the currency of their budgets (the connected ad account's). */
export type { UserAccount } from '../account-zone/index.ts';

export interface Frame {
  userId: number;
  now: Date;
  timezone: string;
  /** The currency campaign budgets are in: the ad account's, else USD. */
  budgetCurrency: string;
  today: string;
  range: AnalyticsRange;
  rates: UsdRates;
}

export async function frameFor(
  userId: number,
  timeRange: TimeRange,
  deps: { clock: () => Date; account: (userId: number) => Promise<UserAccount>; rates: UsdRates },
): Promise<Frame> {
  const now = deps.clock();
  const account = await deps.account(userId);
  const today = dayIn(account.timezone, now);
  return {
    userId,
    now,
    timezone: account.timezone,
    budgetCurrency: account.currency ?? 'USD',
    today,
    range: analyticsRange(timeRange, today),
    rates: deps.rates,
  };
}

export function toSums(r: SumsRow): Sums {
  return {
    impressions: r.impressions,
    clicks: r.clicks,
    conversions: r.conversions,
    spend: Number(r.spend),
    conversionValue: Number(r.conversion_value),
    paidClicks: r.paid_clicks,
  };
}

export const sumAll = (xs: Iterable<Sums>) => {
  let total = ZERO_SUMS;
  for (const x of xs) total = addSums(total, x);
  return { ...total, spend: round2(total.spend), conversionValue: round2(total.conversionValue) };
};

/** The inputs of campaignBudget from a campaign row, its creation day in the user's zone. */
export function budgetInput(c: CampaignRow, timezone: string): CampaignBudgetInput {
  return {
    budgetType: c.budget_type as CampaignBudgetInput['budgetType'],
    dailyBudget: c.daily_budget,
    totalBudget: c.total_budget,
    status: c.status as CampaignBudgetInput['status'],
    startDate: c.start_date,
    endDate: c.end_date,
    createdDay: dayIn(timezone, new Date(c.created_at_ms)),
  };
}

const memo = <T>(load: () => Promise<T>) => {
  let value: Promise<T> | undefined;
  return () => {
    value ??= load();
    return value;
  };
};

export function dataFor(repo: AnalyticsRepo, f: Frame) {
  const { userId, range, rates } = f;
  const instants = periodInstants(range, f.timezone);
  const span: Period = { since: range.previous.since, until: range.until };

  /** The currency a campaign's budget is in: its ad account's (decision 181), else the default account's. */
  const currencyOf = (c: CampaignRow) => c.currency ?? f.budgetCurrency;
  /** A budget for a period in USD (2 decimals), null when its currency has no rate. */
  const usdOf = (input: CampaignBudgetInput, p: Period, currency: string) => {
    const usd = toUsd(campaignBudget(input, p, f.today), currency, rates);
    return usd === null ? null : round2(usd);
  };
  /** A campaign's budget for a period in USD (2 decimals), null when its currency has no rate. */
  const usdBudget = (c: CampaignRow, p: Period) => usdOf(budgetInput(c, f.timezone), p, currencyOf(c));

  const daily = memo(async () => {
    const rows = await repo.daily(userId, span, rates);
    const current = new Map<string, Sums>();
    const previous = new Map<string, Sums>();
    const currencies = new Set<string>();
    const sources = new Set<string>();
    for (const r of rows) {
      (r.date >= range.since ? current : previous).set(r.date, toSums(r));
      for (const c of r.currencies) currencies.add(c);
      for (const s of r.sources) sources.add(s);
    }
    return { current, previous, currentSums: sumAll(current.values()), previousSums: sumAll(previous.values()), currencies, sources };
  });

  const campaigns = memo(() => repo.campaigns(userId));

  const budgets = memo(async () => {
    // Each campaign's inputs made once (its creation day in the zone costs most), for the three budgets below.
    const rows = (await campaigns()).map((c) => ({ c, input: budgetInput(c, f.timezone), currency: currencyOf(c) }));
    const current = rows.map(({ c, input, currency }) => ({
      id: c.id,
      objective: c.objective,
      budget: usdOf(input, range, currency) ?? 0,
    }));
    const previous = rows.reduce((s, { input, currency }) => s + (usdOf(input, range.previous, currency) ?? 0), 0);
    // Budgets in a currency without a rate (each campaign in its ad account's currency).
    const withoutRate = rows.filter(
      ({ input, currency }) => campaignBudget(input, range, f.today) > 0 && toUsd(1, currency, rates) === null,
    );
    return {
      current,
      byId: new Map(current.map((c) => [c.id, c.budget])),
      currentTotal: round2(current.reduce((s, c) => s + c.budget, 0)),
      previousTotal: round2(previous),
      /** The budget currency when budgets exist in it and it has no rate. */
      unconverted: unconverted(
        withoutRate.map((r) => r.currency),
        rates,
      ),
    };
  });

  const providerCalls = memo(async () =>
    (await repo.providerCalls(userId, instants.start, instants.end)).map((c) => ({
      provider: c.provider,
      calls: c.calls,
      successes: c.successes,
      selected: c.selected,
      totalLatencyMs: c.total_latency_ms,
      cost: Number(c.cost),
    })),
  );

  return {
    frame: f,
    instants,
    daily,
    campaigns,
    budgets,
    usdBudget,
    span: memo(() => repo.dataSpan(userId)),
    counts: memo(() => repo.counts(userId, instants.start)),
    contentCounts: memo(() => repo.contentCounts(userId, instants.start, instants.end)),
    providerContents: memo(() => repo.providerContents(userId, instants.start, instants.end)),
    providerCalls,
    aiCost: memo(async () => round2((await providerCalls()).reduce((s, c) => s + c.cost, 0))),
    deliveredAds: memo(() => repo.deliveredAds(userId, range)),
    campaignTotals: memo(() => repo.allCampaignTotals(userId, range, rates)),

    /** What the answer's numbers are about; loads the days (for their currencies and sources) and the budgets. */
    async meta(): Promise<AnalyticsMeta> {
      const [d, b] = await Promise.all([daily(), budgets()]);
      return metaOf(f, d.currencies, d.sources, b.unconverted);
    },
  };
}
export type AnalyticsData = ReturnType<typeof dataFor>;

export function metaOf(f: Frame, currencies: Iterable<string>, sources: Iterable<string>, extraUnconverted: string[] = []): AnalyticsMeta {
  const present = new Set(sources);
  return {
    timeRange: f.range.timeRange,
    since: f.range.since,
    until: f.range.until,
    previousSince: f.range.previous.since,
    previousUntil: f.range.previous.until,
    timezone: f.timezone,
    currency: 'USD',
    unconvertedCurrencies: unconverted([...currencies, ...extraUnconverted], f.rates),
    metricsSources: metricSources.filter((s) => present.has(s)),
  };
}
