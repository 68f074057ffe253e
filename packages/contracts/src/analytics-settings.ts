/**
 * The analytics page's settings (spec 2 §2): defaultTimeRange, autoRefresh, refreshInterval (30, 60, 300 or
 * 600 s, default 300) and emailReports. Kept in the browser's local storage as the spec says, and on the
 * server under the `settings` key of the analytics dashboard configuration (POST|GET
 * /api/analytics/dashboard/config, any JSON object kept as sent), so they follow the user to another browser
 * and the weekly report e-mail knows who asked for it (decisions 161, 162). Read with this schema on both
 * sides: a stored field that is missing or not valid falls back to its default alone.
 */
import { z } from 'zod';
import { DEFAULT_REFRESH_INTERVAL, refreshIntervals } from './analytics.ts';
import { DEFAULT_TIME_RANGE, timeRanges } from './metrics.ts';

/** What the Email reports switch says it does (decision 162: apps/server/src/modules/analytics/report/). */
export const ANALYTICS_REPORT_DESCRIPTION = "Every Monday from 08:00 your time, last week's numbers by e-mail (to a confirmed address)";

/** The key of the settings inside the analytics dashboard configuration. */
export const ANALYTICS_CONFIG_SETTINGS_KEY = 'settings';

export const DEFAULT_ANALYTICS_SETTINGS = {
  defaultTimeRange: DEFAULT_TIME_RANGE,
  autoRefresh: false,
  refreshInterval: DEFAULT_REFRESH_INTERVAL,
  emailReports: false,
} as const;

export const analyticsSettingsSchema = z
  .object({
    defaultTimeRange: z.enum(timeRanges).catch(DEFAULT_ANALYTICS_SETTINGS.defaultTimeRange),
    autoRefresh: z.boolean().catch(DEFAULT_ANALYTICS_SETTINGS.autoRefresh),
    refreshInterval: z.literal(refreshIntervals).catch(DEFAULT_ANALYTICS_SETTINGS.refreshInterval),
    emailReports: z.boolean().catch(DEFAULT_ANALYTICS_SETTINGS.emailReports),
  })
  .catch({ ...DEFAULT_ANALYTICS_SETTINGS });

export type AnalyticsSettings = z.output<typeof analyticsSettingsSchema>;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The settings saved in a dashboard configuration, or null when it holds none (never saved from any browser). */
export function settingsInConfig(config: unknown): AnalyticsSettings | null {
  const stored = isObject(config) ? config[ANALYTICS_CONFIG_SETTINGS_KEY] : undefined;
  return isObject(stored) ? analyticsSettingsSchema.parse(stored) : null;
}

/** The configuration with these settings in it; its other keys are kept as they were. */
export function configWithSettings(config: unknown, settings: AnalyticsSettings): Record<string, unknown> {
  return { ...(isObject(config) ? config : {}), [ANALYTICS_CONFIG_SETTINGS_KEY]: settings };
}
