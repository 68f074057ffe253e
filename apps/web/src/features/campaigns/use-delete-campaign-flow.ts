/**
 * Deleting a campaign from the list or its page (spec 1 §8): the confirmation, the call, the toasts,
 * then fresh lists and dashboard. The list and the detail page word the outcome differently.
 */
import { messages } from '@ads-creative/contracts/messages';
import { useQueryClient } from '@tanstack/react-query';
import { confirmDialog } from '../../lib/confirm.ts';
import { refreshAfterChange } from '../../lib/data-refresh.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { serverMessageOr } from '../../lib/server-message.ts';
import { toast } from '../../lib/toast.ts';
import { useDeleteCampaign } from './api/delete-campaign.ts';

interface Wording {
  success: string;
  /** The failure toast: the server's message or this, or always this when `fixedFailure`. */
  failure: string;
  fixedFailure?: boolean;
}

export const listWording: Wording = { success: messages.campaignDeleted, failure: messages.campaignDeleteFailed };
export const detailWording: Wording = {
  success: messages.campaignDeletedDetail,
  failure: messages.campaignDeleteFailedDetail,
  fixedFailure: true,
};

export function useDeleteCampaignFlow(wording: Wording) {
  const remove = useDeleteCampaign();
  const queryClient = useQueryClient();

  /** Resolves true when the campaign is gone; `beforeRefresh` runs first (e.g. leaving its page). */
  const run = async (campaign: { id: number; name: string }, beforeRefresh?: () => void): Promise<boolean> => {
    const confirmed = await confirmDialog({
      title: `Delete "${campaign.name}"?`,
      message: messages.campaignDeleteConfirm,
      confirmLabel: 'Delete',
      cancelLabel: 'Cancel',
      danger: true,
    });
    if (!confirmed) {
      toast.info(messages.campaignDeleteCancelled);
      return false;
    }
    try {
      await remove.mutateAsync(campaign.id);
    } catch (e) {
      toast.error(wording.fixedFailure ? wording.failure : serverMessageOr(e, wording.failure));
      return false;
    }
    toast.success(wording.success);
    beforeRefresh?.();
    queryClient.removeQueries({ queryKey: queryKeys.campaign(campaign.id) });
    await refreshAfterChange(queryClient);
    return true;
  };
  return { run, isPending: remove.isPending };
}
