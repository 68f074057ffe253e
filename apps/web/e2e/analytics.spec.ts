/**
 * Issue 9, /analytics on an account with nothing yet (the demo account with a year of delivery is in
 * analytics-demo.spec.ts, a published sandbox campaign on the page in sandbox/facebook-loop.spec.ts):
 * the KPIs and empty blocks, a range change reloads, the settings stay in local storage across a
 * reload and set the range, and the page fits a 375 px phone in the dark.
 */
import { expect, type Page, test } from '@playwright/test';
import { dismissToasts, signedInUser } from './support/users.ts';

const dashboardRequest = (page: Page, range: string) =>
  page.waitForResponse((r) => r.url().includes(`/api/analytics/dashboard?timeRange=${range}`) && r.ok());

test('an empty account: zeros, empty blocks, range change, settings that persist', async ({ page }) => {
  // The page's chunk carries the chart library: give a loaded machine time.
  test.slow();
  await signedInUser(page);
  await dismissToasts(page);
  const loaded = dashboardRequest(page, '30d');
  await page.goto('/analytics');
  await loaded;
  const kpis = page.getByRole('region', { name: 'Key metrics' });
  await expect(kpis.getByRole('group', { name: 'Total Campaigns' })).toContainText('0');
  await expect(kpis.getByRole('group', { name: 'Average CTR' })).toContainText('—');
  await expect(page.getByText('No Content Data')).toBeVisible();
  await expect(page.getByText('No campaigns yet.')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Budget Depletion' })).toContainText('N/A');

  await test.step('a range change loads the analytics of that range', async () => {
    const week = dashboardRequest(page, '7d');
    await page.getByText('7 days', { exact: true }).click();
    await week;
    await expect(page.getByRole('radio', { name: '7 days' })).toBeChecked();
  });

  await test.step('the settings are kept in local storage and set the range after a reload', async () => {
    await page.getByRole('button', { name: 'Settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Analytics settings' });
    await dialog.getByLabel('Default time range').click();
    await page.getByRole('option', { name: 'Last 90 days' }).click();
    await dialog.getByRole('switch', { name: 'Email reports' }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('analyticsSettings') ?? '{}'));
    expect(stored).toEqual({ defaultTimeRange: '90d', autoRefresh: false, refreshInterval: 300, emailReports: true });
    const quarter = dashboardRequest(page, '90d');
    await page.reload();
    await quarter;
    await expect(page.getByRole('radio', { name: '90 days' })).toBeChecked();
  });
});

test.describe('on a phone in the dark', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, colorScheme: 'dark' });

  test('the page fits 375 px without sideways scrolling', async ({ page }) => {
    test.slow();
    await signedInUser(page);
    await dismissToasts(page);
    await page.goto('/analytics');
    await expect(page.getByRole('region', { name: 'Key metrics' })).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expect
      .poll(() => page.evaluate(() => document.scrollingElement?.scrollWidth ?? Number.POSITIVE_INFINITY))
      .toBeLessThanOrEqual(375);
  });
});
