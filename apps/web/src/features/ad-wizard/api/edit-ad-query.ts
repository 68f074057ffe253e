/**
 * GET /api/ads/{id} and GET /api/ads/{id}/contents: the ad the wizard edits and its generated text options
 * (the same cache entries and store fallbacks as the ads feature's queries, fetched fresh).
 */
import type { Ad, AdContent } from '@ads-creative/contracts/ads';
import { messages } from '@ads-creative/contracts/messages';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { withStoreFallback } from '../../../lib/server-message.ts';

export const useEditedAd = (id: number | null) =>
  useQuery({
    queryKey: queryKeys.ad(id ?? 0),
    queryFn: () => withStoreFallback(api<Ad>(`/ads/${id}`), messages.fetchAdFailed),
    enabled: id !== null,
    staleTime: 0,
  });

export const useEditedAdContents = (id: number | null) =>
  useQuery({
    queryKey: queryKeys.adContents(id ?? 0),
    queryFn: () => withStoreFallback(api<AdContent[]>(`/ads/${id}/contents`), messages.fetchAdContentsFailed),
    enabled: id !== null,
    staleTime: 0,
  });
