/** DELETE /api/ads/{id}: the ad goes; the lists and the dashboard are refreshed. */

import { messages } from '@ads-creative/contracts/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { refreshAfterChange } from '../../../lib/data-refresh.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { withStoreFallback } from '../../../lib/server-message.ts';

export const deleteAd = (id: number) => withStoreFallback(api<null>(`/ads/${id}`, { method: 'DELETE' }), messages.deleteAdFailed);

export function useDeleteAd() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAd,
    onSuccess: async (_, id) => {
      queryClient.removeQueries({ queryKey: queryKeys.ad(id) });
      await refreshAfterChange(queryClient);
    },
  });
}
