/**
 * Issue 10, /optimization on a new account against the real server (the engine, settings and results routes):
 * nothing to recommend yet, Refresh runs the engine, the High Priority tab's 'Great job!', the settings kept on
 * the server across a reload, and the page fitting a 375 px phone in the dark. The flow on delivered data
 * (accept, schedule, dismiss, revert, measured impact) needs an account with metrics: optimization-demo.spec.ts.
 */
import { expect, test } from '@playwright/test';
import { expectToast } from './support/toasts.ts';
import { dismissToasts, signedInUser } from './support/users.ts';

test('a new account: nothing to recommend, Refresh, Great job!, settings saved on the server', async ({ page }) => {
  test.slow();
  await signedInUser(page);
  await dismissToasts(page);
  await page.goto('/optimization');
  await expect(page.getByText('No recommendations found')).toBeVisible({ timeout: 30_000 });
  await expect(
    page.getByRole('region', { name: 'Optimization summary' }).getByRole('group', { name: 'Active Recommendations' }),
  ).toContainText('0');

  await test.step('Refresh runs the engine and loads the list again', async () => {
    const refreshed = page.waitForResponse((r) => r.url().endsWith('/api/optimization/recommendations/refresh') && r.ok());
    const reloaded = page.waitForResponse((r) => r.url().includes('/api/optimization/recommendations?') && r.ok());
    await page.getByRole('button', { name: 'Refresh' }).click();
    await refreshed;
    await reloaded;
    await expect(page.getByText('No recommendations found')).toBeVisible();
  });

  await test.step("the High Priority tab says 'Great job!'", async () => {
    await page.getByRole('tab', { name: /High Priority/ }).click();
    await expect(page.getByText('Great job!')).toBeVisible();
    await expect(page).toHaveURL(/tab=high/);
  });

  await test.step('settings are saved with PUT and read back after a reload', async () => {
    await page.getByRole('tab', { name: 'Settings' }).click();
    await page.getByRole('combobox', { name: 'Frequency' }).click();
    await page.getByRole('option', { name: 'Weekly' }).click();
    await page.getByRole('textbox', { name: /Minimum confidence/ }).fill('0.85');
    await page.getByRole('checkbox', { name: 'Pause campaign' }).check();
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expectToast(page, 'Optimization settings saved');
    await page.reload();
    await expect(page.getByRole('textbox', { name: /Minimum confidence/ })).toHaveValue('0.85', { timeout: 30_000 });
    await expect(page.getByRole('combobox', { name: 'Frequency' })).toHaveValue('Weekly');
    await expect(page.getByRole('checkbox', { name: 'Pause campaign' })).toBeChecked();
  });

  await test.step("a value off the 0.05 grid is refused with the server's message", async () => {
    await page.getByRole('textbox', { name: /Minimum confidence/ }).fill('0.73');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expectToast(page, 'minConfidence must be between 0.5 and 1 in steps of 0.05.');
  });
});

test.describe('on a phone in the dark', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, colorScheme: 'dark' });

  test('every tab fits 375 px without sideways scrolling', async ({ page }) => {
    test.slow();
    await signedInUser(page);
    await dismissToasts(page);
    for (const tab of ['', '?tab=high', '?tab=categories', '?tab=performance', '?tab=settings']) {
      await page.goto(`/optimization${tab}`);
      await expect(page.getByRole('region', { name: 'Optimization summary' })).toBeVisible({ timeout: 30_000 });
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    }
  });
});
