/** POST /api/facebook/sync ('Sync now', answers at once) and GET /api/facebook/sync (the last run), polled while a run is open. */
import type { syncRunSchema } from '@ads-creative/contracts/facebook';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { facebookQueryKey } from '../../../lib/api/facebook-connection.ts';
import { api } from '../../../lib/api-client.ts';

export type SyncRun = z.infer<typeof syncRunSchema>;
const syncQueryKey = [...facebookQueryKey, 'sync'] as const;
const open = (run: SyncRun | null | undefined) => run?.status === 'queued' || run?.status === 'running';

export const useLastSync = (enabled: boolean) =>
  useQuery({
    queryKey: syncQueryKey,
    queryFn: () => api<{ lastRun: SyncRun | null }>('/facebook/sync'),
    enabled,
    // A run Facebook slowed down waits minutes (resumesAt): asked about every 30 s meanwhile (decision 177).
    refetchInterval: (query) => (open(query.state.data?.lastRun) ? (query.state.data?.lastRun?.resumesAt ? 30_000 : 2000) : false),
  });

export function useSyncNow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<SyncRun>('/facebook/sync', { method: 'POST' }),
    onSuccess: (run) => queryClient.setQueryData(syncQueryKey, { lastRun: run }),
  });
}
