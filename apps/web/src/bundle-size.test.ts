/**
 * Issue 7: /login, the first page of every signed-out visit, downloads at most 150 KB of gzip JavaScript.
 * Reads the build (`npm run build` first; `npm test` builds before it runs the tests): every script the built
 * index.html fetches (entry and modulepreloads) and their imports. The browser test e2e/login-budget.spec.ts
 * checks that this is what Chromium really fetches, lazy chunks included (issue 16, decision 173).
 */
import { describe, expect, it } from 'vitest';
// @ts-expect-error a plain .mjs script shared with `npm run bench`, without type declarations
import { routeJavaScript } from '../../../scripts/web-bundle.mjs';

const LOGIN_BUDGET_BYTES = 150_000;

interface RouteJavaScript {
  route: string;
  files: string[];
  gzipBytes: number;
}

describe('the JavaScript each route downloads (gzip)', () => {
  const routes: RouteJavaScript[] = routeJavaScript();
  const byRoute = (path: string) => routes.find((r) => r.route === path) as RouteJavaScript;

  it('is at most 150 KB for /login', () => {
    expect(byRoute('/login').gzipBytes).toBeLessThanOrEqual(LOGIN_BUDGET_BYTES);
  });

  it('keeps the signed-in app out of /login: the dashboard, the ad wizard and analytics (with its charts) download more than it', () => {
    const login = byRoute('/login');
    for (const path of ['/dashboard', '/ad/create', '/analytics']) {
      const route = byRoute(path);
      expect(route.gzipBytes).toBeGreaterThan(login.gzipBytes);
      expect(route.files.filter((f) => !login.files.includes(f)).length).toBeGreaterThan(0);
    }
  });
});
