/** The dashboard (spec 1 §2, §3, §7): GET /api/dashboard and the per-user configuration at /api/dashboard/config. */
import { z } from 'zod';
import { adSchema } from './ads.ts';
import { campaignSchema } from './campaigns.ts';
import { messages } from './messages.ts';
import { metricSources } from './metrics.ts';

/** Recent Campaigns and Recent Ads show the 5 newest (the same as page 0, size 5 of the lists). */
export const DASHBOARD_RECENT_COUNT = 5;
/** Spec 1 §9: dashboard data is cached for 5 minutes on the client. */
export const DASHBOARD_CACHE_MS = 300_000;
/** The stored configuration's limits: its JSON text and its nesting. */
export const DASHBOARD_CONFIG_MAX_BYTES = 16 * 1024;
export const DASHBOARD_CONFIG_MAX_DEPTH = 10;

export const dashboardStatsSchema = z.object({
  totalCampaigns: z.number().int(),
  totalAds: z.number().int(),
  activeCampaigns: z.number().int(),
  activeAds: z.number().int(),
  /** Spent across all ads, summed exactly from the stored daily insights (docs/decisions/013-dashboard.md, 085). */
  totalSpent: z.number(),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

export const dashboardSchema = z.object({
  stats: dashboardStatsSchema,
  campaigns: z.array(campaignSchema),
  recentAds: z.array(adSchema),
  /**
   * Where the performance numbers in `stats` (totalSpent) come from: every source among the user's
   * stored daily insights, in the order of `metricSources`; empty when there are none. The web labels
   * sandbox and demo numbers (docs/decisions/088-labelling-sandbox-and-demo-numbers.md).
   */
  metricsSources: z.array(z.enum(metricSources)),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/** Any JSON object the web chooses to keep (the spec does not show its fields); size and depth are bounded by the server. */
export const dashboardConfigSchema = z.record(z.string(), z.unknown(), { error: messages.dashboardConfigInvalid });
export type DashboardConfig = z.infer<typeof dashboardConfigSchema>;

/** The dashboard sections the user can hide (docs/decisions/016-dashboard-config.md), in page order. */
export const DASHBOARD_SECTIONS = ['stats', 'quickActions', 'recentCampaigns', 'recentAds'] as const;
export type DashboardSection = (typeof DASHBOARD_SECTIONS)[number];

/**
 * The web's reading of the stored configuration: `hiddenSections`, the ids of the hidden sections.
 * Lenient so any object the server holds still loads: a missing or malformed field, or unknown ids,
 * fall back to the defaults (every section shown); other fields are left to whoever wrote them.
 */
export const dashboardLayoutSchema = z
  .object({
    hiddenSections: z
      .array(z.unknown())
      .catch([])
      .transform((ids) => DASHBOARD_SECTIONS.filter((section) => ids.includes(section))),
  })
  .catch({ hiddenSections: [] });
export type DashboardLayout = z.output<typeof dashboardLayoutSchema>;
