/**
 * Changing the connection: POST /api/facebook/connect (the OAuth dialog's URL, where the browser goes),
 * PUT /api/facebook/connection (ad account and page), DELETE /api/facebook/connection (disconnect).
 */
import type { FacebookConnection } from '@ads-creative/contracts/facebook';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { connectionQueryKey, facebookQueryKey } from '../../../lib/api/facebook-connection.ts';
import { api } from '../../../lib/api-client.ts';

export const useConnectFacebook = () =>
  useMutation({
    mutationFn: () => api<{ url: string }>('/facebook/connect', { method: 'POST' }),
    onSuccess: ({ url }) => window.location.assign(url),
  });

export function useChooseConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { adAccountId: string; pageId: string }) => api<FacebookConnection>('/facebook/connection', { method: 'PUT', body }),
    onSuccess: (connection) => queryClient.setQueryData(connectionQueryKey, connection),
  });
}

export function useDisconnectFacebook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<null>('/facebook/connection', { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: facebookQueryKey }),
  });
}
