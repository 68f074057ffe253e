/**
 * Deleting an ad from the list (spec 1 §8): 'Delete Confirmation', then 'Ad deleted successfully',
 * the server's message or 'Failed to delete ad', or 'Delete operation cancelled' when declined.
 */
import { messages } from '@ads-creative/contracts/messages';
import { confirmDialog } from '../../lib/confirm.ts';
import { serverMessageOr } from '../../lib/server-message.ts';
import { toast } from '../../lib/toast.ts';
import { useDeleteAd } from './api/delete-ad.ts';

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
