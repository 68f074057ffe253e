/** GET /api/ads/{id}/contents: the ad's generated text options. */
import type { AdContent } from '@ads-creative/contracts/ads';
import { messages } from '@ads-creative/contracts/messages';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { withStoreFallback } from '../../../lib/server-message.ts';

export const fetchAdContents = (id: number) => withStoreFallback(api<AdContent[]>(`/ads/${id}/contents`), messages.fetchAdContentsFailed);

export const useAdContents = (id: number | null) =>
  useQuery({ queryKey: queryKeys.adContents(id ?? 0), queryFn: () => fetchAdContents(id as number), enabled: id !== null });
