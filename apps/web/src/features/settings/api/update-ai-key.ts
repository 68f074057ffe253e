/**
 * PUT /api/user/ai-keys: store a new key (absent keeps the stored one; null removes it) and the model
 * overrides. Afterwards every provider list is fetched again, so the wizard sees the new state.
 */
import type { UpdateAiKeyBody } from '@ads-creative/contracts/generation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { aiKeysQueryKey } from './ai-keys-query.ts';

export const updateAiKey = (body: UpdateAiKeyBody) => api<{ message?: string } | unknown>('/user/ai-keys', { method: 'PUT', body });

export function useUpdateAiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAiKey,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: aiKeysQueryKey }),
        queryClient.invalidateQueries({ queryKey: queryKeys.aiProviders }),
      ]),
  });
}
