/**
 * Server notifications into the toast history (decision 143): each new one becomes a toast with the id
 * 'server-{id}' and its own time, so the bell and /notifications list it like any other; the last id seen is
 * kept per user in local storage, so a reload, a second tab or another account never shows one twice.
 * Only the newest few pop up on screen; older ones (after a long absence) go to the history quietly.
 */
import type { ServerNotification } from '@ads-creative/contracts/notifications';
import { showToast } from '../../lib/toast.ts';

/** At most this many of one poll's notifications appear on screen; all of them reach the history. */
export const NOTIFICATION_POPUPS_PER_POLL = 3;

export const lastIdKey = (userId: number) => `serverNotifications.lastId.${userId}`;

export function readLastId(userId: number): number {
  const n = Number(localStorage.getItem(lastIdKey(userId)));
  return Number.isSafeInteger(n) && n > 0 ? n : 0;
}

/** The ones newer than `after`, oldest first (so the newest ends on top of the history), and which of them pop up. */
export function newNotifications(items: ServerNotification[], after: number) {
  const fresh = items.filter((n) => n.id > after).sort((a, b) => a.id - b.id);
  const popups = new Set(fresh.slice(-NOTIFICATION_POPUPS_PER_POLL).map((n) => n.id));
  return fresh.map((n) => ({ notification: n, popup: popups.has(n.id) }));
}

/** Adds the new ones to the toast history and remembers the newest id; answers how many were added. */
export function recordNotifications(userId: number, items: ServerNotification[]): number {
  const after = readLastId(userId);
  const fresh = newNotifications(items, after);
  for (const { notification: n, popup } of fresh)
    showToast(n.type, { id: `server-${n.id}`, title: n.title, message: n.message, timestamp: n.createdAt, popup });
  const last = fresh.at(-1);
  if (last) {
    try {
      localStorage.setItem(lastIdKey(userId), String(last.notification.id));
    } catch {
      // storage full or disabled: the ids in the history still keep each one from being added twice
    }
  }
  return fresh.length;
}
