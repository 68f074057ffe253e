import { type AnalyticsSettings, configWithSettings, settingsInConfig } from '@ads-creative/contracts/analytics-settings';
import { describe, expect, it } from 'vitest';
import { loadAnalyticsSettings, parseAnalyticsSettings, saveAnalyticsSettings } from './analytics-settings.ts';

const defaults: AnalyticsSettings = { defaultTimeRange: '30d', autoRefresh: false, refreshInterval: 300, emailReports: false };

describe('the analytics settings in local storage', () => {
  it('default to 30d, no auto refresh, every 300 s, no e-mail reports', () => {
    expect(parseAnalyticsSettings(null)).toEqual(defaults);
    expect(loadAnalyticsSettings()).toEqual(defaults);
  });

  it('are saved under the key analyticsSettings with the spec’s field names, and read back', () => {
    const settings = { defaultTimeRange: '7d', autoRefresh: true, refreshInterval: 60, emailReports: true } as const;
    saveAnalyticsSettings(settings);
    expect(JSON.parse(localStorage.getItem('analyticsSettings') ?? '')).toEqual(settings);
    expect(loadAnalyticsSettings()).toEqual(settings);
  });

  it('replace only the fields that are missing or not valid with their defaults', () => {
    expect(parseAnalyticsSettings('{"defaultTimeRange":"90d","refreshInterval":45,"autoRefresh":"yes"}')).toEqual({
      ...defaults,
      defaultTimeRange: '90d',
    });
    expect(parseAnalyticsSettings('not json')).toEqual(defaults);
    expect(parseAnalyticsSettings('[1,2]')).toEqual(defaults);
    expect(parseAnalyticsSettings('null')).toEqual(defaults);
  });
});

describe('the analytics settings in the server’s dashboard configuration', () => {
  it('are its settings key, read field by field like the local copy; none when it holds no object there', () => {
    expect(settingsInConfig({ settings: { defaultTimeRange: '1y', refreshInterval: 600, emailReports: 'yes' } })).toEqual({
      ...defaults,
      defaultTimeRange: '1y',
      refreshInterval: 600,
    });
    expect(settingsInConfig({})).toBeNull();
    expect(settingsInConfig({ settings: 'on' })).toBeNull();
    expect(settingsInConfig(null)).toBeNull();
  });

  it('are written beside the configuration’s other keys', () => {
    const settings: AnalyticsSettings = { ...defaults, emailReports: true };
    expect(configWithSettings({ layout: [1], settings: { old: true } }, settings)).toEqual({ layout: [1], settings });
    expect(configWithSettings([], settings)).toEqual({ settings });
  });
});
