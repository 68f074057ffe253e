/** GET /api/ads/campaign/{id}?page&size: one page of one campaign's ads, 5 per page like the ads list (page index 0-based). */
import type { AdPage } from '@ads-creative/contracts/ads';
import { messages } from '@ads-creative/contracts/messages';
import { DEFAULT_PAGE_SIZE } from '@ads-creative/contracts/paging';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { withStoreFallback } from '../../../lib/server-message.ts';

export const fetchCampaignAds = (campaignId: number, page: number, size = DEFAULT_PAGE_SIZE) =>
  withStoreFallback(api<AdPage>(`/ads/campaign/${campaignId}`, { query: { page, size } }), messages.fetchAdsFailed);

/** Under the campaign's key (itself under every ad query's prefix), so ad changes refresh it. */
export const useCampaignAds = (campaignId: number, page: number, size = DEFAULT_PAGE_SIZE) =>
  useQuery({
    queryKey: queryKeys.campaignAdsPage(campaignId, page, size),
    queryFn: () => fetchCampaignAds(campaignId, page, size),
    // Paging keeps the current cards on screen until the next page arrives.
    placeholderData: keepPreviousData,
  });
