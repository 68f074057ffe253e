/** Settings → Facebook: connect, the reconnect prompt, the account and page in use, Sync now, disconnect, the dialog's outcome. */
import { screen, waitFor, within } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { signedIn } from '../../test/fake-server.ts';
import { renderApp } from '../../test/render-app.tsx';

vi.setConfig({ testTimeout: 30_000 });

const connected = {
  connected: true,
  facebookName: 'Sandbox Advertiser',
  tokenExpiresAt: '2027-01-20T00:00:00.000Z',
  adAccount: { id: '100000001', name: 'Sandbox Ads (USD)', currency: 'USD', timezone: 'America/Los_Angeles' },
  page: { id: '200000001', name: 'Sandbox Shoes' },
  needsReconnect: false,
  sandbox: true,
};
const accounts = [
  { id: '100000001', name: 'Sandbox Ads (USD)', currency: 'USD', timezone: 'America/Los_Angeles', status: 'ACTIVE', usable: true },
  { id: '100000003', name: 'Disabled sandbox account', currency: 'USD', timezone: 'UTC', status: 'DISABLED', usable: false },
];
const pages = [{ id: '200000001', name: 'Sandbox Shoes' }];
const run = { id: 1, jobId: 'j1', since: null, until: null, rows: 0, error: null, createdAt: '2026-11-24T10:00:00.000Z', finishedAt: null };

const facebookCard = () => screen.findByRole('heading', { name: 'Facebook' }).then((h) => h.closest('.mantine-Card-root') as HTMLElement);

it('a connected sandbox account: who, until when, the account and page, Sync now until the run is done', async () => {
  let lastRun: unknown = null;
  const server = signedIn({
    'GET /api/facebook/connection': () => ({ body: connected }),
    'GET /api/facebook/ad-accounts': () => ({ body: accounts }),
    'GET /api/facebook/pages': () => ({ body: pages }),
    'GET /api/facebook/sync': () => ({ body: { lastRun } }),
    'POST /api/facebook/sync': () => {
      lastRun = { ...run, status: 'succeeded', rows: 42, since: '2026-08-27', until: '2026-11-24', finishedAt: '2026-11-24T10:00:05.000Z' };
      return { status: 202, body: { ...run, status: 'queued' } };
    },
  });
  const { user } = renderApp('/settings');
  const card = await facebookCard();
  expect(await within(card).findByText('Sandbox Advertiser')).toBeInTheDocument();
  expect(within(card).getByText('Sandbox: simulated Facebook')).toBeInTheDocument();
  expect(within(card).getByText('Not synced yet.')).toBeInTheDocument();
  await waitFor(() => expect(within(card).getByLabelText('Ad account')).toHaveValue('Sandbox Ads (USD) (USD, America/Los_Angeles)'));
  expect(within(card).getByLabelText('Page')).toHaveValue('Sandbox Shoes');
  await user.click(within(card).getByRole('button', { name: 'Sync now' }));
  expect(server.calls('POST', '/api/facebook/sync')).toHaveLength(1);
  expect(await within(card).findByText(/42 daily rows \(2026-08-27 to 2026-11-24\)/)).toBeInTheDocument();
});

it('asks to reconnect when Facebook refused the token or it expires soon', async () => {
  signedIn({
    'GET /api/facebook/connection': () => ({ body: { ...connected, needsReconnect: true, sandbox: false } }),
    'GET /api/facebook/ad-accounts': () => ({ body: accounts }),
    'GET /api/facebook/pages': () => ({ body: pages }),
    'GET /api/facebook/sync': () => ({ body: { lastRun: null } }),
  });
  renderApp('/settings');
  const card = await facebookCard();
  expect(await within(card).findByText('Reconnect Facebook')).toBeInTheDocument();
  expect(within(card).getByRole('button', { name: 'Reconnect' })).toBeInTheDocument();
  expect(within(card).queryByText('Sandbox: simulated Facebook')).not.toBeInTheDocument();
});

it('not connected: Connect Facebook goes to the OAuth dialog the server names', async () => {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  signedIn({
    'GET /api/facebook/connection': () => ({
      body: { ...connected, connected: false, adAccount: null, page: null, facebookName: null, tokenExpiresAt: null },
    }),
    'POST /api/facebook/connect': () => ({ body: { url: 'https://facebook.example/dialog?state=s' } }),
  });
  const { user } = renderApp('/settings');
  const card = await facebookCard();
  await user.click(await within(card).findByRole('button', { name: 'Connect Facebook' }));
  await waitFor(() => expect(assign).toHaveBeenCalledWith('https://facebook.example/dialog?state=s'));
});

it('says why the dialog failed when Facebook sends the user back with ?facebook=error', async () => {
  signedIn({ 'GET /api/facebook/connection': () => ({ body: { ...connected, connected: false, adAccount: null, page: null } }) });
  renderApp('/settings?facebook=error&reason=already_linked');
  expect(await screen.findByText('This Facebook account is already linked to another Ads Creative account.')).toBeInTheDocument();
});
