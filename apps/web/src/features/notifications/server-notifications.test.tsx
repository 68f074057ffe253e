/** Server notifications reach the toast history, the bell and /notifications once each (issue 10, decision 143). */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notificationHistory } from '../../lib/toast.ts';
import { signedIn } from '../../test/fake-server.ts';
import { renderApp } from '../../test/render-app.tsx';
import { lastIdKey, newNotifications } from './server-notifications.ts';

vi.setConfig({ testTimeout: 60_000 });
// The history is cached in memory beside local storage: each test starts with none.
beforeEach(() => notificationHistory.clear());
afterEach(() => vi.restoreAllMocks());

const aNotification = (id: number, title: string, message: string) => ({
  id,
  type: 'success' as const,
  title,
  message,
  data: { recommendationId: id },
  createdAt: `2026-11-2${id}T08:00:00.000Z`,
});
const applied = aNotification(1, 'Scheduled change applied', 'Scale Summer Sale: daily budget $50.00 → $60.00.');
const expiring = { ...aNotification(2, 'Recommendation expiring', 'Pause Winter Promo expires in 20 hours.'), type: 'warning' as const };

describe('the notifications poller', () => {
  it('adds each new server notification to the history once, and asks only for newer ones afterwards', async () => {
    const server = signedIn({
      'GET /api/notifications': (req) => ({ body: { items: Number(req.url.searchParams.get('after')) >= 2 ? [] : [expiring, applied] } }),
    });
    const { user } = renderApp('/notifications');
    const list = await screen.findByRole('list');
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    // Newest first.
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringContaining('Pause Winter Promo expires in 20 hours.'),
      expect.stringContaining('Scale Summer Sale: daily budget $50.00 → $60.00.'),
    ]);
    expect(localStorage.getItem(lastIdKey(1))).toBe('2');

    window.dispatchEvent(new Event('focus'));
    await waitFor(() => expect(server.requests('GET', '/api/notifications')).toHaveLength(2));
    expect(server.requests('GET', '/api/notifications').map((r) => r.url.searchParams.get('after'))).toEqual(['0', '2']);
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(await screen.findAllByText('Scheduled change applied')).not.toHaveLength(0);
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  });

  it('remembers the last id per user: what was seen before is not added again', async () => {
    localStorage.setItem(lastIdKey(1), '1');
    const server = signedIn({
      'GET /api/notifications': (req) => ({
        body: { items: [expiring, applied].filter((n) => n.id > Number(req.url.searchParams.get('after'))) },
      }),
    });
    renderApp('/notifications');
    const list = await screen.findByRole('list');
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(list).toHaveTextContent('Pause Winter Promo expires in 20 hours.');
    expect(server.requests('GET', '/api/notifications')[0].url.searchParams.get('after')).toBe('1');
  });
});

describe('newNotifications', () => {
  it('keeps the newer ones, oldest first, and pops up only the newest three', () => {
    const items = [5, 3, 4, 2, 6, 1].map((id) => aNotification(id, `n${id}`, 'x'));
    const fresh = newNotifications(items, 2);
    expect(fresh.map((f) => [f.notification.id, f.popup])).toEqual([
      [3, false],
      [4, true],
      [5, true],
      [6, true],
    ]);
  });
});
