/** TanStack Query keys of the analytics page, all under queryKeys.analytics so Refresh and auto refresh reach every one. */
import type { AnalyticsCampaignsQuery, TrendMetric } from '@ads-creative/contracts/analytics';
import type { TimeRange } from '@ads-creative/contracts/metrics';
import { queryKeys } from '../../../lib/query-keys.ts';

export const analyticsKeys = {
  all: queryKeys.analytics,
  dashboard: (range: TimeRange) => [...queryKeys.analytics, 'dashboard', range] as const,
  trends: (range: TimeRange, metric: TrendMetric) => [...queryKeys.analytics, 'trends', range, metric] as const,
  campaigns: (query: AnalyticsCampaignsQuery) => [...queryKeys.analytics, 'campaigns', query] as const,
  ad: (adId: number, range: TimeRange) => [...queryKeys.analytics, 'ad', adId, range] as const,
};
