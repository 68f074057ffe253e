/**
 * GET /api/analytics/dashboard?timeRange: everything the page shows (in `data`). A failure reads as the
 * server's message, else 'Failed to load analytics data' (spec 2 §8). While another range loads, the
 * previous one stays on screen.
 */
import type { AnalyticsDashboard } from '@ads-creative/contracts/analytics';
import { messages } from '@ads-creative/contracts/messages';
import type { TimeRange } from '@ads-creative/contracts/metrics';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { withStoreFallback } from '../../../lib/server-message.ts';
import { analyticsKeys } from './analytics-keys.ts';

export const fetchAnalyticsDashboard = async (timeRange: TimeRange) =>
  (await withStoreFallback(api<AnalyticsDashboard>('/analytics/dashboard', { query: { timeRange } }), messages.loadAnalyticsFailed)).data;

export const useAnalyticsDashboard = (timeRange: TimeRange) =>
  useQuery({
    queryKey: analyticsKeys.dashboard(timeRange),
    queryFn: () => fetchAnalyticsDashboard(timeRange),
    placeholderData: keepPreviousData,
  });
