/** POST /api/facebook/reach-estimate: how many people a targeting reaches (decision 178), asked for as the form changes. */
import type { Targeting } from '@ads-creative/contracts/targeting';
import { type ReachEstimate, targetingMessages } from '@ads-creative/contracts/targeting-search';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { withStoreFallback } from '../../../lib/server-message.ts';

export const fetchReachEstimate = (targeting: Targeting, adAccountId?: string) =>
  withStoreFallback(
    api<ReachEstimate>('/facebook/reach-estimate', { method: 'POST', body: { targeting, ...(adAccountId ? { adAccountId } : {}) } }),
    targetingMessages.needsFacebook,
  );

/** `targeting` null asks nothing (the caller debounces it); a 400 (no connection, a malformed audience) is not retried. */
export const useReachEstimate = (targeting: Targeting | null, adAccountId?: string) =>
  useQuery({
    queryKey: ['reach-estimate', adAccountId ?? '', targeting],
    queryFn: () => fetchReachEstimate(targeting as Targeting, adAccountId),
    enabled: targeting !== null,
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 5 * 60_000,
  });
