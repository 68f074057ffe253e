/** GET /api/ads/{id}/metrics?timeRange: the ad's daily performance and totals from the synced insights. */
import type { AdMetrics, TimeRange } from '@ads-creative/contracts/metrics';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const useAdMetrics = (id: number, timeRange: TimeRange) =>
  useQuery({
    queryKey: [...queryKeys.ad(id), 'metrics', timeRange],
    queryFn: () => api<AdMetrics>(`/ads/${id}/metrics`, { query: { timeRange } }),
  });
