import { TOKEN_STORAGE_KEY } from '@ads-creative/contracts/constants';
import { messages } from '@ads-creative/contracts/messages';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { alice, type FakeResponse, fakeServer } from '../../test/fake-server.ts';
import { AuthSuccessPage } from './auth-success-page.tsx';
import { LoginPage } from './login-page.tsx';
import { renderWithRouter } from './testing.tsx';

const pages = [
  { path: 'auth-success', element: <AuthSuccessPage /> },
  { path: 'login', element: <LoginPage /> },
];
const providers = { 'GET /api/auth/providers': () => ({ body: { facebook: true } }) };
/** The server's exchange: the code 'good-code' becomes the session 'fb-session'; any other is refused. */
const exchange = {
  'POST /api/auth/facebook/session': ({ body }: { body: unknown }): FakeResponse =>
    (body as { code?: string }).code === 'good-code'
      ? { body: { token: 'fb-session', user: alice } }
      : { status: 400, body: { code: 'VALIDATION_ERROR', message: messages.facebookSignInInvalid } },
};

describe('AuthSuccessPage', () => {
  it('without a code in the hash goes to /login?error=no_token, where the failure is reported', async () => {
    const server = fakeServer({ ...providers, ...exchange });
    const { router, visited } = renderWithRouter('/auth-success', pages);
    expect(await screen.findByText('Failed to authenticate with Facebook. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Login Failed')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(visited).toContain('/login?error=no_token');
    expect(server.calls('POST', '/api/auth/facebook/session')).toHaveLength(0);
    expect(server.calls('GET', '/api/auth/user')).toHaveLength(0);
  });

  it("exchanges the hash's code for the session, shows 'Processing login...' while the user is fetched, then follows the hash's redirect", async () => {
    let release = () => {};
    const server = fakeServer({
      ...providers,
      ...exchange,
      'GET /api/auth/user': () => new Promise((resolve) => (release = () => resolve({ body: alice }))),
    });
    const { router } = renderWithRouter('/auth-success#code=good-code&redirect=%2Fads', pages);
    expect(screen.getByText('Processing login...')).toBeInTheDocument();
    await vi.waitFor(() => expect(server.calls('GET', '/api/auth/user')).toHaveLength(1));
    expect(server.calls('POST', '/api/auth/facebook/session')).toEqual([{ code: 'good-code' }]);
    expect(server.requests('GET', '/api/auth/user')[0].headers.get('authorization')).toBe('Bearer fb-session');
    release();
    expect(await screen.findByRole('heading', { name: 'Ads page' })).toBeInTheDocument();
    expect(router.state.location.hash).toBe('');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('fb-session');
  });

  it('goes to the dashboard when no redirect was given', async () => {
    fakeServer({ ...providers, ...exchange, 'GET /api/auth/user': () => ({ body: alice }) });
    renderWithRouter('/auth-success#code=good-code', pages);
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
  });

  it('refuses a code the server does not exchange (used, expired, another browser) with the login error and keeps the signed-in session', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'own-session');
    const server = fakeServer({ ...providers, ...exchange, 'GET /api/auth/user': () => ({ body: alice }) });
    const { visited } = renderWithRouter('/auth-success#code=planted-code', pages);
    await vi.waitFor(() => expect(visited).toContain('/login?error=auth_process_failed'));
    expect(server.calls('POST', '/api/auth/facebook/session')).toEqual([{ code: 'planted-code' }]);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('own-session');
  });

  it('ignores a session token planted in the hash: no code, no sign-in', async () => {
    const server = fakeServer({ ...providers, ...exchange, 'GET /api/auth/user': () => ({ body: alice }) });
    const { visited } = renderWithRouter('/auth-success#token=someone-elses-session&redirect=%2Fsettings', pages);
    expect(await screen.findByText('Failed to authenticate with Facebook. Please try again.')).toBeInTheDocument();
    expect(visited).toContain('/login?error=no_token');
    expect(
      server.requests('GET', '/api/auth/user').filter((r) => r.headers.get('authorization') === 'Bearer someone-elses-session'),
    ).toEqual([]);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('goes to /login?error=auth_process_failed when the user cannot be loaded', async () => {
    fakeServer({
      ...providers,
      ...exchange,
      'GET /api/auth/user': () => ({ status: 401, body: { code: 'UNAUTHORIZED', message: 'no' } }),
    });
    const { visited } = renderWithRouter('/auth-success#code=good-code', pages);
    expect(await screen.findByText('Failed to authenticate with Facebook. Please try again.')).toBeInTheDocument();
    expect(visited).toContain('/login?error=auth_process_failed');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });
});
