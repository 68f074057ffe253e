/** GET /api/campaigns?page&size: one page of the user's campaigns, newest first (page index 0-based). */
import type { CampaignPage } from '@ads-creative/contracts/campaigns';
import { messages } from '@ads-creative/contracts/messages';
import { DEFAULT_PAGE_SIZE } from '@ads-creative/contracts/paging';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { withStoreFallback } from '../../../lib/server-message.ts';

export const fetchCampaigns = (page: number, size = DEFAULT_PAGE_SIZE) =>
  withStoreFallback(api<CampaignPage>('/campaigns', { query: { page, size } }), messages.fetchCampaignsFailed);

export const useCampaigns = (page: number, size = DEFAULT_PAGE_SIZE) =>
  useQuery({
    queryKey: queryKeys.campaignPage(page, size),
    queryFn: () => fetchCampaigns(page, size),
    // Paging keeps the current cards on screen until the next page arrives.
    placeholderData: keepPreviousData,
  });
