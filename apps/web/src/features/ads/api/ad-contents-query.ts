/** GET /api/ads/{id}/contents: the ad's generated text options. */
import type { AdContent } from '@ads-creative/contracts/ads';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export const fetchAdContents = (id: number) => api<AdContent[]>(`/ads/${id}/contents`);

export const useAdContents = (id: number | null) =>
  useQuery({ queryKey: queryKeys.adContents(id ?? 0), queryFn: () => fetchAdContents(id as number), enabled: id !== null });
