/** PUT /api/ads/{id}: the edit modal's fields; the ad's caches, the lists and the dashboard are refreshed. */
import type { Ad, CallToAction } from '@ads-creative/contracts/ads';
import { messages } from '@ads-creative/contracts/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { refreshAfterChange } from '../../../lib/data-refresh.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { withStoreFallback } from '../../../lib/server-message.ts';

export interface UpdateAdPayload {
  name: string;
  headline: string;
  description: string | null;
  primaryText: string | null;
  callToAction: CallToAction;
  imageUrl: string | null;
  destinationUrl?: string | null;
  status?: 'DRAFT' | 'ACTIVE' | 'PAUSED' | 'COMPLETED' | 'FAILED';
}

export const updateAd = (id: number, body: UpdateAdPayload) =>
  withStoreFallback(api<Ad>(`/ads/${id}`, { method: 'PUT', body }), messages.updateAdFailed);

export function useUpdateAd() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateAdPayload }) => updateAd(id, body),
    onSuccess: async (ad) => {
      queryClient.setQueryData(queryKeys.ad(ad.id), ad);
      await refreshAfterChange(queryClient);
    },
  });
}
