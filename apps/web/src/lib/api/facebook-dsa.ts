/**
 * GET /api/facebook/ad-accounts/dsa and PUT /api/facebook/ad-accounts/{id}/dsa (decision 180): who benefits from
 * and who pays for each ad account's ads shown in the EU. Read and saved by Settings; in lib/api because the
 * publish refusal it answers ('Set who benefits…') is met outside Settings too. Under ['facebook', …], so
 * disconnecting marks it stale with the rest of the connection.
 */
import type { AdAccountDsa, DsaBody } from '@ads-creative/contracts/publishing-rules';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api-client.ts';

export const dsaQueryKey = ['facebook', 'dsa'] as const;

export const useAdAccountsDsa = (enabled: boolean) =>
  useQuery({
    queryKey: dsaQueryKey,
    queryFn: () => api<{ items: AdAccountDsa[] }>('/facebook/ad-accounts/dsa').then((r) => r.items),
    enabled,
  });

export function useSaveAdAccountDsa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ adAccountId, body }: { adAccountId: string; body: DsaBody }) =>
      api<AdAccountDsa>(`/facebook/ad-accounts/${adAccountId}/dsa`, { method: 'PUT', body }),
    // The list keeps every account's names: the saved one replaces its entry (or joins it, listed just now).
    onSuccess: (saved) =>
      queryClient.setQueryData<AdAccountDsa[]>(dsaQueryKey, (list = []) => [
        ...list.filter((d) => d.adAccountId !== saved.adAccountId),
        saved,
      ]),
  });
}
