/**
 * The By Category and Performance tabs: GET /api/optimization/categories and
 * GET /api/optimization/history?limit=50&range=90d (spec 2 §9's history limit and range).
 */
import { type CategoryStats, HISTORY_LIMIT, HISTORY_RANGE_DAYS, type History } from '@ads-creative/contracts/optimization';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { optimizationKeys } from './optimization-keys.ts';

export const useCategoryStats = () =>
  useQuery({ queryKey: optimizationKeys.categories, queryFn: () => api<CategoryStats[]>('/optimization/categories') });

export const useHistory = () =>
  useQuery({
    queryKey: optimizationKeys.history,
    queryFn: () => api<History>('/optimization/history', { query: { limit: HISTORY_LIMIT, range: `${HISTORY_RANGE_DAYS}d` } }),
  });
