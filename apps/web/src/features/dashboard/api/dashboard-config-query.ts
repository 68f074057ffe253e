/**
 * GET /api/dashboard/config: the user's stored dashboard configuration ({} until saved), read as a
 * layout (which sections are hidden). Only this client changes it, so it is not refetched while cached.
 * A failed load only logs a warning and every section is shown.
 */
import { type DashboardConfig, dashboardLayoutSchema } from '@ads-creative/contracts/dashboard';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const fetchDashboardConfig = () => api<DashboardConfig>('/dashboard/config');

export function useDashboardConfig() {
  const query = useQuery({ queryKey: queryKeys.dashboardConfig, queryFn: fetchDashboardConfig, staleTime: Number.POSITIVE_INFINITY });
  useEffect(() => {
    if (query.error) console.warn('Could not load the dashboard configuration', query.error);
  }, [query.error]);
  return { ...query, layout: dashboardLayoutSchema.parse(query.data ?? {}) };
}
