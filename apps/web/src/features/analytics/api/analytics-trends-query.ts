/** GET /api/analytics/trends?timeRange&metric: one metric's series with its Peak, Average and Trend. */
import type { AnalyticsTrends, TrendMetric } from '@ads-creative/contracts/analytics';
import { messages } from '@ads-creative/contracts/messages';
import type { TimeRange } from '@ads-creative/contracts/metrics';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { withStoreFallback } from '../../../lib/server-message.ts';
import { analyticsKeys } from './analytics-keys.ts';

export const fetchAnalyticsTrends = (timeRange: TimeRange, metric: TrendMetric) =>
  withStoreFallback(api<AnalyticsTrends>('/analytics/trends', { query: { timeRange, metric } }), messages.loadAnalyticsFailed);

export const useAnalyticsTrends = (timeRange: TimeRange, metric: TrendMetric) =>
  useQuery({
    queryKey: analyticsKeys.trends(timeRange, metric),
    queryFn: () => fetchAnalyticsTrends(timeRange, metric),
    placeholderData: keepPreviousData,
  });
