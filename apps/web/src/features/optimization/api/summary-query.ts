/** GET /api/optimization/summary: the header's Active Recommendations, High Priority and Potential Impact (spec 2 §2, §3). */
import type { HeaderSummary } from '@ads-creative/contracts/optimization';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { optimizationKeys } from './optimization-keys.ts';

export const useHeaderSummary = () =>
  useQuery({ queryKey: optimizationKeys.summary, queryFn: () => api<HeaderSummary>('/optimization/summary') });
