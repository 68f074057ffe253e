/**
 * A failed load on the campaign page toasts as well as showing its alert (spec 1 §8: 'Failed to load campaign
 * details', 'Failed to load campaign ads'): once per failure (a retry that fails again toasts again), not on
 * every render, and not twice under StrictMode.
 */
import { useEffect, useRef } from 'react';
import { toast } from '../../lib/toast.ts';

/** `failedAt`: 0 while nothing failed, else a number that changes with each new failure (the query's `errorUpdatedAt`). */
export function useLoadErrorToast(failedAt: number, message: string) {
  const toasted = useRef(0);
  useEffect(() => {
    if (failedAt === 0 || toasted.current === failedAt) return;
    toasted.current = failedAt;
    toast.error(message);
  }, [failedAt, message]);
}
