/** One page of the user's campaigns for the list (GET /api/campaigns, fetched by lib/api/campaigns.ts). */
import { DEFAULT_PAGE_SIZE } from '@ads-creative/contracts/paging';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchCampaigns } from '../../../lib/api/campaigns.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const useCampaigns = (page: number, size = DEFAULT_PAGE_SIZE) =>
  useQuery({
    queryKey: queryKeys.campaignPage(page, size),
    queryFn: () => fetchCampaigns(page, size),
    // Paging keeps the current cards on screen until the next page arrives.
    placeholderData: keepPreviousData,
  });
