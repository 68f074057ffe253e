/** Spec 1 §5 and §8: what the login screen says when something is wrong, in each of its modes. */
import { expect, type Page, test } from '@playwright/test';
import { registerViaApi, submitLogin, uniqueUser } from './support/users.ts';

/** The form's own alert (the toast says the same thing elsewhere on the page). */
const inline = (page: Page, text: string) => page.locator('form').getByRole('alert').filter({ hasText: text });
const toast = (page: Page, text: string) => page.locator('.mantine-Notification-root').filter({ hasText: text });

test("a wrong password shows the server's message inline and as a toast, and never says which part was wrong", async ({ page }) => {
  const user = await registerViaApi(page.request);
  const message = 'Invalid username/email or password.';
  await page.goto('/login');

  await submitLogin(page, user.username, 'not-the-password');
  await expect(inline(page, message)).toBeVisible();
  await expect(toast(page, message)).toBeVisible();
  await expect(page).toHaveURL('/login');

  await page.reload();
  await submitLogin(page, `nobody-${user.username}`, 'whatever-password');
  await expect(inline(page, message)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('register: missing fields, a password mismatch and a taken username are each explained', async ({ page }) => {
  const taken = await registerViaApi(page.request);
  const user = uniqueUser();
  await page.goto('/login');
  await page.getByRole('link', { name: 'Register' }).click();
  await expect(page).toHaveURL('/login?mode=register');

  const register = page.getByRole('button', { name: 'Register', exact: true });
  await page.getByLabel('Username', { exact: true }).fill(user.username);
  await register.click();
  await expect(inline(page, 'Please fill in all information.')).toBeVisible();

  await page.getByLabel('Email', { exact: true }).fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Confirm password').fill(`${user.password}x`);
  await register.click();
  await expect(inline(page, 'The re-entered password does not match.')).toBeVisible();

  await page.getByLabel('Username', { exact: true }).fill(taken.username);
  await page.getByLabel('Confirm password').fill(user.password);
  await register.click();
  await expect(inline(page, 'This username is already taken.')).toBeVisible();
  await expect(toast(page, 'This username is already taken.')).toBeVisible();
  // Still on the register form, nothing lost.
  await expect(page).toHaveURL('/login?mode=register');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(user.email);

  await page.getByRole('link', { name: 'Back to login' }).click();
  await expect(page).toHaveURL('/login');
});

test('forgot: an empty e-mail is refused before anything is sent; an unknown one gets the same answer as a real one', async ({ page }) => {
  await page.goto('/login?mode=forgot');
  const send = page.getByRole('button', { name: 'Send password reset request' });
  await send.click();
  await expect(inline(page, 'Please enter your email.')).toBeVisible();

  await page.getByLabel('Email', { exact: true }).fill(`nobody-${Date.now()}@example.test`);
  await send.click();
  await expect(page.getByText('Email sent to reset password (if email exists).')).toBeVisible();
  await expect(inline(page, 'Please enter your email.')).toHaveCount(0);
});
