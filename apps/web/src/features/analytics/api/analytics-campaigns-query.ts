/**
 * GET /api/analytics/campaigns: the campaign table, filtered, sorted and paged by the server (page
 * from 0). fetchAllCampaignRows walks every page of the same filter and order for the CSV.
 */
import type { AnalyticsCampaigns, AnalyticsCampaignsQuery, CampaignAnalyticsRow } from '@ads-creative/contracts/analytics';
import { messages } from '@ads-creative/contracts/messages';
import { MAX_PAGE_SIZE } from '@ads-creative/contracts/paging';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { withStoreFallback } from '../../../lib/server-message.ts';
import { analyticsKeys } from './analytics-keys.ts';

export const fetchAnalyticsCampaigns = (query: AnalyticsCampaignsQuery) =>
  withStoreFallback(api<AnalyticsCampaigns>('/analytics/campaigns', { query: { ...query } }), messages.loadAnalyticsFailed);

export const useAnalyticsCampaigns = (query: AnalyticsCampaignsQuery) =>
  useQuery({
    queryKey: analyticsKeys.campaigns(query),
    queryFn: () => fetchAnalyticsCampaigns(query),
    placeholderData: keepPreviousData,
  });

/** Every row of the filter, in the table's order. */
export async function fetchAllCampaignRows(query: AnalyticsCampaignsQuery): Promise<CampaignAnalyticsRow[]> {
  const rows: CampaignAnalyticsRow[] = [];
  for (let page = 0; ; page++) {
    const answer = await fetchAnalyticsCampaigns({ ...query, page, size: MAX_PAGE_SIZE });
    rows.push(...answer.content);
    if (page + 1 >= answer.totalPages || answer.content.length === 0) return rows;
  }
}
