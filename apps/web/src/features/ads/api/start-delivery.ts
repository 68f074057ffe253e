/**
 * POST /api/ads/{id}/facebook-status {status: 'ACTIVE'}: starts a published ad that was sent paused (its Facebook
 * campaign too); answers with the ad, which the page shows at once, and the lists and dashboard refresh.
 */
import type { Ad } from '@ads-creative/contracts/ads';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { refreshAfterChange } from '../../../lib/data-refresh.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const startDelivery = (id: number) => api<Ad>(`/ads/${id}/facebook-status`, { method: 'POST', body: { status: 'ACTIVE' } });

export function useStartDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startDelivery,
    onSuccess: async (ad) => {
      queryClient.setQueryData(queryKeys.ad(ad.id), ad);
      await refreshAfterChange(queryClient);
    },
  });
}
