/** DELETE /api/ads/{id}, from a campaign's page: the ad goes, the campaign's ad list, the ads list and the dashboard refresh. */

import { messages } from '@ads-creative/contracts/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { refreshAfterChange } from '../../../lib/data-refresh.ts';
import { withStoreFallback } from '../../../lib/server-message.ts';

export const deleteCampaignAd = (adId: number) =>
  withStoreFallback(api<null>(`/ads/${adId}`, { method: 'DELETE' }), messages.deleteAdFailed);

export function useDeleteCampaignAd() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteCampaignAd, onSuccess: () => refreshAfterChange(queryClient) });
}
