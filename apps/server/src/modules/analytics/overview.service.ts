/**
 * The account at a glance (spec 2 §7): the range's totals and counts, the insights, two periods compared, the
 * last 24 hours, and the filter values the user's data has.
 */
import { adStatuses, adTypes } from '@ads-creative/contracts/ads';
import { aiProviderIds } from '@ads-creative/contracts/ai';
import {
  type AnalyticsCompareQuery,
  adSortFields,
  campaignSortFields,
  contentTypes,
  trendMetrics,
} from '@ads-creative/contracts/analytics';
import { campaignObjectives, campaignStatuses } from '@ads-creative/contracts/campaigns';
import { DEFAULT_TIME_RANGE, metricSources, TIME_RANGE_DAYS, type TimeRange, timeRanges } from '@ads-creative/contracts/metrics';
import { addDays } from '../../lib/calendar.ts';
import type { AnalyticsContext } from './analytics-context.ts';
import { metaOf, sumAll, toSums } from './analytics-data.ts';
import { campaignRow } from './analytics-rows.ts';
import type { DashboardParts } from './dashboard-parts.ts';
import { aiCostSavings, percent, round2, totals, totalsGrowth } from './formulas.ts';
import { buildInsights } from './insights.ts';
import { createOverviewRepo } from './overview.repo.ts';
import { comparisonPeriod, currentPeriod, periodDays } from './ranges.ts';

/** The values of `all` present in the user's data, in `all`'s order. */
const inOrder = <T extends string>(all: readonly T[], present: readonly string[] | null) => all.filter((v) => present?.includes(v));

export function createAnalyticsOverviewService(ctx: AnalyticsContext, parts: DashboardParts) {
  const { repo, load } = ctx;
  const overview = createOverviewRepo(ctx.deps.db);
  const { copywriterCostPerVariation } = ctx.deps;

  return {
    async summary(userId: number, timeRange: TimeRange) {
      const d = await load(userId, timeRange);
      const [meta, daily, counts, budgets, campaignTotals, delivered, content, aiCost] = await Promise.all([
        d.meta(),
        d.daily(),
        d.counts(),
        d.budgets(),
        d.campaignTotals(),
        d.deliveredAds(),
        d.contentCounts(),
        d.aiCost(),
      ]);
      const current = totals(daily.currentSums);
      const previous = totals(daily.previousSums);
      return {
        meta,
        totals: current,
        previousTotals: previous,
        changes: totalsGrowth(current, previous),
        campaigns: {
          total: counts.campaigns.total,
          active: counts.campaigns.active,
          withDelivery: campaignTotals.filter((c) => c.impressions > 0).length,
        },
        ads: { total: counts.ads.total, active: counts.ads.active, withDelivery: delivered.length },
        budget: { allocated: budgets.currentTotal, spent: current.spent, utilization: percent(current.spent, budgets.currentTotal) },
        ai: {
          contentGenerated: content.generated,
          selectedContent: content.selected,
          totalAICost: aiCost,
          aiCostSavings: aiCostSavings(content.generated, copywriterCostPerVariation, aiCost),
        },
      };
    },

    async insights(userId: number, timeRange: TimeRange) {
      const d = await load(userId, timeRange);
      const [meta, daily, campaignTotals, budget, content, providers, counts, aiCost] = await Promise.all([
        d.meta(),
        d.daily(),
        d.campaignTotals(),
        parts.budget(d),
        parts.content(d),
        parts.providers(d),
        d.contentCounts(),
        d.aiCost(),
      ]);
      const days = TIME_RANGE_DAYS[timeRange];
      return {
        meta,
        insights: buildInsights({
          periodName: `the previous ${days} days`,
          current: totals(daily.currentSums),
          previous: totals(daily.previousSums),
          campaigns: campaignTotals.map((r) => campaignRow(r, d.usdBudget(r, d.frame.range) ?? 0)),
          budget,
          content,
          providers,
          aiCostSavings: aiCostSavings(counts.generated, copywriterCostPerVariation, aiCost),
          contentGenerated: counts.generated,
          copywriterCostPerVariation,
        }),
      };
    },

    async compare(userId: number, q: AnalyticsCompareQuery) {
      const f = await ctx.frame(userId, DEFAULT_TIME_RANGE);
      const current = currentPeriod(q.current, f.today);
      const comparison = comparisonPeriod(q.comparison, current);
      const [a, b] = await Promise.all([repo.daily(userId, current, f.rates), repo.daily(userId, comparison, f.rates)]);
      const currentTotals = totals(sumAll(a.map(toSums)));
      const comparisonTotals = totals(sumAll(b.map(toSums)));
      const meta = metaOf(
        f,
        [...a, ...b].flatMap((r) => r.currencies),
        [...a, ...b].flatMap((r) => r.sources),
      );
      return {
        timezone: meta.timezone,
        currency: meta.currency,
        unconvertedCurrencies: meta.unconvertedCurrencies,
        metricsSources: meta.metricsSources,
        current: { ...current, days: periodDays(current), totals: currentTotals },
        comparison: { ...comparison, days: periodDays(comparison), totals: comparisonTotals },
        changes: totalsGrowth(currentTotals, comparisonTotals),
      };
    },

    async realtime(userId: number) {
      const f = await ctx.frame(userId, DEFAULT_TIME_RANGE);
      const since = new Date(f.now.getTime() - 86_400_000);
      const yesterday = addDays(f.today, -1);
      const [days, span, counts, recent] = await Promise.all([
        repo.daily(userId, { since: yesterday, until: f.today }, f.rates),
        repo.dataSpan(userId),
        repo.counts(userId, f.now),
        overview.recent(userId, since),
      ]);
      const dayTotals = (date: string) => totals(sumAll(days.filter((r) => r.date === date).map(toSums)));
      const meta = metaOf(
        f,
        days.flatMap((r) => r.currencies),
        days.flatMap((r) => r.sources),
      );
      return {
        since: since.toISOString(),
        until: f.now.toISOString(),
        timezone: f.timezone,
        currency: 'USD' as const,
        unconvertedCurrencies: meta.unconvertedCurrencies,
        metricsSources: meta.metricsSources,
        today: { date: f.today, totals: dayTotals(f.today) },
        yesterday: { date: yesterday, totals: dayTotals(yesterday) },
        lastSyncedAt: span.lastSyncedAt,
        activeCampaigns: counts.campaigns.active,
        activeAds: counts.ads.active,
        last24h: {
          aiCalls: recent.ai_calls,
          failedAiCalls: recent.failed_ai_calls,
          aiCost: round2(Number(recent.ai_cost)),
          contentGenerated: recent.contents,
          campaignsCreated: recent.campaigns,
          adsCreated: recent.ads,
        },
      };
    },

    async filters(userId: number) {
      const v = await overview.filterValues(userId);
      return {
        timeRanges: [...timeRanges],
        defaultTimeRange: DEFAULT_TIME_RANGE,
        metrics: [...trendMetrics],
        campaignSortFields: [...campaignSortFields],
        adSortFields: [...adSortFields],
        campaignStatuses: inOrder(campaignStatuses, v.campaign_statuses),
        objectives: inOrder(campaignObjectives, v.objectives),
        adStatuses: inOrder(adStatuses, v.ad_statuses),
        adTypes: inOrder(adTypes, v.ad_types),
        aiProviders: inOrder(aiProviderIds, v.providers),
        contentTypes: [...contentTypes],
        metricsSources: inOrder(metricSources, v.sources),
      };
    },
  };
}
