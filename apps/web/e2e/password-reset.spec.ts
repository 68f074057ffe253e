/** Spec 1 §2, §4, §5: forgot password → the e-mailed link → a new password; the old one stops working. */
import { expect, test } from '@playwright/test';
import { readResetLink } from './support/outbox.ts';
import { registerViaApi, submitLogin } from './support/users.ts';

test('forgot → reset through the e-mailed link → login with the new password only', async ({ page }) => {
  const user = await registerViaApi(page.request);
  const newPassword = `${user.password}-new`;

  await test.step('ask for the e-mail', async () => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL('/login?mode=forgot');
    // The form loads on demand; until it is there the login form (with its 'Username or email') stays.
    await expect(page.getByRole('heading', { name: 'Forgot password' })).toBeVisible();
    await page.getByLabel('Email', { exact: true }).fill(user.email);
    await page.getByRole('button', { name: 'Send password reset request' }).click();
    await expect(page.getByText('Email sent to reset password (if email exists).')).toBeVisible();
    await expect(page.getByText('Password reset email sent (if email exists).')).toBeVisible();
  });

  const link = await readResetLink(user.email);
  expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/reset-password\?token=[^&\s]+$/);

  await test.step('set the new password; login follows after about 2 s', async () => {
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
    // The token came in the link, so it is not asked for.
    await expect(page.getByLabel('Verification token')).toHaveCount(0);
    await page.getByLabel('New password').fill(newPassword);
    await page.getByLabel('Confirm password').fill(newPassword);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('Your password has been reset. Redirecting to login...')).toBeVisible();
    const shownAt = Date.now();
    await expect(page).toHaveURL('/login', { timeout: 6_000 });
    const waited = Date.now() - shownAt;
    expect(waited).toBeGreaterThan(1_500);
    expect(waited).toBeLessThan(4_000);
  });

  await test.step('the old password fails with the server message', async () => {
    await submitLogin(page, user.username, user.password);
    await expect(page.locator('form').getByText('Invalid username/email or password.')).toBeVisible();
    await expect(page).toHaveURL('/login');
  });

  await test.step('the link works only once', async () => {
    await page.goto(link);
    await page.getByLabel('New password').fill('another-password-1');
    await page.getByLabel('Confirm password').fill('another-password-1');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.locator('form').getByText('This password reset link is invalid or has expired.')).toBeVisible();
  });

  await test.step('the new password signs in', async () => {
    await page.goto('/login');
    await submitLogin(page, user.email, newPassword);
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();
  });
});

test('a reset link without a token asks for it, and says so when it is missing', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.getByLabel('Verification token')).toBeVisible();
  await page.getByLabel('New password').fill('new-password-1');
  await page.getByLabel('Confirm password').fill('new-password-1');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Missing verification token.')).toBeVisible();
});
