/**
 * /api/analytics: every answer of spec 2 §7 (export aside) for the signed-in user, built from the
 * rollups (decision 091) by the pure definitions of this folder (docs/analytics.md).
 */

import { adStatuses, adTypes } from '@ads-creative/contracts/ads';
import { aiProviderIds } from '@ads-creative/contracts/ai';
import {
  type AdAnalyticsRow,
  ANALYTICS_CONFIG_MAX_BYTES,
  type AnalyticsAdsQuery,
  type AnalyticsCampaignsQuery,
  type AnalyticsCompareQuery,
  type AnalyticsConfig,
  adSortFields,
  analyticsMessages,
  type CampaignAnalyticsRow,
  campaignSortFields,
  contentTypes,
  type TrendMetric,
  trendMetrics,
} from '@ads-creative/contracts/analytics';
import { campaignObjectives, campaignStatuses } from '@ads-creative/contracts/campaigns';
import { DASHBOARD_CONFIG_MAX_DEPTH } from '@ads-creative/contracts/dashboard';
import { messages } from '@ads-creative/contracts/messages';
import { DEFAULT_TIME_RANGE, metricSources, TIME_RANGE_DAYS, type TimeRange, timeRanges } from '@ads-creative/contracts/metrics';
import { MAX_ID, toPage } from '@ads-creative/contracts/paging';
import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client.ts';
import { addDays } from '../../lib/calendar.ts';
import { notFound } from '../../lib/errors.ts';
import { assertStorableJson } from '../../lib/stored-json.ts';
import {
  type AdDeliveryRow,
  type AdTotalsRow,
  adOrder,
  type CampaignTotalsRow,
  campaignOrder,
  createAnalyticsRepo,
} from './analytics.repo.ts';
import { type AnalyticsData, dataFor, type Frame, frameFor, metaOf, sumAll, toSums, type UserAccount } from './analytics-data.ts';
import { budgetAnalytics } from './budget.ts';
import { type ContentCandidate, contentAnalytics, rankContent } from './content.ts';
import { performanceScore, scoreBaseline } from './content-score.ts';
import { createDataVersions } from './data-version.ts';
import { aiCostSavings, cpc, ctr, percent, roi, round2, type Sums, totals, totalsGrowth } from './formulas.ts';
import type { UsdRates } from './fx.ts';
import { buildInsights } from './insights.ts';
import { kpiMetrics } from './kpis.ts';
import { providerAnalytics } from './provider-ranking.ts';
import { comparisonPeriod, currentPeriod, eachDay, type Period, periodDays } from './ranges.ts';
import { createResultCache } from './result-cache.ts';
import { buckets, granularityOf, performanceTrends, trendStats } from './trends.ts';

export interface AnalyticsDeps {
  db: Db;
  clock: () => Date;
  /** The user's time zone (decision 160: the ad account's, else their own, else UTC) and ad account currency. */
  account: (userId: number) => Promise<UserAccount>;
  rates: UsdRates;
  copywriterCostPerVariation: number;
  /** How many dashboard answers the result cache keeps (decision 163); default DASHBOARD_CACHE_ENTRIES. */
  dashboardCacheEntries?: number;
}

/** An answer holds the first campaign page, the providers, the top content and at most 90 trend points: its size does not grow with the account. */
export const DASHBOARD_CACHE_ENTRIES = 500;

/**
 * What a dashboard answer depends on besides the rows: the user, the range and the day it ends on, the zone
 * and budget currency, and the user's data version. The rates and the copywriter cost are the process's.
 */
const dashboardKey = (f: Frame, version: string) => [f.userId, f.range.timeRange, f.today, f.timezone, f.budgetCurrency, version].join('|');

const configRules = {
  maxBytes: ANALYTICS_CONFIG_MAX_BYTES,
  maxDepth: DASHBOARD_CONFIG_MAX_DEPTH,
  messages: {
    tooLarge: analyticsMessages.configTooLarge,
    tooDeep: analyticsMessages.configTooDeep,
    badText: analyticsMessages.configBadText,
  },
};

const direction = (d: 'asc' | 'desc') => sql.raw(d === 'desc' ? 'desc' : 'asc');
const inOrder = <T extends string>(all: readonly T[], present: readonly string[] | null) => all.filter((v) => present?.includes(v));

function campaignRow(r: CampaignTotalsRow, budget: number): CampaignAnalyticsRow {
  const s = toSums(r);
  return {
    campaignId: r.id,
    campaignName: r.name,
    objective: r.objective as CampaignAnalyticsRow['objective'],
    status: r.status as CampaignAnalyticsRow['status'],
    budgetType: r.budget_type as CampaignAnalyticsRow['budgetType'],
    budget,
    spent: round2(s.spend),
    budgetUtilization: percent(round2(s.spend), budget),
    impressions: s.impressions,
    clicks: s.clicks,
    ctr: ctr(s),
    cpc: cpc(s),
    roi: roi(s),
    conversions: s.conversions,
    conversionValue: round2(s.conversionValue),
  };
}

