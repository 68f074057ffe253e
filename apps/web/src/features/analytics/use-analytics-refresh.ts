/**
 * Refresh (spec 2 §2, §4, §9): the button waits the simulated second, then reloads every analytics
 * query; auto refresh reloads them every refreshInterval seconds while it is on.
 */
import { SIMULATED_REFRESH_MS } from '@ads-creative/contracts/analytics';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { analyticsKeys } from './api/analytics-keys.ts';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function useAnalyticsRefresh() {
  const queryClient = useQueryClient();
  const [refreshing, setRefreshing] = useState(false);
  const reload = useCallback(() => queryClient.invalidateQueries({ queryKey: analyticsKeys.all }), [queryClient]);
  const refresh = useCallback(async () => {
    setRefreshing(true);
    try {
      await wait(SIMULATED_REFRESH_MS);
      await reload();
    } finally {
      setRefreshing(false);
    }
  }, [reload]);
  return { refreshing, refresh, reload };
}

/** Calls `onTick` every `seconds` seconds; never when `seconds` is null. */
export function useAutoRefresh(seconds: number | null, onTick: () => void) {
  useEffect(() => {
    if (seconds === null) return;
    const timer = setInterval(onTick, seconds * 1000);
    return () => clearInterval(timer);
  }, [seconds, onTick]);
}
