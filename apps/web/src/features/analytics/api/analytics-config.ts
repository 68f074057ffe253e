/**
 * GET and POST /api/analytics/dashboard/config: the analytics dashboard configuration on the server (any JSON
 * object, kept as sent; spec 2 §3 "saved to and loaded from the server"). The page keeps its settings under
 * its `settings` key; saving reads the stored object first so its other keys survive.
 */
import type { AnalyticsConfig } from '@ads-creative/contracts/analytics';
import { type AnalyticsSettings, configWithSettings } from '@ads-creative/contracts/analytics-settings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Not under the analytics keys: Refresh and auto refresh reload numbers, not the settings. */
export const ANALYTICS_CONFIG_KEY = ['analytics-config'] as const;

export const fetchAnalyticsConfig = () => api<AnalyticsConfig>('/analytics/dashboard/config');

export const useAnalyticsConfig = () => useQuery({ queryKey: ANALYTICS_CONFIG_KEY, queryFn: fetchAnalyticsConfig, staleTime: 0 });

export async function saveSettingsToServer(settings: AnalyticsSettings): Promise<AnalyticsConfig> {
  const stored = await fetchAnalyticsConfig();
  return api<AnalyticsConfig>('/analytics/dashboard/config', { method: 'POST', body: configWithSettings(stored, settings) });
}

export function useSaveSettingsToServer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSettingsToServer,
    onSuccess: (config) => queryClient.setQueryData(ANALYTICS_CONFIG_KEY, config),
    // Spec 2 §8: a failed settings save is only logged (the local copy is saved already).
    onError: (error) => console.warn('Could not save the analytics settings on the server', error),
  });
}
