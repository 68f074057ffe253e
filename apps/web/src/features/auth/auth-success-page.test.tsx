import { TOKEN_STORAGE_KEY } from '@ads-creative/contracts/constants';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { alice, fakeServer } from '../../test/fake-server.ts';
import { AuthSuccessPage } from './auth-success-page.tsx';
import { LoginPage } from './login-page.tsx';
import { renderWithRouter } from './testing.tsx';

const pages = [
  { path: 'auth-success', element: <AuthSuccessPage /> },
  { path: 'login', element: <LoginPage /> },
];
const providers = { 'GET /api/auth/providers': () => ({ body: { facebook: true } }) };

describe('AuthSuccessPage', () => {
  it('without a token in the hash goes to /login?error=no_token, where the failure is reported', async () => {
    const server = fakeServer(providers);
    const { router, visited } = renderWithRouter('/auth-success', pages);
    expect(await screen.findByText('Failed to authenticate with Facebook. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Login Failed')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(visited).toContain('/login?error=no_token');
    expect(server.calls('GET', '/api/auth/user')).toHaveLength(0);
  });

  it("shows 'Processing login...' while the user is fetched, then follows the hash's redirect", async () => {
    let release = () => {};
    const server = fakeServer({
      ...providers,
      'GET /api/auth/user': () => new Promise((resolve) => (release = () => resolve({ body: alice }))),
    });
    const { router } = renderWithRouter('/auth-success#token=fb-session&redirect=%2Fads', pages);
    expect(screen.getByText('Processing login...')).toBeInTheDocument();
    await vi.waitFor(() => expect(server.calls('GET', '/api/auth/user')).toHaveLength(1));
    expect(server.requests('GET', '/api/auth/user')[0].headers.get('authorization')).toBe('Bearer fb-session');
    release();
    expect(await screen.findByRole('heading', { name: 'Ads page' })).toBeInTheDocument();
    expect(router.state.location.hash).toBe('');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('fb-session');
  });

  it('goes to the dashboard when no redirect was given', async () => {
    fakeServer({ ...providers, 'GET /api/auth/user': () => ({ body: alice }) });
    renderWithRouter('/auth-success#token=fb-session', pages);
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
  });

  it('goes to /login?error=auth_process_failed when the user cannot be loaded', async () => {
    fakeServer({ ...providers, 'GET /api/auth/user': () => ({ status: 401, body: { code: 'UNAUTHORIZED', message: 'no' } }) });
    const { visited } = renderWithRouter('/auth-success#token=stale', pages);
    expect(await screen.findByText('Failed to authenticate with Facebook. Please try again.')).toBeInTheDocument();
    expect(visited).toContain('/login?error=auth_process_failed');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });
});
