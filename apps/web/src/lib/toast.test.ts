/** Toast durations (spec 1 §9) and the notification history every toast feeds. */
import type { ToastType } from '@ads-creative/contracts/constants';
import { notifications } from '@mantine/notifications';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { notificationHistory, showToast, type Toast, toast } from './toast.ts';

const HISTORY_KEY = 'notifications';
const stored = (): Toast[] => JSON.parse(localStorage.getItem(HISTORY_KEY) ?? '[]');
let show: MockInstance<typeof notifications.show>;
const shown = () => show.mock.calls.at(-1)?.[0];

beforeEach(() => {
  show = vi.spyOn(notifications, 'show').mockImplementation(() => '');
  notificationHistory.clear();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('durations', () => {
  it.each([
    ['success', 5000, 'green'],
    ['info', 5000, 'blue'],
    ['warning', 6000, 'yellow'],
    ['error', 8000, 'red'],
  ] as const)('%s closes after %d ms', (type, ms, color) => {
    const t = toast[type]('Saved');
    expect(t.duration).toBe(ms);
    expect(shown()).toMatchObject({ message: 'Saved', autoClose: ms, color });
  });

  it('uses 5000 ms for a type without its own duration', () => {
    showToast('notice' as ToastType, 'Hello');
    expect(shown()?.autoClose).toBe(5000);
  });

  it('honours a duration given by the caller', () => {
    toast.error({ message: 'Slow', duration: 12_000 });
    expect(shown()?.autoClose).toBe(12_000);
  });

  it.each([0, -1])('a duration of %d means the toast stays until closed', (duration) => {
    const t = toast.info({ message: 'Sticky', duration });
    expect(shown()?.autoClose).toBe(false);
    expect(shown()?.withCloseButton).toBe(true);
    expect(t.persistent).toBe(true);
  });

  it('a persistent toast stays whatever its duration', () => {
    toast.success({ message: 'Pinned', persistent: true });
    expect(shown()?.autoClose).toBe(false);
  });

  it('shows the title and uses the same id as the history entry', () => {
    const t = toast.warning({ message: 'Budget low', title: 'Heads up' });
    expect(shown()).toMatchObject({ id: t.id, title: 'Heads up', message: 'Budget low' });
  });
});

describe('notification history', () => {
  it('records every toast in local storage, newest first', () => {
    toast.success('first');
    toast.error({ message: 'second', title: 'Oops' });
    toast.info('third');
    const list = stored();
    expect(list.map((t) => t.message)).toEqual(['third', 'second', 'first']);
    expect(list.map((t) => t.type)).toEqual(['info', 'error', 'success']);
    expect(list[1]).toMatchObject({ title: 'Oops', duration: 8000, persistent: false });
    expect(new Set(list.map((t) => t.id)).size).toBe(3);
    for (const t of list) expect(Number.isNaN(Date.parse(t.timestamp))).toBe(false);
    expect(notificationHistory.list()).toEqual(list);
  });

  it('keeps at most the 100 newest', () => {
    for (let i = 1; i <= 105; i++) toast.info(`n${i}`);
    const list = stored();
    expect(list).toHaveLength(100);
    expect(list[0]?.message).toBe('n105');
    expect(list.at(-1)?.message).toBe('n6');
  });

  it('tells subscribers about each new toast', () => {
    const listener = vi.fn();
    const unsubscribe = notificationHistory.subscribe(listener);
    toast.success('one');
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    toast.success('two');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('clear empties it', () => {
    toast.success('one');
    notificationHistory.clear();
    expect(stored()).toEqual([]);
    expect(notificationHistory.list()).toEqual([]);
  });
});

describe('on a non-secure origin (no crypto.randomUUID)', () => {
  it('still shows and records the toast', () => {
    const { getRandomValues } = crypto;
    vi.stubGlobal('crypto', { getRandomValues: getRandomValues.bind(crypto) });
    const t = toast.success('Saved over http');
    expect(t.id).toMatch(/^[0-9a-f]{32}$/);
    expect(show).toHaveBeenCalledTimes(1);
    expect(stored()[0]?.id).toBe(t.id);
  });
});

describe('toasts with an id of their own (server notifications)', () => {
  it('are recorded once with their own time, and may be recorded without showing', () => {
    const first = showToast('warning', {
      id: 'server-7',
      message: 'Expires in 20 hours',
      timestamp: '2026-11-24T06:00:00.000Z',
      popup: false,
    });
    expect(show).not.toHaveBeenCalled();
    showToast('warning', { id: 'server-7', message: 'Expires in 20 hours' });
    expect(show).not.toHaveBeenCalled();
    expect(stored()).toEqual([first]);
    expect(first).toMatchObject({ id: 'server-7', timestamp: '2026-11-24T06:00:00.000Z' });
  });
});
