/**
 * GET /api/facebook/connection: connected or not, the chosen ad account and page, the reconnect prompt. Read by
 * Settings and by the campaign form (its default ad account and page; decision 181).
 */
import type { FacebookConnection } from '@ads-creative/contracts/facebook';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api-client.ts';

export const facebookQueryKey = ['facebook'] as const;
export const connectionQueryKey = [...facebookQueryKey, 'connection'] as const;

export const useFacebookConnection = () =>
  useQuery({ queryKey: connectionQueryKey, queryFn: () => api<FacebookConnection>('/facebook/connection') });
