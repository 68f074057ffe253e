/**
 * Issue 8, the whole loop in the browser against the sandbox Facebook (FACEBOOK_SANDBOX on the second
 * e2e server): connect in Settings through the OAuth dialog, pick the ad account and page, publish a
 * generated ad, Sync now, and see its impressions and spend, labelled as sandbox data, on the detail
 * page, and the same spend, labelled the same, on the dashboard.
 */
import { expect, test } from '@playwright/test';
import { SeedApi } from '../support/api.ts';
import { expectToast } from '../support/toasts.ts';
import { apiToken, dismissToasts, signedInUser } from '../support/users.ts';

test('connect the sandbox Facebook, publish, sync, and read the results', async ({ page }) => {
  // Eight pages and a real sync run: more than the default minute on a busy machine.
  test.slow();
  const user = await signedInUser(page);
  const seed = await SeedApi.as(page.request, user);
  const campaign = await seed.campaign('Sandbox shoes', { targetAudience: 'Runners in Vietnam', dailyBudget: 40 });
  const { ad } = await seed.generatedAd(campaign.id, 'Sandbox shoe ad', 2);
  await dismissToasts(page);

  await test.step('connect in Settings and choose the account and page', async () => {
    await page.goto('/settings');
    await page.getByRole('button', { name: 'Connect Facebook' }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await expectToast(page, 'Facebook connected. Choose the ad account and page to publish with.');
    await expect(page.getByText('Sandbox: simulated Facebook')).toBeVisible();
    await page.getByPlaceholder('Choose an ad account').click();
    await expect(page.getByRole('option', { name: /Disabled sandbox account/ })).toHaveAttribute('data-combobox-disabled', 'true');
    await page.getByRole('option', { name: /Sandbox Ads \(USD\)/ }).click();
    await page.getByPlaceholder('Choose a page').click();
    await page.getByRole('option', { name: 'Sandbox Shoes' }).click();
    await page.getByRole('button', { name: 'Save' }).first().click();
    await expectToast(page, 'Ad account and page saved.');
  });

  await test.step('publish the ad, delivering at once', async () => {
    // The destination URL is set in the ads list's Edit dialog; here through the same API call.
    const token = await apiToken(page.request, user);
    const edited = await page.request.put(`/api/ads/${ad.id}`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { destinationUrl: 'https://shop.example/shoes' },
    });
    expect(edited.ok()).toBe(true);
    await page.goto(`/ads/${ad.id}`);
    await expect(page.getByText('https://shop.example/shoes')).toBeVisible();
    await page.getByLabel('Start delivering at once').check();
    await page.getByRole('button', { name: 'Publish to Facebook' }).click();
    await expectToast(page, 'Ad published successfully to Facebook');
    await expect(page.getByText('Facebook Ad ID')).toBeVisible();
  });

  await test.step('Sync now, then the numbers on the ad and the dashboard', async () => {
    await page.goto('/settings');
    await page.getByRole('button', { name: 'Sync now' }).click();
    await expect(page.getByText(/Last sync .*daily rows/)).toBeVisible({ timeout: 30_000 });
    await page.goto(`/ads/${ad.id}`);
    const performance = page.locator('.mantine-Card-root', { has: page.getByRole('heading', { name: 'Performance' }) });
    await expect(performance.getByText('Sandbox data (simulated Facebook)')).toBeVisible();
    await expect(performance.getByText('Impressions')).toBeVisible();
    const spendText = (await performance.getByText(/\d+\.\d{2} USD/).textContent()) ?? '';
    const spend = Number(spendText.replace(/[^\d.]/g, ''));
    expect(spend).toBeGreaterThan(0);
    // The dashboard's totalSpent is the same stored spend, shown under the spec's four counts, labelled too.
    const token = await apiToken(page.request, user);
    const dashboard = await (await page.request.get('/api/dashboard', { headers: { Authorization: `Bearer ${token}` } })).json();
    expect(dashboard.stats.totalSpent).toBe(spend);
    expect(dashboard.metricsSources).toEqual(['sandbox']);
    await page.goto('/dashboard');
    const totalSpent = page.getByRole('group', { name: 'Total Spent' });
    await expect(totalSpent.getByText('Sandbox data (simulated Facebook)')).toBeVisible();
    await expect(totalSpent.getByText(`$${spend.toLocaleString('en-US', { minimumFractionDigits: 2 })}`)).toBeVisible();
  });
});
