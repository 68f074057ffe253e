/**
 * The dashboard: the user's counts, 5 newest campaigns and 5 newest ads in one answer, and a
 * per-user configuration object the web app stores here (its fields are the web app's business).
 */
import type { Dashboard, DashboardConfig } from '@ads-creative/contracts/dashboard';
import { DASHBOARD_CONFIG_MAX_BYTES, DASHBOARD_CONFIG_MAX_DEPTH, DASHBOARD_RECENT_COUNT } from '@ads-creative/contracts/dashboard';
import { messages } from '@ads-creative/contracts/messages';
import type { MetricSource } from '@ads-creative/contracts/metrics';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { AdsService } from '../ads/ads.service.ts';
import type { CampaignsService } from '../campaigns/campaigns.service.ts';
import { createDashboardRepo } from './dashboard.repo.ts';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * What PostgreSQL's jsonb cannot take must be refused here, not by a 500 from the database:
 * deep nesting (its parser's stack), NUL characters and unpaired surrogates in strings or keys.
 */
function assertStorable(value: unknown, depth = 0): void {
  if (depth > DASHBOARD_CONFIG_MAX_DEPTH) throw new AppError('VALIDATION_ERROR', messages.dashboardConfigTooDeep);
  const badText = (s: string) => s.includes('\u0000') || LONE_SURROGATE.test(s);
  if (typeof value === 'string') {
    if (badText(value)) throw new AppError('VALIDATION_ERROR', messages.dashboardConfigBadText);
  } else if (Array.isArray(value)) {
    for (const item of value) assertStorable(item, depth + 1);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (badText(key)) throw new AppError('VALIDATION_ERROR', messages.dashboardConfigBadText);
      assertStorable(item, depth + 1);
    }
  }
}

export function createDashboardService(deps: {
  db: Db;
  clock: () => Date;
  campaigns: CampaignsService;
  ads: AdsService;
  /** From ad_metrics_daily (docs/decisions/085-insights-sync-and-metrics.md). */
  spendSummary: (userId: number) => Promise<{ totalSpent: number; sources: MetricSource[] }>;
}) {
  const repo = createDashboardRepo(deps.db);
  return {
    async get(userId: number): Promise<Dashboard> {
      const [campaignCounts, adCounts, campaigns, ads, spend] = await Promise.all([
        deps.campaigns.counts(userId),
        deps.ads.counts(userId),
        deps.campaigns.newest(userId, DASHBOARD_RECENT_COUNT),
        deps.ads.newest(userId, DASHBOARD_RECENT_COUNT),
        deps.spendSummary(userId),
      ]);
      return {
        stats: {
          totalCampaigns: campaignCounts.total,
          totalAds: adCounts.total,
          activeCampaigns: campaignCounts.active,
          activeAds: adCounts.active,
          totalSpent: spend.totalSpent,
        },
        campaigns,
        recentAds: ads,
        // Sandbox and demo numbers are labelled by the web (decision 088).
        metricsSources: spend.sources,
      };
    },

    async getConfig(userId: number): Promise<DashboardConfig> {
      return (await repo.findConfig(userId)) ?? {};
    },

    async saveConfig(userId: number, config: DashboardConfig): Promise<DashboardConfig> {
      // Depth first: its walk stops at the limit, while JSON.stringify of a very deep value overflows the stack.
      assertStorable(config);
      if (Buffer.byteLength(JSON.stringify(config)) > DASHBOARD_CONFIG_MAX_BYTES) {
        throw new AppError('PAYLOAD_TOO_LARGE', messages.dashboardConfigTooLarge);
      }
      await repo.saveConfig(userId, config, deps.clock());
      return config;
    },
  };
}
export type DashboardService = ReturnType<typeof createDashboardService>;
