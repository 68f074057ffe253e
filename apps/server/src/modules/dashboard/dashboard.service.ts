/**
 * The dashboard: the user's counts, 5 newest campaigns and 5 newest ads in one answer, and a
 * per-user configuration object the web app stores here (its fields are the web app's business).
 */
import type { Dashboard, DashboardConfig } from '@ads-creative/contracts/dashboard';
import { DASHBOARD_CONFIG_MAX_BYTES, DASHBOARD_CONFIG_MAX_DEPTH, DASHBOARD_RECENT_COUNT } from '@ads-creative/contracts/dashboard';
import { messages } from '@ads-creative/contracts/messages';
import type { MetricSource } from '@ads-creative/contracts/metrics';
import type { Db } from '../../db/client.ts';
import { assertStorableJson } from '../../lib/stored-json.ts';
import type { AdsService } from '../ads/ads.service.ts';
import type { CampaignsService } from '../campaigns/campaigns.service.ts';
import { createDashboardRepo } from './dashboard.repo.ts';

const configRules = {
  maxBytes: DASHBOARD_CONFIG_MAX_BYTES,
  maxDepth: DASHBOARD_CONFIG_MAX_DEPTH,
  messages: {
    tooLarge: messages.dashboardConfigTooLarge,
    tooDeep: messages.dashboardConfigTooDeep,
    badText: messages.dashboardConfigBadText,
  },
};

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
      assertStorableJson(config, configRules);
      await repo.saveConfig(userId, config, deps.clock());
      return config;
    },
  };
}
export type DashboardService = ReturnType<typeof createDashboardService>;
