/**
 * Issue 7: the built app runs under its Content-Security-Policy (decision 060) without a single
 * violation on its main pages, generated pictures included, and so does the API's documentation page.
 */
import { expect, test } from '@playwright/test';
import { expectImageLoaded, toStepTwo, variationCard } from './support/ad-wizard.ts';
import { SeedApi } from './support/api.ts';
import { watchViolations } from './support/csp.ts';
import { expectToast } from './support/toasts.ts';
import { dismissToasts, signedInUser, submitLogin, uniqueUser } from './support/users.ts';

test('login, register and the dashboard after sign-up: no CSP violation', async ({ page }) => {
  const violations = await watchViolations(page);
  const user = uniqueUser('csp');

  await test.step('/login is served with the policy, its inline theme script allowed by hash', async () => {
    const response = await page.goto('/login');
    expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+=*'/);
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  });

  await test.step('register through the form, then sign in: the dashboard', async () => {
    await page.getByRole('link', { name: 'Register' }).click();
    await expect(page.getByRole('heading', { name: 'Register' })).toBeVisible();
    await page.getByLabel('Username', { exact: true }).fill(user.username);
    await page.getByLabel('Email', { exact: true }).fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByLabel('Confirm password').fill(user.password);
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expectToast(page, 'Register successful! Please login.');
    await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
    await submitLogin(page, user.username, user.password);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 2 })).toBeVisible();
  });

  expect(violations).toEqual([]);

  await test.step('the watcher does see a violation: an injected inline script is refused', async () => {
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.head.append(script);
    });
    await expect.poll(() => violations.length).toBeGreaterThan(0);
    expect(await page.evaluate(() => 'injected' in window)).toBe(false);
  });
});

test('/ad/create-enhanced, and a generated variation with its picture: no CSP violation', async ({ page }) => {
  const violations = await watchViolations(page);
  const user = await signedInUser(page);

  await page.goto('/ad/create-enhanced');
  await expect(page.getByRole('heading', { name: 'AI-powered ad creation', level: 2 })).toBeVisible();

  const campaign = await (await SeedApi.as(page.request, user)).campaign('Policy Campaign');
  await page.goto('/ad/create');
  await dismissToasts(page);
  await toStepTwo(page, { campaign: campaign.name, name: 'Policy ad', prompt: 'Linen shirts for hot summers' });
  await page.getByRole('button', { name: 'Generate Ad' }).click();
  await expectImageLoaded(variationCard(page, 1).locator('img'));

  expect(violations).toEqual([]);
});

test('the other signed-in pages: no CSP violation', async ({ page }) => {
  const violations = await watchViolations(page);
  await signedInUser(page);
  for (const [path, heading] of [
    ['/campaigns', 'Campaigns'],
    ['/ads', 'Ads'],
    ['/analytics', 'Analytics'],
    ['/optimization', 'Optimization'],
    ['/notifications', 'Notifications'],
    ['/profile', 'Profile'],
    ['/settings', 'Settings'],
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 2 })).toBeVisible();
  }
  expect(violations).toEqual([]);
});

test('the API documentation (/api/docs) works under its policy', async ({ page }) => {
  const violations = await watchViolations(page);
  await page.goto('/api/docs');
  // The first request builds the OpenAPI document: allow a busy machine its time.
  await expect(page.getByRole('heading', { name: /Ads Creative API/ })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('/api/campaigns').first()).toBeVisible();
  expect(violations).toEqual([]);
});
