/**
 * POST /api/ads/{id}/publish: sends the ad to Facebook, delivering at once (ACTIVE) or paused; the
 * server's message (what is missing, Facebook's own words) is shown as it is.
 */
import type { Ad } from '@ads-creative/contracts/ads';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { refreshAfterChange } from '../../../lib/data-refresh.ts';

export const publishAd = ({ id, delivery }: { id: number; delivery: 'ACTIVE' | 'PAUSED' }) =>
  api<Ad>(`/ads/${id}/publish`, { method: 'POST', body: { delivery } });

export function usePublishAd() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishAd,
    onSuccess: () => refreshAfterChange(queryClient),
  });
}
