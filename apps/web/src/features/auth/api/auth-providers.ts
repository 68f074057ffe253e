/** GET /api/auth/providers: which sign-in methods this server has configured (Facebook needs an app id and secret). */
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const fetchAuthProviders = () => api<{ facebook: boolean }>('/auth/providers');

export const useAuthProviders = () =>
  // The answer only changes when the operator reconfigures and restarts the server.
  useQuery({ queryKey: ['auth', 'providers'], queryFn: fetchAuthProviders, staleTime: Number.POSITIVE_INFINITY, retry: false });
