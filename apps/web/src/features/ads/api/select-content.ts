/** POST /api/ads/{id}/select-content?contentId=: makes one generated option the ad's copy; answers with the ad. */
import type { Ad } from '@ads-creative/contracts/ads';
import { messages } from '@ads-creative/contracts/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { withStoreFallback } from '../../../lib/server-message.ts';

export const selectContent = (adId: number, contentId: number) =>
  withStoreFallback(api<Ad>(`/ads/${adId}/select-content`, { method: 'POST', query: { contentId } }), messages.selectContentFailed);

export function useSelectContent(adId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (contentId: number) => selectContent(adId, contentId),
    onSuccess: async (ad) => {
      queryClient.setQueryData(queryKeys.ad(ad.id), ad);
      // The contents' selection, and the lists and dashboard that show the headline that just changed.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.ads }),
        queryClient.invalidateQueries({ queryKey: queryKeys.dashboard }),
      ]);
    },
  });
}
