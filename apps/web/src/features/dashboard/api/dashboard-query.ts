/**
 * GET /api/dashboard: counts, the 5 newest campaigns and the 5 newest ads in one call. Cached for
 * 5 minutes (spec 1 §9); any campaign or ad change clears and refetches it (lib/data-refresh.ts).
 * The spec's app also loaded page 0 (size 5) of /campaigns and /ads; this payload already holds those rows.
 */
import { DASHBOARD_CACHE_MS, type Dashboard } from '@ads-creative/contracts/dashboard';
import { messages } from '@ads-creative/contracts/messages';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { withStoreFallback } from '../../../lib/server-message.ts';

export const fetchDashboard = () => withStoreFallback(api<Dashboard>('/dashboard'), messages.loadDashboardFailed);

export const useDashboard = () => useQuery({ queryKey: queryKeys.dashboard, queryFn: fetchDashboard, staleTime: DASHBOARD_CACHE_MS });
