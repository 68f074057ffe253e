/**
 * GET /api/optimization/recommendations?timeRange&priority&type&category&status&page&size: one page of 12 with
 * the dashboard summary. A failure reads as the server's message, else 'Failed to load optimization
 * recommendations' (spec 2 §8). The High Priority tab asks GET …/recommendations/priority/high, the same page with its
 * priority fixed (spec 2 §7, decision 140).
 */
import { RECOMMENDATIONS_PAGE_SIZE, type RecommendationsPage } from '@ads-creative/contracts/optimization';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { withStoreFallback } from '../../../lib/server-message.ts';
import { LOAD_RECOMMENDATIONS_FAILED } from '../optimization-messages.ts';
import { type ListFilters, optimizationKeys } from './optimization-keys.ts';

export const fetchRecommendations = ({ priority, ...filters }: ListFilters, highPriority: boolean) =>
  withStoreFallback(
    api<RecommendationsPage>(highPriority ? '/optimization/recommendations/priority/high' : '/optimization/recommendations', {
      query: { ...filters, priority: highPriority ? undefined : priority, size: RECOMMENDATIONS_PAGE_SIZE },
    }),
    LOAD_RECOMMENDATIONS_FAILED,
  );

export const useRecommendations = (filters: ListFilters, highPriority: boolean) =>
  useQuery({
    queryKey: optimizationKeys.list(filters, highPriority),
    queryFn: () => fetchRecommendations(filters, highPriority),
    placeholderData: keepPreviousData,
  });
