/** GET /api/ads/{id}: one ad. */
import type { Ad } from '@ads-creative/contracts/ads';
import { messages } from '@ads-creative/contracts/messages';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { withStoreFallback } from '../../../lib/server-message.ts';

export const fetchAd = (id: number) => withStoreFallback(api<Ad>(`/ads/${id}`), messages.fetchAdFailed);

/** `id` null (not a number) never asks the server. */
export const useAd = (id: number | null) =>
  useQuery({ queryKey: queryKeys.ad(id ?? 0), queryFn: () => fetchAd(id as number), enabled: id !== null });
