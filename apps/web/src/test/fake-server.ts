/**
 * Replaces `fetch` with a tiny in-memory HTTP server, so tests run the real API client (headers,
 * error rule, 401 handling) and only the network is fake. Unknown routes answer 404 in the server's shape.
 */
import { vi } from 'vitest';

export interface FakeResponse {
  status?: number;
  body?: unknown;
}
export interface FakeRequest {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
}
/** Keys are 'METHOD /api/path' (no query string). A handler may return a never-settling promise to hold a request open. */
export type FakeRoutes = Record<string, (req: FakeRequest) => FakeResponse | Promise<FakeResponse>>;

export function fakeServer(routes: FakeRoutes) {
  const spy = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const handler = routes[`${method} ${url.pathname}`];
    const res = handler
      ? await handler({ method, url, headers: new Headers(init.headers), body })
      : { status: 404, body: { code: 'NOT_FOUND', message: 'The requested API route does not exist.' } };
    return new Response(res.body === undefined ? null : JSON.stringify(res.body), {
      status: res.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', spy);
  /** The requests made to one route, in order: address, headers and JSON body. */
  const requests = (method: string, path: string) =>
    spy.mock.calls
      .filter(([input, init]) => (init?.method ?? 'GET') === method && new URL(String(input), 'http://localhost').pathname === path)
      .map(([input, init]) => ({
        url: new URL(String(input), 'http://localhost'),
        headers: new Headers(init?.headers),
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      }));
  return {
    spy,
    requests,
    /** JSON bodies of the calls made to one route, in order. */
    calls: (method: string, path: string) => requests(method, path).map((request) => request.body),
  };
}

export const alice = {
  id: 1,
  username: 'alice',
  name: 'Alice Nguyen',
  email: 'alice@example.com',
  emailVerified: true,
  pendingEmail: null,
  hasPassword: true,
  avatarUrl: null,
  facebookConnected: false,
  // The browser's own, so the app has no time zone to send (use-time-zone-sync.ts).
  timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone as string | null,
  createdAt: '2025-06-06T12:00:00.000Z',
};

/** A signed-in session: a stored token and a server that knows its user (no dashboard configuration saved, no server notifications). */
export const signedIn = (routes: FakeRoutes = {}) => {
  localStorage.setItem('token', 'tok-alice');
  return fakeServer({
    'GET /api/auth/user': () => ({ body: alice }),
    'POST /api/auth/logout': () => ({ status: 204 }),
    'GET /api/dashboard/config': () => ({ body: {} }),
    'GET /api/analytics/dashboard/config': () => ({ body: {} }),
    'GET /api/notifications': () => ({ body: { items: [] } }),
    ...routes,
  });
};
