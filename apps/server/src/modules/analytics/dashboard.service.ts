/**
 * The analytics dashboard (spec 2 §7): the whole page in one answer, kept in the result cache while the user's
 * data version stays the same (decision 163), and each section on its own route over any range.
 */
import type { AnalyticsAdsQuery, AnalyticsCampaignsQuery, TrendMetric } from '@ads-creative/contracts/analytics';
import type { TimeRange } from '@ads-creative/contracts/metrics';
import { toPage } from '@ads-creative/contracts/paging';
import { LRUCache } from 'lru-cache';
import type { AnalyticsContext } from './analytics-context.ts';
import type { AnalyticsData, Frame } from './analytics-data.ts';
import { adRow } from './analytics-rows.ts';
import { createAnalyticsTablesRepo } from './analytics-tables.repo.ts';
import { type DashboardParts, DEFAULT_CAMPAIGN_PAGE } from './dashboard-parts.ts';
import { createDataVersions } from './data-version.ts';
import { createResultCache } from './result-cache.ts';

/** An answer holds the first campaign page, the providers, the top content and at most 90 trend points: its size does not grow with the account. */
export const DASHBOARD_CACHE_ENTRIES = 500;

/**
 * What a dashboard answer depends on besides the rows: the user, the range and the day it ends on, the zone
 * and budget currency, and the user's data version. The rates and the copywriter cost are the process's.
 */
const dashboardKey = (f: Frame, version: string) => [f.userId, f.range.timeRange, f.today, f.timezone, f.budgetCurrency, version].join('|');

export function createAnalyticsDashboardService(ctx: AnalyticsContext, parts: DashboardParts) {
  const { load } = ctx;
  const tables = createAnalyticsTablesRepo(ctx.deps.db);
  const versions = createDataVersions(ctx.deps.db);
  const cacheEntries = ctx.deps.dashboardCacheEntries ?? DASHBOARD_CACHE_ENTRIES;
  const dashboards = createResultCache<Awaited<ReturnType<typeof computeDashboard>>>(cacheEntries);
  /** The ranges each user's dashboard was asked for lately, refreshed after their syncs. */
  const askedRanges = new LRUCache<number, Set<TimeRange>>({ max: cacheEntries });

  async function cachedDashboard(userId: number, timeRange: TimeRange) {
    const [frame, version] = await Promise.all([ctx.frame(userId, timeRange), versions.current(userId)]);
    return dashboards.get(dashboardKey(frame, version), () => computeDashboard(ctx.data(frame)));
  }

  async function computeDashboard(d: AnalyticsData) {
    const [meta, kpiMetrics, trends, campaignAnalytics, aiProviderAnalytics, budgetAnalytics, contentAnalytics] = await Promise.all([
      d.meta(),
      parts.kpis(d),
      parts.trends(d, 'impressions'),
      parts.campaignPage(d, DEFAULT_CAMPAIGN_PAGE),
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
        tables.adPage(userId, range, rates, {
          status: q.status,
          adType: q.adType,
          aiProvider: q.aiProvider,
          sortBy: q.sortBy,
          sortDirection: q.sortDirection,
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
  };
}
