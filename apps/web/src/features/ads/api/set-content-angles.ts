/**
 * PUT /api/contents/{id}/tags { angles }: the user's angles for one generated content, kept over every re-tag; the ad
 * gets them when it is its selected content (decision 183). The ad and its contents are refreshed.
 */
import { creativeTagMessages, type TagsResponse } from '@ads-creative/contracts/creative-tagging';
import type { Angle } from '@ads-creative/contracts/creative-tags';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { withStoreFallback } from '../../../lib/server-message.ts';

export const setContentAngles = (contentId: number, angles: Angle[]) =>
  withStoreFallback(api<TagsResponse>(`/contents/${contentId}/tags`, { method: 'PUT', body: { angles } }), creativeTagMessages.saveFailed);

export function useSetContentAngles(adId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ contentId, angles }: { contentId: number; angles: Angle[] }) => setContentAngles(contentId, angles),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.ad(adId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.analytics }),
      ]);
    },
  });
}
