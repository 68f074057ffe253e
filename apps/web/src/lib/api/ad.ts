/**
 * GET /api/ads/{id} and GET /api/ads/{id}/contents: one ad and its generated text options, read by the ad
 * detail page and by the wizard that edits the ad. One fetcher each (decision 173), with the store fallbacks
 * of spec 1 §8. Both are fetched fresh whenever a screen opens (staleTime 0): the wizard is filled from them,
 * and a stale copy would be saved back over a newer one.
 */
import type { Ad, AdContent } from '@ads-creative/contracts/ads';
import { messages } from '@ads-creative/contracts/messages';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api-client.ts';
import { queryKeys } from '../query-keys.ts';
import { withStoreFallback } from '../server-message.ts';

export const fetchAd = (id: number) => withStoreFallback(api<Ad>(`/ads/${id}`), messages.fetchAdFailed);

export const fetchAdContents = (id: number) => withStoreFallback(api<AdContent[]>(`/ads/${id}/contents`), messages.fetchAdContentsFailed);

/** `id` null (not a number) never asks the server. */
export const useAd = (id: number | null) =>
  useQuery({ queryKey: queryKeys.ad(id ?? 0), queryFn: () => fetchAd(id as number), enabled: id !== null, staleTime: 0 });

export const useAdContents = (id: number | null) =>
  useQuery({
    queryKey: queryKeys.adContents(id ?? 0),
    queryFn: () => fetchAdContents(id as number),
    enabled: id !== null,
    staleTime: 0,
  });
