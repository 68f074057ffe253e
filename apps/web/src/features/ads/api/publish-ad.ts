/**
 * POST /api/ads/{id}/publish: sends the ad to Facebook. The server route arrives with the Facebook
 * issue; until then the server answers with an error whose message the page shows as it is.
 */
import type { Ad } from '@ads-creative/contracts/ads';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { refreshAfterChange } from '../../../lib/data-refresh.ts';

export const publishAd = (id: number) => api<Ad>(`/ads/${id}/publish`, { method: 'POST' });

export function usePublishAd() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishAd,
    onSuccess: () => refreshAfterChange(queryClient),
  });
}
