/** GET /api/ads/{id}: one ad. */
import type { Ad } from '@ads-creative/contracts/ads';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const fetchAd = (id: number) => api<Ad>(`/ads/${id}`);

/** `id` null (not a number) never asks the server. */
export const useAd = (id: number | null) =>
  useQuery({ queryKey: queryKeys.ad(id ?? 0), queryFn: () => fetchAd(id as number), enabled: id !== null });
