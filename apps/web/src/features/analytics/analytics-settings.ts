/**
 * The analytics page's settings in this browser's local storage (spec 2 §2): one JSON object under
 * 'analyticsSettings' with the fields defaultTimeRange, autoRefresh, refreshInterval and emailReports, read
 * with the contract's schema (a stored field that is missing or not valid falls back to its default alone).
 * The server keeps the same object too (use-analytics-settings.ts, decision 161).
 */
import { ANALYTICS_SETTINGS_STORAGE_KEY } from '@ads-creative/contracts/analytics';
import { type AnalyticsSettings, analyticsSettingsSchema } from '@ads-creative/contracts/analytics-settings';

export { type AnalyticsSettings, DEFAULT_ANALYTICS_SETTINGS } from '@ads-creative/contracts/analytics-settings';

/** The settings in a stored text (null when nothing is stored). */
export function parseAnalyticsSettings(stored: string | null): AnalyticsSettings {
  let value: unknown = {};
  try {
    value = stored ? JSON.parse(stored) : {};
  } catch {
    value = {};
  }
  return analyticsSettingsSchema.parse(value ?? {});
}

/** Whether this browser has saved settings of its own. */
export function hasStoredAnalyticsSettings(storage: Storage = localStorage): boolean {
  try {
    return storage.getItem(ANALYTICS_SETTINGS_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
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
