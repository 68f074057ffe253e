/** GET /api/ads/campaign/{id}: the ads of one campaign (the server's default page holds 100). */
import type { AdPage } from '@ads-creative/contracts/ads';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const fetchCampaignAds = (campaignId: number) => api<AdPage>(`/ads/campaign/${campaignId}`);

export const useCampaignAds = (campaignId: number | null) =>
  useQuery({
    queryKey: queryKeys.campaignAds(campaignId ?? 0),
    queryFn: () => fetchCampaignAds(campaignId as number),
    enabled: campaignId !== null,
  });