function adRow(r: AdTotalsRow): AdAnalyticsRow {
  const s = toSums(r);
  return {
    adId: r.ad_id,
    adName: r.name,
    campaignId: r.campaign_id,
    campaignName: r.campaign_name,
    status: r.status as AdAnalyticsRow['status'],
    adType: r.ad_type as AdAnalyticsRow['adType'],
    headline: r.headline,
    aiProvider: (r.provider as AdAnalyticsRow['aiProvider']) ?? null,
    impressions: s.impressions,
    clicks: s.clicks,
    ctr: ctr(s),
    cpc: cpc(s),
    spent: round2(s.spend),
    conversions: s.conversions,
    conversionValue: round2(s.conversionValue),
    roi: roi(s),
  };
}

/** The selected AI contents of delivered ads, as the content score takes them. */
function contentCandidates(ads: readonly AdDeliveryRow[]): ContentCandidate[] {
  return ads
    .filter((a) => a.provider !== null && a.content_id !== null)
    .map((a) => ({
      contentId: a.content_id as number,
      adId: a.ad_id,
      headline: a.content_headline,
      provider: a.provider as string,
      impressions: a.impressions,
      clicks: a.clicks,
      conversions: a.conversions,
    }));
}

const byName = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });

/** Every day of a period with its sums (zeros where nothing was delivered), as the detail series. */
function dailySeries(days: ReadonlyMap<string, Sums>, p: Period) {
  return eachDay(p).map((date) => {
    const s = days.get(date);
    const sums = s ?? { impressions: 0, clicks: 0, conversions: 0, spend: 0, conversionValue: 0, paidClicks: 0 };
    return {
      date,
      impressions: sums.impressions,
      clicks: sums.clicks,
      ctr: ctr(sums),
      cpc: cpc(sums),
      conversions: sums.conversions,
      conversionValue: round2(sums.conversionValue),
      spend: round2(sums.spend),
    };
  });
}

/** Splits dated sums of [previous.since, until] into the range's and the previous period's. */
function splitDays(rows: readonly ({ date: string } & Parameters<typeof toSums>[0])[], since: string) {
  const current = new Map<string, Sums>();
  const previous = new Map<string, Sums>();
  for (const r of rows) (r.date >= since ? current : previous).set(r.date, toSums(r));
  return { current, previous };
}

