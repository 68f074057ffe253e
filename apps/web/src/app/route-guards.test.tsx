/** The route guard of spec 1 §2, through the real route table: where each kind of visitor ends up and what they see. */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { alice, fakeServer, signedIn } from '../test/fake-server.ts';
import { renderApp } from '../test/render-app.tsx';

describe('anonymous visitor', () => {
  it('on a protected page is sent to /login with the full path (query included) as redirect', async () => {
    fakeServer({});
    const { address } = renderApp('/campaigns?search=summer');
    await waitFor(() => expect(address()).toBe('/login?redirect=%2Fcampaigns%3Fsearch%3Dsummer'));
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    // Kept for the session so Facebook login (which leaves the app) can come back here.
    expect(sessionStorage.getItem('redirectAfterLogin')).toBe('/campaigns?search=summer');
  });

  it('with a token the server rejects (401) has it cleared and is sent to /login', async () => {
    localStorage.setItem('token', 'expired');
    fakeServer({ 'GET /api/auth/user': () => ({ status: 401, body: { code: 'UNAUTHORIZED', message: 'Unauthorized' } }) });
    const { address } = renderApp('/ads/7');
    await waitFor(() => expect(address()).toBe('/login?redirect=%2Fads%2F7'));
    expect(localStorage.getItem('token')).toBeNull();
  });

  it("on '/' goes to /login with the dashboard as redirect", async () => {
    fakeServer({});
    const { address } = renderApp('/');
    await waitFor(() => expect(address()).toBe('/login?redirect=%2Fdashboard'));
  });

  it('sees the 404 page on an unknown path', async () => {
    fakeServer({});
    renderApp('/no-such-page');
    expect(await screen.findByText('Page Not Found')).toBeInTheDocument();
  });
});

it('forgets the path kept from an earlier visit once a login honours its redirect parameter (spec 1 §2)', async () => {
  fakeServer({
    'GET /api/auth/providers': () => ({ body: { facebook: false } }),
    'POST /api/auth/login-app': () => ({ body: { token: 'tok-alice', user: alice } }),
    'GET /api/auth/user': () => ({ body: alice }),
    'GET /api/dashboard/config': () => ({ body: {} }),
  });
  const { address, router, user } = renderApp('/campaigns');
  await waitFor(() => expect(address()).toBe('/login?redirect=%2Fcampaigns'));
  // Later the visitor signs in from a link that names another page.
  await router.navigate('/login?redirect=%2Fprivacy-policy');
  await user.type(await screen.findByLabelText('Username or email'), 'alice');
  await user.type(screen.getByLabelText('Password'), 'correct horse');
  await user.click(screen.getByRole('button', { name: 'Login' }));
  expect(await screen.findByRole('heading', { level: 1, name: /privacy policy/i })).toBeInTheDocument();
  // A later visit to /login, signed in, goes to the dashboard, not to the page of the earlier visit.
  await router.navigate('/login');
  await waitFor(() => expect(address()).toBe('/dashboard'));
  expect(sessionStorage.getItem('redirectAfterLogin')).toBeNull();
});

describe('signed-in user', () => {
  it('on /login is sent to /dashboard and sees the shell', async () => {
    signedIn();
    const { address } = renderApp('/login');
    await waitFor(() => expect(address()).toBe('/dashboard'));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('on /login without a redirect parameter goes to the path remembered for the session, then forgets it', async () => {
    signedIn();
    sessionStorage.setItem('redirectAfterLogin', '/ads');
    const { address } = renderApp('/login');
    await waitFor(() => expect(address()).toBe('/ads'));
    await waitFor(() => expect(sessionStorage.getItem('redirectAfterLogin')).toBeNull());
  });

  it("on /login?redirect=… goes where the login's redirect parameter says", async () => {
    signedIn();
    const { address } = renderApp('/login?redirect=%2Fads');
    await waitFor(() => expect(address()).toBe('/ads'));
  });

  it('on /reset-password and on an unknown path is sent to /dashboard', async () => {
    signedIn();
    const first = renderApp('/reset-password?token=abc');
    await waitFor(() => expect(first.address()).toBe('/dashboard'));
    first.unmount();
    const second = renderApp('/whatever');
    await waitFor(() => expect(second.address()).toBe('/dashboard'));
  });

  it("on '/' goes to /dashboard", async () => {
    signedIn();
    const { address } = renderApp('/');
    await waitFor(() => expect(address()).toBe('/dashboard'));
  });

  it('reaches a protected page', async () => {
    signedIn();
    const { address } = renderApp('/analytics');
    expect(await screen.findByRole('heading', { name: 'Analytics' })).toBeInTheDocument();
    expect(address()).toBe('/analytics');
  });
});

describe.each([
  ['/privacy-policy', /privacy policy/i],
  ['/terms-of-service', /terms of service/i],
  ['/data-deletion', /dữ liệu|data deletion/i],
])('legal page %s', (path, heading) => {
  it('stays open to an anonymous visitor', async () => {
    fakeServer({});
    const { address } = renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(address()).toBe(path);
  });

  it('stays open to a signed-in user', async () => {
    signedIn();
    const { address } = renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    // Give a would-be redirect the chance to happen.
    await new Promise((r) => setTimeout(r, 50));
    expect(address()).toBe(path);
  });
});

it("shows a spinner with 'Loading...' while the user is being fetched", async () => {
  localStorage.setItem('token', 'tok');
  fakeServer({ 'GET /api/auth/user': () => new Promise(() => {}) });
  const { address } = renderApp('/dashboard');
  expect(await screen.findByText('Loading...')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Dashboard' })).not.toBeInTheDocument();
  expect(address()).toBe('/dashboard');
});

describe('moved addresses', () => {
  it.each([
    ['/campaigns/create', '/campaign/create'],
    ['/campaigns/12/ads/create', '/ad/create'],
    ['/campaigns/12/ads/34', '/ads/34'],
  ])('%s redirects to %s', async (from, to) => {
    signedIn();
    const { address } = renderApp(from);
    await waitFor(() => expect(address()).toBe(to));
  });
});
