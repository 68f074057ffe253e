/** Spec 1 §2 and §3: every toast goes into the history that the bell and /notifications show. */
import { expect, test } from '@playwright/test';
import { dismissToasts, signedInUser } from './support/users.ts';

// vi-VN date and time, e.g. '06:31:58 22/11/2026'.
const viDateTime = /\d{1,2}:\d{2}:\d{2} \d{1,2}\/\d{1,2}\/\d{4}/;

test("the 'Login successful!' toast is on screen, in the bell's dropdown and on /notifications", async ({ page }) => {
  await signedInUser(page);
  const toast = page.locator('.mantine-Notification-root').filter({ hasText: 'Login successful!' });
  await expect(toast).toBeVisible();
  // Closing the toast keeps it in the history.
  await dismissToasts(page);

  await test.step('the bell counts it and lists it', async () => {
    const bell = page.getByRole('button', { name: 'Notifications' });
    await expect(page.locator('.mantine-Indicator-indicator')).toHaveText('1');
    await bell.click();
    const dropdown = page.locator('.mantine-Popover-dropdown');
    await expect(dropdown.getByText('Login successful!')).toBeVisible();
    await expect(dropdown.getByText(viDateTime)).toBeVisible();
    await dropdown.getByRole('link', { name: 'Check all notifications' }).click();
    await expect(page).toHaveURL('/notifications');
    await expect(dropdown).toBeHidden();
  });

  await test.step('/notifications lists it with its type and time', async () => {
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'All notifications' })).toBeVisible();
    const item = main.getByRole('listitem').filter({ hasText: 'Login successful!' });
    await expect(item).toHaveCount(1);
    await expect(item.getByRole('img', { name: 'success notification' })).toBeVisible();
    await expect(item.getByText(viDateTime)).toBeVisible();
  });

  await test.step('the history outlives a reload, newest first', async () => {
    await page.evaluate(() => {
      // A later toast from another tab of the same browser (the history is shared through local storage).
      const list = JSON.parse(localStorage.getItem('notifications') ?? '[]');
      list.unshift({
        id: 'later',
        type: 'warning',
        title: 'Heads up',
        message: 'A newer one',
        duration: 6000,
        persistent: false,
        timestamp: new Date(Date.now() + 1000).toISOString(),
      });
      localStorage.setItem('notifications', JSON.stringify(list));
    });
    await page.reload();
    const items = page.getByRole('main').getByRole('listitem');
    await expect(items).toHaveCount(2);
    await expect(items.nth(0)).toContainText('Heads up');
    await expect(items.nth(0)).toContainText('A newer one');
    await expect(items.nth(1)).toContainText('Login successful!');
  });
});

test('a fresh browser has no notifications', async ({ page }) => {
  await signedInUser(page);
  await dismissToasts(page);
  await page.evaluate(() => localStorage.removeItem('notifications'));
  await page.goto('/notifications');
  await expect(page.getByRole('main').getByText("You don't have any notifications.")).toBeVisible();
  await page.getByRole('button', { name: 'Notifications' }).click();
  await expect(page.locator('.mantine-Popover-dropdown').getByText("You don't have any notifications.")).toBeVisible();
});