export function createAnalyticsService(deps: AnalyticsDeps) {
  const repo = createAnalyticsRepo(deps.db);
  const load = async (userId: number, timeRange: TimeRange) => dataFor(repo, await frameFor(userId, timeRange, deps));
  const versions = createDataVersions(deps.db);
  const cacheEntries = deps.dashboardCacheEntries ?? DASHBOARD_CACHE_ENTRIES;
  const dashboards = createResultCache<Awaited<ReturnType<typeof computeDashboard>>>(cacheEntries);
  /** The ranges each user's dashboard was asked for lately, refreshed after their syncs. */
  const askedRanges = new LRUCache<number, Set<TimeRange>>({ max: cacheEntries });

  // ---- the parts of the dashboard, each from the data it needs
  const parts = {
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
        copywriterCostPerVariation: deps.copywriterCostPerVariation,
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
      const { rows, total } = await repo.campaignPage(userId, range, rates, {
        status: q.status,
        objective: q.objective,
        orderBy: sql`${campaignOrder[q.sortBy]} ${direction(q.sortDirection)} nulls last`,
        ordersByCampaign: q.sortBy === 'campaignName',
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
        estimatedSavings: aiCostSavings(content.generated, deps.copywriterCostPerVariation, aiCost),
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

  const defaultCampaignPage = {
    sortBy: 'campaignName' as const,
    sortDirection: 'asc' as const,
    page: 0,
    size: 10,
  };

  async function cachedDashboard(userId: number, timeRange: TimeRange) {
    const [frame, version] = await Promise.all([frameFor(userId, timeRange, deps), versions.current(userId)]);
    return dashboards.get(dashboardKey(frame, version), () => computeDashboard(dataFor(repo, frame)));
  }

  async function computeDashboard(d: AnalyticsData) {
    const [meta, kpiMetrics, trends, campaignAnalytics, aiProviderAnalytics, budgetAnalytics, contentAnalytics] = await Promise.all([
      d.meta(),
      parts.kpis(d),
      parts.trends(d, 'impressions'),
      parts.campaignPage(d, defaultCampaignPage),
      parts.providers(d),
      parts.budget(d),
      parts.content(d),
    ]);
    return {
      data: {
        meta,
        kpiMetrics,
        performanceTrends: trends.performanceTrends,
        campaignAnalytics,
        aiProviderAnalytics,
        budgetAnalytics,
        contentAnalytics,
      },
    };
  }

  return {
    /**
     * Everything the page shows, from the result cache when nothing the user's dashboard reads has changed
     * since it was computed (decision 163).
     */
    async dashboard(userId: number, timeRange: TimeRange) {
      const asked = askedRanges.get(userId) ?? new Set<TimeRange>();
      askedRanges.set(userId, asked.add(timeRange));
      return cachedDashboard(userId, timeRange);
    },

    /**
     * Computes again, into the cache, the dashboards the user asked for lately (after a sync wrote their numbers),
     * so their next load is answered at once.
     */
    async refreshDashboards(userId: number): Promise<void> {
      for (const timeRange of askedRanges.get(userId) ?? []) await cachedDashboard(userId, timeRange);
    },

    async kpis(userId: number, timeRange: TimeRange) {
      const d = await load(userId, timeRange);
      const [meta, k] = await Promise.all([d.meta(), parts.kpis(d)]);
      return { meta, ...k };
    },

    async trends(userId: number, timeRange: TimeRange, metric: TrendMetric) {
      const d = await load(userId, timeRange);
      const [meta, t] = await Promise.all([d.meta(), parts.trends(d, metric)]);
      return { meta, ...t };
    },

    async campaigns(userId: number, q: AnalyticsCampaignsQuery) {
      const d = await load(userId, q.timeRange);
      const [meta, page] = await Promise.all([d.meta(), parts.campaignPage(d, q)]);
      return { meta, ...page };
    },

    async ads(userId: number, q: AnalyticsAdsQuery) {
      const d = await load(userId, q.timeRange);
      const { range, rates } = d.frame;
      const [meta, { rows, total }] = await Promise.all([
        d.meta(),
        repo.adPage(userId, range, rates, {
          status: q.status,
          adType: q.adType,
          aiProvider: q.aiProvider,
          orderBy: sql`${adOrder[q.sortBy]} ${direction(q.sortDirection)} nulls last`,
          limit: q.size,
          offset: q.page * q.size,
        }),
      ]);
      return { meta, ...toPage(rows.map(adRow), total, q), sortBy: q.sortBy, sortDirection: q.sortDirection };
    },

    async aiProviders(userId: number, timeRange: TimeRange) {
      const d = await load(userId, timeRange);
      const [meta, p] = await Promise.all([d.meta(), parts.providers(d)]);
      return { meta, ...p };
    },

    async budget(userId: number, timeRange: TimeRange) {
      const d = await load(userId, timeRange);
      const [meta, b] = await Promise.all([d.meta(), parts.budget(d)]);
      return { meta, ...b };
    },

    async content(userId: number, timeRange: TimeRange) {
      const d = await load(userId, timeRange);
      const [meta, c] = await Promise.all([d.meta(), parts.content(d)]);
      return { meta, ...c };
    },

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
          aiCostSavings: aiCostSavings(content.generated, deps.copywriterCostPerVariation, aiCost),
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
          aiCostSavings: aiCostSavings(counts.generated, deps.copywriterCostPerVariation, aiCost),
          contentGenerated: counts.generated,
          copywriterCostPerVariation: deps.copywriterCostPerVariation,
        }),
      };
    },

    async compare(userId: number, q: AnalyticsCompareQuery) {
      const f = await frameFor(userId, DEFAULT_TIME_RANGE, deps);
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
      const f = await frameFor(userId, DEFAULT_TIME_RANGE, deps);
      const since = new Date(f.now.getTime() - 86_400_000);
      const yesterday = addDays(f.today, -1);
      const [days, span, counts, recent] = await Promise.all([
        repo.daily(userId, { since: yesterday, until: f.today }, f.rates),
        repo.dataSpan(userId),
        repo.counts(userId, f.now),
        repo.recent(userId, since),
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
      const v = await repo.filterValues(userId);
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

    async campaign(userId: number, id: number, timeRange: TimeRange) {
      const campaign = id <= MAX_ID ? await repo.campaign(userId, id) : undefined;
      if (!campaign) throw notFound(messages.campaignNotFound);
      const d = await load(userId, timeRange);
      const { range, rates } = d.frame;
      const [meta, days, ads] = await Promise.all([
        d.meta(),
        repo.campaignDaily(id, { since: range.previous.since, until: range.until }, rates),
        repo.allAdTotals(userId, range, rates, { campaignId: id }),
      ]);
      const { current, previous } = splitDays(days, range.since);
      const sums = totals(sumAll(current.values()));
      const budget = d.usdBudget(campaign, range) ?? 0;
      return {
        meta,
        campaign: {
          campaignId: campaign.id,
          campaignName: campaign.name,
          objective: campaign.objective as CampaignAnalyticsRow['objective'],
          status: campaign.status as CampaignAnalyticsRow['status'],
          budgetType: campaign.budget_type as CampaignAnalyticsRow['budgetType'],
          dailyBudget: campaign.daily_budget === null ? null : Number(campaign.daily_budget),
          totalBudget: campaign.total_budget === null ? null : Number(campaign.total_budget),
          startDate: campaign.start_date,
          endDate: campaign.end_date,
        },
        kpis: { ...sums, budget, budgetUtilization: percent(sums.spent, budget) },
        previous: totals(sumAll(previous.values())),
        daily: dailySeries(current, range),
        ads: ads.map(adRow).sort((a, b) => b.impressions - a.impressions || a.adId - b.adId),
      };
    },

    async ad(userId: number, id: number, timeRange: TimeRange) {
      const ad = id <= MAX_ID ? await repo.ad(userId, id) : undefined;
      if (!ad) throw notFound(messages.adNotFound);
      const d = await load(userId, timeRange);
      const { range, rates } = d.frame;
      const [meta, days, contents, delivered] = await Promise.all([
        d.meta(),
        repo.adDaily(id, { since: range.previous.since, until: range.until }, rates),
        repo.adContents(id),
        d.deliveredAds(),
      ]);
      const { current, previous } = splitDays(days, range.since);
      const sums = sumAll(current.values());
      const selected = contents.find((c) => c.is_selected);
      const score = sums.impressions > 0 ? performanceScore(sums, scoreBaseline(delivered)) : null;
      return {
        meta,
        ad: {
          adId: ad.id,
          adName: ad.name,
          campaignId: ad.campaign_id,
          campaignName: ad.campaign_name,
          status: ad.status as AdAnalyticsRow['status'],
          adType: ad.ad_type as AdAnalyticsRow['adType'],
          headline: ad.headline,
          aiProvider: (selected?.provider as AdAnalyticsRow['aiProvider']) ?? null,
        },
        kpis: totals(sums),
        previous: totals(sumAll(previous.values())),
        daily: dailySeries(current, range),
        contents: contents.map((c) => ({
          contentId: c.id,
          headline: c.title,
          aiProvider: (c.provider as AdAnalyticsRow['aiProvider']) ?? null,
          isSelected: c.is_selected,
          createdAt: c.created_at,
          performanceScore: c.is_selected ? score : null,
        })),
      };
    },

    /**
     * What the exports of a range hold (docs/analytics.md §Exports): the KPIs and the trend, and each of
     * the asked sections in full (every campaign and saved ad by name, every delivered AI content by score).
     */
    async exportData(userId: number, timeRange: TimeRange, sections: readonly ('campaigns' | 'ads' | 'content')[]) {
      const d = await load(userId, timeRange);
      const { range, rates } = d.frame;
      const wants = (s: (typeof sections)[number]) => sections.includes(s);
      const [meta, kpiMetrics, trends, campaigns, ads, content, delivered] = await Promise.all([
        d.meta(),
        parts.kpis(d),
        parts.trends(d, 'impressions'),
        wants('campaigns') ? d.campaignTotals() : undefined,
        wants('ads') ? repo.allAdTotals(userId, range, rates) : undefined,
        wants('content') ? parts.content(d) : undefined,
        wants('content') ? d.deliveredAds() : undefined,
      ]);
      return {
        generatedAt: d.frame.now,
        meta,
        kpiMetrics,
        granularity: trends.granularity,
        performanceTrends: trends.performanceTrends,
        campaigns: campaigns
          ?.map((r) => campaignRow(r, d.usdBudget(r, range) ?? 0))
          .sort((a, b) => byName(a.campaignName, b.campaignName) || a.campaignId - b.campaignId),
        ads: ads?.map(adRow).sort((a, b) => byName(a.adName, b.adName) || a.adId - b.adId),
        content: content && delivered && { ...content, contents: rankContent(contentCandidates(delivered), scoreBaseline(delivered)) },
      };
    },

    async getConfig(userId: number): Promise<AnalyticsConfig> {
      return (await repo.findConfig(userId)) ?? {};
    },

    async saveConfig(userId: number, config: AnalyticsConfig): Promise<AnalyticsConfig> {
      assertStorableJson(config, configRules);
      await repo.saveConfig(userId, config, deps.clock());
      return config;
    },
  };
}
export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
