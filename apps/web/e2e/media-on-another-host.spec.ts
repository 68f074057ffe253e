/**
 * Issue 16, decision 174: the demo account's pictures load when the app is opened on another host name
 * than its PUBLIC_URL. This server runs with PUBLIC_URL http://127.0.0.1:<port> (playwright.config.ts),
 * so the page is opened as http://localhost:<port>: the newcomer's case (PUBLIC_URL localhost, opened
 * as 127.0.0.1) mirrored. Before, the seeded ads held absolute URLs under PUBLIC_URL, which the page's
 * Content-Security-Policy (img-src 'self') blocked, seven errors a page, and every card showed a placeholder.
 */
import { expect, type Page, test } from '@playwright/test';
import { expectImageLoaded } from './support/ad-wizard.ts';
import { watchViolations } from './support/csp.ts';
import { DEMO_USER } from './support/demo-account.ts';
import { loginViaUi } from './support/users.ts';

/** The same server under the other loopback name: 127.0.0.1 ⇄ localhost. */
function otherHostOrigin(baseURL: string | undefined): string {
  const url = new URL(baseURL ?? '');
  url.hostname = url.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
  return url.origin;
}

/** Every ad picture of the page has loaded real pixels, and there is at least one. */
async function expectPicturesLoaded(page: Page): Promise<void> {
  const pictures = page.getByRole('main').locator('img');
  await expect.poll(() => pictures.count(), { message: 'pictures shown' }).toBeGreaterThan(0);
  for (const picture of await pictures.all()) {
    await expect(picture).toHaveAttribute('src', /^\/api\/media\//);
    await expectImageLoaded(picture);
  }
}

test('the demo account opened on another host name: every picture loads, no CSP violation', async ({ page, baseURL }) => {
  const violations = await watchViolations(page);
  const origin = otherHostOrigin(baseURL);
  expect(origin).not.toBe(new URL(baseURL ?? '').origin);

  await test.step('the dashboard: Recent Ads with their pictures', async () => {
    await loginViaUi(page, DEMO_USER, `${origin}/login`);
    expect(new URL(page.url()).origin).toBe(origin);
    await expectPicturesLoaded(page);
  });

  await test.step('/ads: the cards with their pictures', async () => {
    await page.goto(`${origin}/ads`);
    await expect(page.getByRole('heading', { name: 'Ads', level: 2 })).toBeVisible();
    await expectPicturesLoaded(page);
  });

  expect(violations).toEqual([]);
});
