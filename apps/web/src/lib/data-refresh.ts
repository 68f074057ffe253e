/**
 * What a campaign or ad change does to cached data (spec 1 §4): the lists are marked stale and the
 * dashboard is cleared and fetched again. A failed dashboard refresh only logs a warning: the change
 * itself succeeded and the dashboard fetches again when it is opened.
 */
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from './query-keys.ts';

export async function refreshDashboard(queryClient: QueryClient): Promise<void> {
  try {
    await queryClient.invalidateQueries({ queryKey: queryKeys.dashboard, refetchType: 'none' });
    // 'all': the dashboard is usually not on screen when the change happens, and its 5-minute cache must not hide the change.
    await queryClient.refetchQueries({ queryKey: queryKeys.dashboard, type: 'all' }, { throwOnError: true });
  } catch (error) {
    console.warn('Could not refresh the dashboard after a change', error);
  }
}

/** After a campaign or an ad is created, changed or deleted: stale lists and analytics, fresh dashboard. */
export async function refreshAfterChange(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.campaigns }),
    queryClient.invalidateQueries({ queryKey: queryKeys.ads }),
    queryClient.invalidateQueries({ queryKey: queryKeys.analytics }),
    refreshDashboard(queryClient),
  ]);
}
