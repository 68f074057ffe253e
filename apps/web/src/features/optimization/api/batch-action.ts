/**
 * POST /api/optimization/recommendations/batch {action, ids, reason?, comment?}: accept or dismiss the selected
 * ones; the answer's counts become one toast ('3 accepted, 1 failed'), and every list loads again.
 */
import type { BatchInput, BatchResult } from '@ads-creative/contracts/optimization';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { afterChange } from './recommendation-actions.ts';

const DONE: Record<BatchInput['action'], string> = { accept: 'accepted', dismiss: 'dismissed' };

/** '3 accepted, 1 failed', with the first failure's reason when there is one. */
export function batchSummary(action: BatchInput['action'], result: BatchResult): string {
  const counts = `${result.succeeded} ${DONE[action]}, ${result.failed} failed`;
  const firstFailure = result.results.find((r) => !r.ok && r.message);
  return firstFailure ? `${counts}. ${firstFailure.message}` : counts;
}

export function useBatchAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BatchInput) => api<BatchResult>('/optimization/recommendations/batch', { method: 'POST', body: input }),
    onSuccess: async (result, input) => {
      const message = batchSummary(input.action, result);
      if (result.failed > 0) toast.warning({ title: 'Some recommendations could not be changed', message });
      else toast.success(message);
      await afterChange(queryClient, true);
    },
    onError: (error) => toast.error({ title: 'Batch action failed', message: errorMessage(error) }),
  });
}
