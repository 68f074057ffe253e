/** GET /api/facebook/targeting/search: places, interests or languages from Facebook's targeting search (decision 178). */
import {
  TARGETING_SEARCH_Q_MAX,
  type TargetingSearchItem,
  type TargetingSearchType,
  targetingMessages,
} from '@ads-creative/contracts/targeting-search';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { withStoreFallback } from '../../../lib/server-message.ts';

export const searchTargeting = (type: TargetingSearchType, q: string) =>
  withStoreFallback(
    api<{ items: TargetingSearchItem[]; sandbox: boolean }>('/facebook/targeting/search', { query: { type, q } }),
    targetingMessages.needsFacebook,
  );

/** Asks only for a query of 1–100 characters; a 400 (no Facebook connection) is not retried. */
export const useTargetingSearch = (type: TargetingSearchType, q: string) => {
  const query = q.trim();
  return useQuery({
    queryKey: ['targeting-search', type, query],
    queryFn: () => searchTargeting(type, query),
    enabled: query.length > 0 && query.length <= TARGETING_SEARCH_Q_MAX,
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 5 * 60_000,
  });
};
