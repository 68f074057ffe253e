/** The browser's time zone reaches the server once the user is known, only when the stored one is empty or differs (decision 160). */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { alice, signedIn } from '../../test/fake-server.ts';
import { renderApp } from '../../test/render-app.tsx';
import { zoneToSend } from './use-time-zone-sync.ts';

afterEach(() => vi.restoreAllMocks());

/** The browser says it is in `zone` (jsdom's own zone is the process's). */
const browserIn = (zone: string) => {
  const real = Intl.DateTimeFormat.prototype.resolvedOptions;
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
    return { ...real.call(this), timeZone: zone };
  });
};

describe('time zone of the signed-in user', () => {
  it('is sent when the server has none, and the app then knows it', async () => {
    browserIn('Asia/Ho_Chi_Minh');
    const server = signedIn({
      'GET /api/auth/user': () => ({ body: { ...alice, timeZone: null } }),
      'PUT /api/user/profile': ({ body }) => ({ body: { ...alice, ...(body as object) } }),
    });
    renderApp('/dashboard');
    await waitFor(() => expect(server.calls('PUT', '/api/user/profile')).toEqual([{ timeZone: 'Asia/Ho_Chi_Minh' }]));
    expect(await screen.findByRole('button', { name: 'Logout' })).toBeInTheDocument();
    // The answer replaced the user: nothing more is sent.
    await new Promise((r) => setTimeout(r, 50));
    expect(server.calls('PUT', '/api/user/profile')).toHaveLength(1);
  });

  it('is sent when the user is now somewhere else, not when it is the same', async () => {
    browserIn('Europe/Paris');
    const moved = signedIn({
      'GET /api/auth/user': () => ({ body: { ...alice, timeZone: 'Asia/Ho_Chi_Minh' } }),
      'PUT /api/user/profile': ({ body }) => ({ body: { ...alice, ...(body as object) } }),
    });
    renderApp('/dashboard');
    await waitFor(() => expect(moved.calls('PUT', '/api/user/profile')).toEqual([{ timeZone: 'Europe/Paris' }]));
  });

  it('the rule: only a known browser zone that differs', () => {
    expect(zoneToSend(null, 'Europe/Paris')).toBe('Europe/Paris');
    expect(zoneToSend('Asia/Ho_Chi_Minh', 'Europe/Paris')).toBe('Europe/Paris');
    expect(zoneToSend('Europe/Paris', 'Europe/Paris')).toBeNull();
    expect(zoneToSend('Europe/Paris', null)).toBeNull();
  });
});
