/**
 * While a user is signed in, asks GET /api/notifications?after={lastId} at once, every NOTIFICATIONS_POLL_MS and
 * whenever the tab is shown again, and adds what is new to the toast history (server-notifications.ts).
 * The server answers 50 at a time, oldest first (decision 136): a full answer is followed by the next at once,
 * up to CATCH_UP_PAGES. A failed poll is left for the next one: a background check must not raise an error
 * toast every minute.
 */
import { NOTIFICATIONS_BATCH, NOTIFICATIONS_POLL_MS } from '@ads-creative/contracts/constants';
import { useEffect } from 'react';
import { fetchNotificationsAfter } from './api/server-notifications.ts';
import { readLastId, recordNotifications } from './server-notifications.ts';

/** How many pages of 50 one poll reads at most (a browser away for long catches up over the next polls). */
const CATCH_UP_PAGES = 5;

async function readNew(userId: number, stopped: () => boolean) {
  for (let i = 0; i < CATCH_UP_PAGES && !stopped(); i++) {
    const items = await fetchNotificationsAfter(readLastId(userId));
    if (stopped()) return;
    recordNotifications(userId, items);
    if (items.length < NOTIFICATIONS_BATCH) return;
  }
}

export function useServerNotifications(userId: number | null) {
  useEffect(() => {
    if (userId === null) return;
    let running = false;
    let stopped = false;
    const poll = async () => {
      if (running || stopped) return;
      running = true;
      try {
        await readNew(userId, () => stopped);
      } catch (e) {
        console.warn('Checking for notifications failed', e);
      } finally {
        running = false;
      }
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') void poll();
    };
    void poll();
    const timer = setInterval(() => void poll(), NOTIFICATIONS_POLL_MS);
    window.addEventListener('focus', onVisible);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopped = true;
      clearInterval(timer);
      window.removeEventListener('focus', onVisible);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [userId]);
}
