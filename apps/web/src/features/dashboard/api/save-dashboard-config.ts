/**
 * POST /api/dashboard/config: replace the user's dashboard configuration. Optimistic: the cache takes
 * the new object at once and goes back to the previous one when the save fails, which is only logged
 * (spec 2: failures of such saves show nothing).
 */
import type { DashboardConfig } from '@ads-creative/contracts/dashboard';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const saveDashboardConfig = (config: DashboardConfig) => api<DashboardConfig>('/dashboard/config', { method: 'POST', body: config });

export function useSaveDashboardConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDashboardConfig,
    onMutate: async (config) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.dashboardConfig });
      // {} when the load failed: the page then showed the defaults, and goes back to them.
      const previous = queryClient.getQueryData<DashboardConfig>(queryKeys.dashboardConfig) ?? {};
      queryClient.setQueryData(queryKeys.dashboardConfig, config);
      return { previous };
    },
    onError: (error, _config, context) => {
      queryClient.setQueryData(queryKeys.dashboardConfig, context?.previous);
      console.warn('Could not save the dashboard configuration', error);
    },
  });
}
