/**
 * DELETE /api/ads/{id}, from the ads list and from a campaign's page alike (spec 1 §8, decision 173):
 * 'Delete Confirmation', then 'Ad deleted successfully', the server's message or 'Failed to delete ad', or
 * 'Delete operation cancelled' when declined. The ad's own cache entries go, and the lists (a campaign's ads
 * among them), analytics and the dashboard refresh.
 */
import { messages } from '@ads-creative/contracts/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api-client.ts';
import { confirmDialog } from '../confirm.ts';
import { refreshAfterChange } from '../data-refresh.ts';
import { queryKeys } from '../query-keys.ts';
import { serverMessageOr, withStoreFallback } from '../server-message.ts';
import { toast } from '../toast.ts';

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

/** Asks, deletes and says how it went; resolves true once the ad is gone. */
export function useDeleteAdFlow() {
  const remove = useDeleteAd();
  return async (ad: { id: number }): Promise<boolean> => {
    const confirmed = await confirmDialog({
      title: messages.adDeleteConfirmHeader,
      message: messages.adDeleteConfirm,
      confirmLabel: 'Delete',
      cancelLabel: 'Cancel',
      danger: true,
    });
    if (!confirmed) {
      toast.info(messages.adDeleteCancelled);
      return false;
    }
    try {
      await remove.mutateAsync(ad.id);
    } catch (e) {
      toast.error(serverMessageOr(e, messages.adDeleteFailed));
      return false;
    }
    toast.success(messages.adDeleted);
    return true;
  };
}
