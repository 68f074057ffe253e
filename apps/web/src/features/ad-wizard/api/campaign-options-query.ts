/** GET /api/campaigns?page=0&size=100 (lib/api/campaigns.ts): the wizard's campaign choices (spec 1 §7), read from `content` or a plain list. */
import type { Campaign } from '@ads-creative/contracts/campaigns';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchCampaigns } from '../../../lib/api/campaigns.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const WIZARD_CAMPAIGN_PAGE = 0;
export const WIZARD_CAMPAIGN_SIZE = 100;

type CampaignList = Campaign[] | { content?: Campaign[]; campaigns?: Campaign[] } | null;

export const campaignsOf = (data: CampaignList): Campaign[] => (Array.isArray(data) ? data : (data?.content ?? data?.campaigns ?? []));

export const fetchCampaignOptions = (): Promise<CampaignList> => fetchCampaigns(WIZARD_CAMPAIGN_PAGE, WIZARD_CAMPAIGN_SIZE);

export const campaignOptionsQuery = queryOptions({
  queryKey: queryKeys.campaignPage(WIZARD_CAMPAIGN_PAGE, WIZARD_CAMPAIGN_SIZE),
  queryFn: fetchCampaignOptions,
});

export const useCampaignOptions = () =>
  useQuery({
    ...campaignOptionsQuery,
    select: (data) => campaignsOf(data as CampaignList).map((c) => ({ value: String(c.id), label: c.name })),
  });
