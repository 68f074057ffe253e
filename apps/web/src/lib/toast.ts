/**
 * Toasts with the spec's durations (0 or less: stays until closed). Every toast also goes into the
 * notification history kept in local storage (newest first), read by the bell and /notifications.
 */
import {
  DEFAULT_TOAST_DURATION,
  NOTIFICATION_HISTORY_LIMIT,
  NOTIFICATIONS_STORAGE_KEY,
  TOAST_DURATIONS,
  type ToastType,
} from '@ads-creative/contracts/constants';
import { notifications } from '@mantine/notifications';
import { useSyncExternalStore } from 'react';
import { randomId } from './random-id.ts';

export interface Toast {
  id: string;
  message: string;
  type: ToastType;
  title?: string;
  duration: number;
  persistent: boolean;
  actions?: { label: string }[];
  timestamp: string;
}

const colors: Record<ToastType, string> = { success: 'green', error: 'red', warning: 'yellow', info: 'blue' };
const listeners = new Set<() => void>();
let cache: Toast[] | null = null;

function read(): Toast[] {
  if (cache) return cache;
  try {
    const parsed = JSON.parse(localStorage.getItem(NOTIFICATIONS_STORAGE_KEY) ?? '[]');
    cache = Array.isArray(parsed) ? parsed : [];
  } catch {
    cache = [];
  }
  return cache;
}

function write(list: Toast[]) {
  cache = list;
  try {
    localStorage.setItem(NOTIFICATIONS_STORAGE_KEY, JSON.stringify(list));
  } catch {
    // storage full or disabled: the history lives for this page only
  }
  for (const l of listeners) l();
}

export const notificationHistory = {
  list: read,
  clear: () => write([]),
  subscribe(listener: () => void) {
    listeners.add(listener);
    const onStorage = (e: StorageEvent) => {
      if (e.key === NOTIFICATIONS_STORAGE_KEY) {
        cache = null;
        listener();
      }
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  },
};

export const useNotificationHistory = () => useSyncExternalStore(notificationHistory.subscribe, read, read);

// Whether a toast has popped up yet. The container that shows toasts (app/toasts.tsx) and its code load with the
// first one, not with the page: most first visits of /login show none (decision 173). Mantine's store keeps the
// toast meanwhile, and the container shows it as it mounts.
let popped = false;
const poppedListeners = new Set<() => void>();
const subscribePopped = (listener: () => void) => {
  poppedListeners.add(listener);
  return () => poppedListeners.delete(listener);
};
const readPopped = () => popped;
export const useToastPopped = () => useSyncExternalStore(subscribePopped, readPopped, readPopped);
function markPopped() {
  if (popped) return;
  popped = true;
  for (const l of poppedListeners) l();
}

export interface ToastInput {
  message: string;
  title?: string;
  duration?: number;
  persistent?: boolean;
  /** A stable id (a server notification's): a toast whose id is already in the history is not added again. */
  id?: string;
  /** When it happened, if not now (a server notification's createdAt). */
  timestamp?: string;
  /** false: only recorded in the history, not shown on screen. */
  popup?: boolean;
}

export function showToast(type: ToastType, input: ToastInput | string): Toast {
  const i: ToastInput = typeof input === 'string' ? { message: input } : input;
  const known = i.id === undefined ? undefined : read().find((t) => t.id === i.id);
  if (known) return known;
  const duration = i.duration ?? TOAST_DURATIONS[type] ?? DEFAULT_TOAST_DURATION;
  const toast: Toast = {
    id: i.id ?? randomId(),
    message: i.message,
    type,
    title: i.title,
    duration,
    persistent: i.persistent ?? duration <= 0,
    timestamp: i.timestamp ?? new Date().toISOString(),
  };
  if (i.popup !== false) {
    notifications.show({
      id: toast.id,
      title: toast.title,
      message: toast.message,
      color: colors[type],
      autoClose: duration > 0 && !toast.persistent ? duration : false,
      withCloseButton: true,
    });
    markPopped();
  }
  write([toast, ...read()].slice(0, NOTIFICATION_HISTORY_LIMIT));
  return toast;
}

export const toast = {
  success: (i: ToastInput | string) => showToast('success', i),
  error: (i: ToastInput | string) => showToast('error', i),
  warning: (i: ToastInput | string) => showToast('warning', i),
  info: (i: ToastInput | string) => showToast('info', i),
};
