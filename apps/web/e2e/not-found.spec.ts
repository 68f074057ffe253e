/** Spec 1 §2: any unknown path shows 'Page Not Found' with 'Return to Home'. */
import { expect, test } from '@playwright/test';
import { signedInUser } from './support/users.ts';

test('signed out: an unknown path shows Page Not Found, and Return to Home leads to login', async ({ page }) => {
  await page.goto('/no/such/page?x=1');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page).toHaveTitle(/Page Not Found/);
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL('/login?redirect=%2Fdashboard');
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
});

test('signed in: an unknown path is a public page, so the guard sends the user to the dashboard', async ({ page }) => {
  await signedInUser(page);
  await page.goto('/no-such-page');
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();
});

test('an unknown API route answers 404 in the error shape, not the web page', async ({ request }) => {
  const res = await request.get('/api/no-such-route');
  expect(res.status()).toBe(404);
  expect(await res.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
});
