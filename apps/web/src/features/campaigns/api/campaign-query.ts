/** GET /api/campaigns/{id}: one campaign. */
import type { Campaign } from '@ads-creative/contracts/campaigns';
import { messages } from '@ads-creative/contracts/messages';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { withStoreFallback } from '../../../lib/server-message.ts';

export const fetchCampaign = (id: number) => withStoreFallback(api<Campaign>(`/campaigns/${id}`), messages.fetchCampaignFailed);

/** `id` null (not a number) never asks the server. */
export const useCampaign = (id: number | null) =>
  useQuery({ queryKey: queryKeys.campaign(id ?? 0), queryFn: () => fetchCampaign(id as number), enabled: id !== null });
