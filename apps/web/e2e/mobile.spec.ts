/** Spec 1 §2 shell at phone width (375 px): mobile header titles, the menu button, no sideways scrolling. */
import { expect, type Page, test } from '@playwright/test';
import { dismissToasts, registerViaApi, submitLogin } from './support/users.ts';

test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

const noSidewaysScroll = async (page: Page) =>
  expect.poll(() => page.evaluate(() => document.scrollingElement?.scrollWidth ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(375);

test('login, the mobile header, the navigation drawer and the profile menu fit a 375 px phone', async ({ page }) => {
  const user = await registerViaApi(page.request);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  await noSidewaysScroll(page);
  await submitLogin(page, user.username, user.password);
  await expect(page).toHaveURL('/dashboard');
  await dismissToasts(page);

  const header = page.getByRole('banner');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });

  await test.step('the mobile header on the dashboard', async () => {
    await expect(header.getByText('Dashboard', { exact: true })).toBeVisible();
    await expect(header.getByText('Overview of your campaigns', { exact: true })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Create ad' })).toBeVisible();
    // The desktop header's controls are not there; the sidebar is closed.
    await expect(page.getByRole('button', { name: 'User menu' })).toBeHidden();
    // Mantine slides the closed drawer out of view rather than removing it.
    await expect(nav).not.toBeInViewport();
    // …and keyboard and screen-reader users cannot reach into it either.
    await expect(page.locator('[aria-label="Sidebar"]')).toHaveAttribute('inert');
    await noSidewaysScroll(page);
  });

  await test.step('the menu button opens the navigation, and following a link closes it', async () => {
    await page.getByRole('button', { name: 'Toggle navigation' }).click();
    await expect(nav).toBeInViewport();
    await expect(page.locator('[aria-label="Sidebar"]')).not.toHaveAttribute('inert');
    await expect(page.getByRole('navigation', { name: 'Sidebar' }).getByText(user.email)).toBeVisible();
    // On phones the colour-scheme toggle lives in the sidebar.
    await expect(page.getByRole('button', { name: 'Toggle color scheme' })).toBeVisible();
    await noSidewaysScroll(page);
    await nav.getByRole('link', { name: 'Campaigns' }).click();
    await expect(page).toHaveURL('/campaigns');
    await expect(nav).not.toBeInViewport();
    await expect(header.getByText('Campaigns', { exact: true })).toBeVisible();
    await expect(header.getByText('Manage your ad campaigns', { exact: true })).toBeVisible();
    await noSidewaysScroll(page);
  });

  await test.step('the create-ad button only on the dashboard, campaigns and ads', async () => {
    await page.goto('/notifications');
    await expect(header.getByText('Ads Creative', { exact: true }).filter({ visible: true }).first()).toBeVisible();
    await expect(header.getByRole('link', { name: 'Create ad' })).toHaveCount(0);
  });

  await test.step('the profile menu: Profile, Settings, Logout', async () => {
    await page.getByRole('button', { name: 'Profile menu' }).click();
    await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Settings' })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByRole('dialog', { name: 'Bạn có muốn đăng xuất?' }).getByRole('button', { name: 'Yes' }).click();
    await expect(page).toHaveURL('/login?redirect=%2Fdashboard');
    await noSidewaysScroll(page);
  });
});

test('the public pages fit a phone too', async ({ page }) => {
  for (const path of ['/login?mode=register', '/privacy-policy', '/data-deletion', '/reset-password', '/no-such-page']) {
    await page.goto(path);
    await expect(page.locator('#root')).not.toBeEmpty();
    await noSidewaysScroll(page);
  }
});
