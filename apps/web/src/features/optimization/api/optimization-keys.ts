/** TanStack Query keys of the optimization center, all under ['optimization'] so Refresh and every action reach them. */
import type { RecommendationsQuery } from '@ads-creative/contracts/optimization';

export type ListFilters = Pick<RecommendationsQuery, 'timeRange' | 'priority' | 'type' | 'category' | 'status' | 'page'>;

export const optimizationKeys = {
  all: ['optimization'] as const,
  lists: ['optimization', 'recommendations'] as const,
  list: (filters: ListFilters, highPriority: boolean) =>
    ['optimization', 'recommendations', highPriority ? 'high' : 'all', filters] as const,
  summary: ['optimization', 'summary'] as const,
  settings: ['optimization', 'settings'] as const,
  history: ['optimization', 'history'] as const,
  categories: ['optimization', 'categories'] as const,
};
