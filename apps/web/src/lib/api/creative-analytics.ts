/**
 * GET /api/analytics/creative?timeRange&metric: the account's results per creative tag with a verdict each
 * (decision 184). One fetcher and one hook (decision 173) for every reader: the wizard's 'Use what works'
 * (decision 187) and the analytics page. Cached under ['analytics', …] so an analytics refresh marks it stale.
 */
import type { CreativeAnalytics, CreativeMetric } from '@ads-creative/contracts/creative-analytics';
import type { TimeRange } from '@ads-creative/contracts/metrics';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api-client.ts';
import { queryKeys } from '../query-keys.ts';

export interface CreativeAnalyticsQuery {
  timeRange: TimeRange;
  metric: CreativeMetric;
}

export const creativeAnalyticsKey = (q: CreativeAnalyticsQuery) => [...queryKeys.analytics, 'creative', q.timeRange, q.metric] as const;

export const fetchCreativeAnalytics = (q: CreativeAnalyticsQuery) =>
  api<CreativeAnalytics>('/analytics/creative', { query: { timeRange: q.timeRange, metric: q.metric } });

/** `enabled: false` until the reader needs it (the wizard asks only when the user clicks 'Use what works'). */
export const useCreativeAnalytics = (q: CreativeAnalyticsQuery, enabled = true) =>
  useQuery({ queryKey: creativeAnalyticsKey(q), queryFn: () => fetchCreativeAnalytics(q), enabled, staleTime: 60_000 });
