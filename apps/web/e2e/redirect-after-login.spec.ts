/** Spec 1 §2 route guard: a protected address while signed out goes to /login?redirect=… and comes back after login. */
import { expect, test } from '@playwright/test';
import { registerViaApi, submitLogin } from './support/users.ts';

for (const target of ['/campaigns?page=2', '/profile']) {
  test(`signed out on ${target}: login brings the user back to exactly that address`, async ({ page }) => {
    const user = await registerViaApi(page.request);
    await page.goto(target);
    await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(target)}`);
    await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();

    await submitLogin(page, user.username, user.password);
    await expect(page).toHaveURL(target);
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  });
}

test('the redirect path is kept for the session even when the query is lost', async ({ page }) => {
  const user = await registerViaApi(page.request);
  await page.goto('/settings');
  await expect(page).toHaveURL('/login?redirect=%2Fsettings');
  // A plain /login (as after Facebook login or a typed address) still remembers where the user was going.
  await page.goto('/login');
  await submitLogin(page, user.username, user.password);
  await expect(page).toHaveURL('/settings');
});

test('/ sends a signed-out user to login for the dashboard, and a signed-in user on /login to the dashboard', async ({ page }) => {
  const user = await registerViaApi(page.request);
  await page.goto('/');
  await expect(page).toHaveURL('/login?redirect=%2Fdashboard');
  await submitLogin(page, user.username, user.password);
  await expect(page).toHaveURL('/dashboard');

  await page.goto('/login');
  await expect(page).toHaveURL('/dashboard');
  await page.goto('/login?redirect=%2Fads');
  await expect(page).toHaveURL('/ads');
});

test('a redirect to another site is not followed', async ({ page }) => {
  const user = await registerViaApi(page.request);
  await page.goto('/login?redirect=%2F%2Fevil.example');
  await submitLogin(page, user.username, user.password);
  await expect(page).toHaveURL('/dashboard');
});
