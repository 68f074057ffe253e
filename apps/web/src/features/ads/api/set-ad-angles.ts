/**
 * PUT /api/ads/{id}/tags { angles }: the user's angles for the ad (and its selected content), kept over every
 * re-tag (decision 183). The ad, its contents and the analytics that group ads by angle are refreshed.
 */
import { creativeTagMessages, type TagsResponse } from '@ads-creative/contracts/creative-tagging';
import type { Angle } from '@ads-creative/contracts/creative-tags';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { withStoreFallback } from '../../../lib/server-message.ts';

export const setAdAngles = (adId: number, angles: Angle[]) =>
  withStoreFallback(api<TagsResponse>(`/ads/${adId}/tags`, { method: 'PUT', body: { angles } }), creativeTagMessages.saveFailed);

export function useSetAdAngles(adId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (angles: Angle[]) => setAdAngles(adId, angles),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.ad(adId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.analytics }),
      ]);
    },
  });
}
