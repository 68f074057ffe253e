/** Spec 1 §2 and §4: a new account from the register form, the shell after login, and logout with its confirmation. */
import { expect, test } from '@playwright/test';
import { dismissToasts, registerViaApi, submitLogin, uniqueUser } from './support/users.ts';

test('register through the form, sign in to the shell, and log out only after saying Yes', async ({ page }) => {
  const user = uniqueUser('lan');

  await test.step('register', async () => {
    await page.goto('/login?mode=register');
    await expect(page.getByRole('heading', { name: 'Register' })).toBeVisible();
    await page.getByLabel('Username', { exact: true }).fill(user.username);
    await page.getByLabel('Email', { exact: true }).fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByLabel('Confirm password').fill(user.password);
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(page.getByText('Register successful! Please login.')).toBeVisible();
    // Success returns to the login mode.
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  });

  await test.step('sign in and see the shell', async () => {
    await submitLogin(page, user.username, user.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Campaigns' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Ads' })).toBeVisible();
    // Without a name the sidebar greets the user by username; the initials come from it too.
    const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
    await expect(sidebar.getByText(user.username, { exact: true })).toBeVisible();
    await expect(sidebar.getByText(user.email, { exact: true })).toBeVisible();
    await expect(sidebar.getByText('L', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Notifications' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
  });

  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).toBeTruthy();

  await test.step('No keeps the user signed in', async () => {
    await page.getByRole('button', { name: 'Logout' }).click();
    const dialog = page.getByRole('dialog', { name: 'Bạn có muốn đăng xuất?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'No' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(token);
  });

  await test.step('Yes logs out', async () => {
    await page.getByRole('button', { name: 'Logout' }).click();
    const dialog = page.getByRole('dialog', { name: 'Bạn có muốn đăng xuất?' });
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  await test.step('the session is gone on the server and in the browser', async () => {
    const res = await page.request.get('/api/auth/user', { headers: { Authorization: `Bearer ${token}` } });
    expect(res.status()).toBe(401);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
    await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  });
});

test('the user menu offers Logout with the same confirmation', async ({ page }) => {
  const user = await registerViaApi(page.request);
  await page.goto('/login');
  // The e-mail works in any letter case.
  await submitLogin(page, user.email.toUpperCase(), user.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await dismissToasts(page);

  await page.getByRole('button', { name: 'User menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.getByRole('dialog', { name: 'Bạn có muốn đăng xuất?' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
});
