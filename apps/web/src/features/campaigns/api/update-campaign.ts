/** PUT /api/campaigns/{id}: the edit dialog sends name, budget and status; the edit page every field. */
import type { Campaign, CampaignStatus } from '@ads-creative/contracts/campaigns';
import { messages } from '@ads-creative/contracts/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { refreshAfterChange } from '../../../lib/data-refresh.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { withStoreFallback } from '../../../lib/server-message.ts';
import type { CampaignPayload } from '../campaign-form-values.ts';

export type UpdateCampaignPayload = Partial<CampaignPayload> & { budget?: number | null; status?: CampaignStatus };

export const updateCampaign = (id: number, body: UpdateCampaignPayload) =>
  withStoreFallback(api<Campaign>(`/campaigns/${id}`, { method: 'PUT', body }), messages.updateCampaignFailed);

export function useUpdateCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateCampaignPayload }) => updateCampaign(id, body),
    onSuccess: async (campaign) => {
      queryClient.setQueryData(queryKeys.campaign(campaign.id), campaign);
      await refreshAfterChange(queryClient);
    },
  });
}
