/**
 * Test harness for the auth pages: the real providers (Mantine with toasts, TanStack Query, the
 * app's AuthProvider inside a memory router) and `fetch` replaced at the HTTP level, so pages run
 * their real API client, auth state and navigation.
 */
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, type RouteObject, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { AuthProvider } from '../../app/auth/auth-provider.tsx';

export interface FakeRequest {
  method: string;
  path: string;
  url: URL;
  headers: Headers;
  body: unknown;
}
export interface FakeResponse {
  status?: number;
  body?: unknown;
}
/** Keys are 'METHOD /api/path' (no query string); a handler may be async to hold a request open. */
export type FakeRoutes = Record<string, (req: FakeRequest) => FakeResponse | Promise<FakeResponse>>;

/** Replaces globalThis.fetch; unknown routes answer 404 in the server's error shape. Returns the spy. */
export function fakeServer(routes: FakeRoutes) {
  const spy = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const handler = routes[`${method} ${url.pathname}`];
    const res = handler
      ? await handler({ method, path: url.pathname, url, headers: new Headers(init.headers), body })
      : { status: 404, body: { code: 'NOT_FOUND', message: 'The requested API route does not exist.' } };
    return new Response(res.body === undefined ? null : JSON.stringify(res.body), {
      status: res.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', spy);
  return spy;
}

/** The calls made to one route, with their JSON bodies. */
export const callsTo = (spy: ReturnType<typeof fakeServer>, method: string, path: string) =>
  spy.mock.calls
    .filter(([input, init]) => (init?.method ?? 'GET') === method && new URL(String(input), 'http://localhost').pathname === path)
    .map(([input, init]) => ({
      url: new URL(String(input), 'http://localhost'),
      headers: new Headers(init?.headers),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    }));

export const testUser = {
  id: 1,
  username: 'alice',
  name: 'Alice Nguyen',
  email: 'alice@example.com',
  avatarUrl: null,
  facebookConnected: false,
  createdAt: '2025-06-06T00:00:00.000Z',
};

/** A stand-in page that says where the user ended up. */
const Landing = ({ name }: { name: string }) => <h1>{name} page</h1>;

/**
 * Renders `pages` (path → element) plus stand-ins for /dashboard and /campaigns under the real
 * AuthProvider, starting at `initialEntry`. `router.state.location` tells where navigation went, `visited` the way there.
 */
export function renderWithRouter(initialEntry: string, pages: RouteObject[], options: { advanceTimers?: (ms: number) => unknown } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <AuthProvider>
            <Outlet />
          </AuthProvider>
        ),
        children: [
          ...pages,
          { path: 'dashboard', element: <Landing name="Dashboard" /> },
          { path: 'ads', element: <Landing name="Ads" /> },
        ],
      },
    ],
    { initialEntries: [initialEntry] },
  );
  // Every address the app went through, so a test can see a redirect the next page then tidies up.
  const visited = [initialEntry];
  router.subscribe((state) => {
    const { pathname, search, hash } = state.location;
    const here = `${pathname}${search}${hash}`;
    if (visited.at(-1) !== here) visited.push(here);
  });
  const user = userEvent.setup(options.advanceTimers ? { advanceTimers: options.advanceTimers } : {});
  const view = render(
    <MantineProvider>
      <Notifications />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...view, router, user, visited };
}
