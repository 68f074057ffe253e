/** GET /api/analytics/ad/{id}?timeRange: one ad's KPIs and daily series, for analyzing a top content. */
import type { AdDetailAnalytics } from '@ads-creative/contracts/analytics';
import { messages } from '@ads-creative/contracts/messages';
import type { TimeRange } from '@ads-creative/contracts/metrics';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { withStoreFallback } from '../../../lib/server-message.ts';
import { analyticsKeys } from './analytics-keys.ts';

export const fetchAdAnalytics = (adId: number, timeRange: TimeRange) =>
  withStoreFallback(api<AdDetailAnalytics>(`/analytics/ad/${adId}`, { query: { timeRange } }), messages.loadAnalyticsFailed);

export const useAdAnalytics = (adId: number | null, timeRange: TimeRange) =>
  useQuery({
    queryKey: analyticsKeys.ad(adId ?? 0, timeRange),
    queryFn: () => fetchAdAnalytics(adId as number, timeRange),
    enabled: adId !== null,
  });
