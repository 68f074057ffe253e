/**
 * Spec 1 §2 shell at desktop width: the 240 px sidebar with the user's initials, name and e-mail,
 * 'Back to Dashboard' away from the dashboard, the header's controls. With SCREENSHOT=1 it also
 * writes the README's docs/screenshot.png (1280×800, light theme) from the same signed-in shell.
 */
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { apiToken, dismissToasts, loginViaUi, registerViaApi, setNameViaApi, uniqueUser } from './support/users.ts';

test.use({ viewport: { width: 1280, height: 800 }, colorScheme: 'light' });

test('desktop shell: sidebar, header and navigation', async ({ page }) => {
  // The screenshot run has a fresh database of its own, so a short, readable address is free there.
  const screenshotUser = { username: 'linh.tran', email: 'linh@example.com', password: 'correct-horse-42' };
  const user = await registerViaApi(page.request, process.env.SCREENSHOT === '1' ? screenshotUser : uniqueUser('linh'));
  await setNameViaApi(page.request, user, 'Linh Tran');
  await loginViaUi(page, user);
  await dismissToasts(page);

  const sidebar = page.getByRole('navigation', { name: 'Sidebar' });
  const nav = page.getByRole('navigation', { name: 'Main navigation' });

  await test.step('sidebar: 240 px, the user, Logout', async () => {
    await expect(sidebar).toBeInViewport();
    expect((await sidebar.boundingBox())?.width).toBe(240);
    await expect(sidebar.getByText('LT', { exact: true })).toBeVisible();
    await expect(sidebar.getByText('Linh Tran', { exact: true })).toBeVisible();
    await expect(sidebar.getByText(user.email, { exact: true })).toBeVisible();
    await expect(sidebar.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Back to Dashboard' })).toHaveCount(0);
  });

  await test.step("header: theme toggle, bell and user menu; the create-ad button is the phone header's", async () => {
    const banner = page.getByRole('banner');
    for (const name of ['Toggle color scheme', 'Notifications', 'User menu']) {
      await expect(banner.getByRole('button', { name })).toBeVisible();
    }
    await expect(banner.getByRole('link', { name: 'Create ad' })).toBeHidden();
  });

  await test.step("'Back to Dashboard' away from the dashboard", async () => {
    await nav.getByRole('link', { name: 'Campaigns' }).click();
    await expect(page).toHaveURL('/campaigns');
    await expect(nav.getByRole('link', { name: 'Campaigns' })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: 'Back to Dashboard' }).click();
    await expect(page).toHaveURL('/dashboard');
    await expect(nav.getByRole('link', { name: 'Back to Dashboard' })).toHaveCount(0);
  });

  await test.step('the sidebar can be folded away and back', async () => {
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    await expect(sidebar).not.toBeInViewport();
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    await expect(sidebar).toBeInViewport();
  });

  if (process.env.SCREENSHOT === '1') {
    await test.step('README screenshot', async () => {
      const token = await apiToken(page.request, user);
      const campaigns = [
        { name: 'Summer Sale 2025', objective: 'CONVERSIONS', budgetType: 'DAILY', dailyBudget: 150, status: 'ACTIVE' },
        { name: 'Coffee Shop Grand Opening', objective: 'STORE_TRAFFIC', budgetType: 'LIFETIME', totalBudget: 2400, status: 'ACTIVE' },
        { name: 'Brand Awareness Q3', objective: 'BRAND_AWARENESS', budgetType: 'DAILY', dailyBudget: 80, status: 'PAUSED' },
      ];
      for (const data of campaigns) {
        const res = await page.request.post('/api/campaigns', { headers: { Authorization: `Bearer ${token}` }, data });
        expect(res.ok(), `create campaign: ${res.status()} ${await res.text()}`).toBe(true);
      }
      await page.reload();
      await expect(page.getByText('Summer Sale 2025')).toBeVisible();
      await expect(page.getByText('Loading', { exact: false })).toHaveCount(0);
      await page.mouse.move(0, 799);
      await page.screenshot({ path: path.resolve(import.meta.dirname, '../../../docs/screenshot.png') });
    });
  }
});
