/**
 * Issue 16, decision 173: /login within 150 KB of gzip JavaScript as a browser counts it — every script Chromium
 * fetches on a first visit until the network is idle (index.html's entry and modulepreloads, their imports, any
 * chunk the page loads lazily as it renders) — and that count is the one the bundle-size unit test makes from the
 * build, so the unit test cannot pass while a browser downloads more.
 */
import { expect, test } from '@playwright/test';
// @ts-expect-error a plain .mjs script shared with `npm run bench`, without type declarations
import { gzipBytesOf, routeJavaScript, scriptsFetched } from '../../../scripts/web-bundle.mjs';

const LOGIN_BUDGET_BYTES = 150_000;

test('a first visit of /login fetches the scripts the build count says, within 150 KB gzip', async ({ page }) => {
  const fetched: string[] = await scriptsFetched(page, '/login');
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  const counted = (routeJavaScript() as { route: string; files: string[] }[]).find((r) => r.route === '/login');
  expect(fetched).toEqual([...(counted?.files ?? [])].sort());
  expect(gzipBytesOf(fetched)).toBeLessThanOrEqual(LOGIN_BUDGET_BYTES);
});
