/**
 * The parts of the analytics dashboard (spec 2 §7), each from the range's data it needs: the whole dashboard,
 * each section's own route, the insights and the exports build their answers from these.
 */
import type { AnalyticsCampaignsQuery, TrendMetric } from '@ads-creative/contracts/analytics';
import { contentTypes } from '@ads-creative/contracts/analytics';
import { toPage } from '@ads-creative/contracts/paging';
import type { AnalyticsContext } from './analytics-context.ts';
import type { AnalyticsData } from './analytics-data.ts';
import { campaignRow, contentCandidates } from './analytics-rows.ts';
import { createAnalyticsTablesRepo } from './analytics-tables.repo.ts';
import { budgetAnalytics } from './budget.ts';
import { contentAnalytics } from './content.ts';
import { scoreBaseline } from './content-score.ts';
import { aiCostSavings } from './formulas.ts';
import { kpiMetrics } from './kpis.ts';
import { providerAnalytics } from './provider-ranking.ts';
import { buckets, granularityOf, performanceTrends, trendStats } from './trends.ts';

/** The campaign table the whole dashboard shows: the first 10 by name. */
export const DEFAULT_CAMPAIGN_PAGE = {
  sortBy: 'campaignName' as const,
  sortDirection: 'asc' as const,
  page: 0,
  size: 10,
};

export function createDashboardParts(ctx: AnalyticsContext) {
  const tables = createAnalyticsTablesRepo(ctx.deps.db);
  const { copywriterCostPerVariation } = ctx.deps;

  return {
    async kpis(d: AnalyticsData) {
      const [daily, budgets, counts, content, aiCost] = await Promise.all([
        d.daily(),
        d.budgets(),
        d.counts(),
        d.contentCounts(),
        d.aiCost(),
      ]);
      return kpiMetrics({
        campaigns: { now: counts.campaigns.total, before: counts.campaigns.before },
        ads: { now: counts.ads.total, before: counts.ads.before },
        current: daily.currentSums,
        previous: daily.previousSums,
        budget: { current: budgets.currentTotal, previous: budgets.previousTotal },
        contentGenerated: content.generated,
        aiCost,
        copywriterCostPerVariation,
      });
    },

    async trends(d: AnalyticsData, metric: TrendMetric) {
      const daily = await d.daily();
      const granularity = granularityOf(d.frame.range.timeRange);
      const bucketed = buckets(daily.current, d.frame.range, granularity);
      return { metric, granularity, performanceTrends: performanceTrends(bucketed, granularity), ...trendStats(bucketed, metric) };
    },

    async campaignPage(d: AnalyticsData, q: Omit<AnalyticsCampaignsQuery, 'timeRange'>) {
      const { userId, range, rates } = d.frame;
      const { rows, total } = await tables.campaignPage(userId, range, rates, {
        status: q.status,
        objective: q.objective,
        sortBy: q.sortBy,
        sortDirection: q.sortDirection,
        limit: q.size,
        offset: q.page * q.size,
      });
      const content = rows.map((r) => campaignRow(r, d.usdBudget(r, range) ?? 0));
      return { ...toPage(content, total, q), sortBy: q.sortBy, sortDirection: q.sortDirection };
    },

    async providers(d: AnalyticsData) {
      const [calls, contents, ads, content, aiCost] = await Promise.all([
        d.providerCalls(),
        d.providerContents(),
        d.deliveredAds(),
        d.contentCounts(),
        d.aiCost(),
      ]);
      return providerAnalytics({
        calls,
        contents,
        ads: ads.map((a) => ({ provider: a.provider, impressions: a.impressions, clicks: a.clicks })),
        estimatedSavings: aiCostSavings(content.generated, copywriterCostPerVariation, aiCost),
      });
    },

    async budget(d: AnalyticsData) {
      const [daily, budgets, span] = await Promise.all([d.daily(), d.budgets(), d.span()]);
      return budgetAnalytics({
        campaigns: budgets.current.filter((c) => c.budget > 0),
        spent: daily.currentSums.spend,
        dailySpend: new Map([...daily.current].map(([date, s]) => [date, s.spend])),
        range: d.frame.range,
        firstDataDay: span.firstDay,
      });
    },

    async content(d: AnalyticsData) {
      const [counts, providers, ads] = await Promise.all([d.contentCounts(), d.providerContents(), d.deliveredAds()]);
      return contentAnalytics({
        counts: {
          generated: counts.generated,
          selected: counts.selected,
          types: Object.fromEntries(contentTypes.map((t) => [t, t === 'video' ? 0 : (counts[t] ?? 0)])) as Record<
            (typeof contentTypes)[number],
            number
          >,
        },
        providers,
        candidates: contentCandidates(ads),
        baseline: scoreBaseline(ads),
      });
    },
  };
}
export type DashboardParts = ReturnType<typeof createDashboardParts>;
