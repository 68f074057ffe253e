/**
 * The analytics page's local settings (spec 2 §2): defaultTimeRange, autoRefresh, refreshInterval
 * (30, 60, 300 or 600 s, default 300) and emailReports, kept as one JSON object in local storage.
 * A stored field that is missing or not valid falls back to its default alone.
 */
import { ANALYTICS_SETTINGS_STORAGE_KEY, DEFAULT_REFRESH_INTERVAL, refreshIntervals } from '@ads-creative/contracts/analytics';
import { DEFAULT_TIME_RANGE, timeRanges } from '@ads-creative/contracts/metrics';
import { z } from 'zod';

export const DEFAULT_ANALYTICS_SETTINGS = {
  defaultTimeRange: DEFAULT_TIME_RANGE,
  autoRefresh: false,
  refreshInterval: DEFAULT_REFRESH_INTERVAL,
  emailReports: false,
} as const;

const settingsSchema = z
  .object({
    defaultTimeRange: z.enum(timeRanges).catch(DEFAULT_ANALYTICS_SETTINGS.defaultTimeRange),
    autoRefresh: z.boolean().catch(DEFAULT_ANALYTICS_SETTINGS.autoRefresh),
    refreshInterval: z.literal(refreshIntervals).catch(DEFAULT_ANALYTICS_SETTINGS.refreshInterval),
    emailReports: z.boolean().catch(DEFAULT_ANALYTICS_SETTINGS.emailReports),
  })
  .catch({ ...DEFAULT_ANALYTICS_SETTINGS });

export type AnalyticsSettings = z.output<typeof settingsSchema>;

/** The settings in a stored text (null when nothing is stored). */
export function parseAnalyticsSettings(stored: string | null): AnalyticsSettings {
  let value: unknown = {};
  try {
    value = stored ? JSON.parse(stored) : {};
  } catch {
    value = {};
  }
  return settingsSchema.parse(value ?? {});
}

export function loadAnalyticsSettings(storage: Storage = localStorage): AnalyticsSettings {
  try {
    return parseAnalyticsSettings(storage.getItem(ANALYTICS_SETTINGS_STORAGE_KEY));
  } catch {
    // storage disabled: the defaults
    return parseAnalyticsSettings(null);
  }
}

export function saveAnalyticsSettings(settings: AnalyticsSettings, storage: Storage = localStorage): void {
  try {
    storage.setItem(ANALYTICS_SETTINGS_STORAGE_KEY, JSON.stringify(settings));
  } catch (error) {
    // Spec 2 §8: a failed settings save is only logged.
    console.warn('Could not save the analytics settings', error);
  }
}
