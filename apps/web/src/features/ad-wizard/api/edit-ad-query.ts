/** GET /api/ads/{id} and GET /api/ads/{id}/contents: the ad the wizard edits and its generated text options. */
import type { Ad, AdContent } from '@ads-creative/contracts/ads';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const useEditedAd = (id: number | null) =>
  useQuery({ queryKey: queryKeys.ad(id ?? 0), queryFn: () => api<Ad>(`/ads/${id}`), enabled: id !== null, staleTime: 0 });

export const useEditedAdContents = (id: number | null) =>
  useQuery({
    queryKey: queryKeys.adContents(id ?? 0),
    queryFn: () => api<AdContent[]>(`/ads/${id}/contents`),
    enabled: id !== null,
    staleTime: 0,
  });
