/**
 * Spec 1 §2, §4, §5, §8, one campaign's life in the browser: created on /campaign/create (validation,
 * DAILY/LIFETIME switching, dates), counted and listed on the dashboard, found on /campaigns by a
 * case-insensitive search, edited in the dialog (cancel confirmation, then a real save), read on
 * its page, deleted, and gone from the list and the dashboard.
 */
import { expect, type Page, test } from '@playwright/test';
import { expectToast } from './support/toasts.ts';
import { dismissToasts, signedInUser } from './support/users.ts';

test.use({ viewport: { width: 1280, height: 900 } });

const NAME = 'Spring Launch 2026';
const RENAMED = 'Spring Launch (renamed)';

/** The dashboard's 'Total Campaigns' card reads `n`. */
const expectTotalCampaigns = (page: Page, n: number) =>
  expect(page.getByRole('group', { name: 'Total Campaigns' }).getByText(String(n), { exact: true })).toBeVisible();
const recentCampaigns = (page: Page) => page.getByRole('region', { name: 'Recent Campaigns' });
const sidebarLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name, exact: true });

test('a campaign: create, dashboard, list and search, edit with cancel, details, delete', async ({ page }) => {
  await signedInUser(page);
  await dismissToasts(page);
  await expectTotalCampaigns(page, 0);

  await test.step('create: required fields, budget type switching, date order', async () => {
    await page.getByRole('link', { name: 'New Campaign' }).click();
    await expect(page).toHaveURL('/campaign/create');
    const create = page.getByRole('button', { name: 'Create Campaign' });
    await create.click();
    await expect(page.getByText('Campaign name is required')).toBeVisible();
    await expect(page.getByText('Campaign objective is required')).toBeVisible();
    await expect(page).toHaveURL('/campaign/create');

    await page.getByLabel('Campaign Name').fill(NAME);
    await expect(page.getByText('Campaign name is required')).toBeHidden();
    await page.getByRole('combobox', { name: 'Objective' }).click();
    await page.getByRole('option', { name: 'Traffic', exact: true }).click();
    await expect(page.getByText('Campaign objective is required')).toBeHidden();
    await page.getByLabel('Target Audience').fill('Runners 25-40 in Hanoi');

    // DAILY is the default: its budget shows, the total budget does not; LIFETIME swaps them.
    await expect(page.getByRole('radio', { name: 'Daily' })).toBeChecked();
    await expect(page.getByLabel('Daily Budget (USD)')).toBeVisible();
    await expect(page.getByLabel('Total Budget (USD)')).toHaveCount(0);
    await page.getByLabel('Daily Budget (USD)').fill('40');
    await page.getByRole('radio', { name: 'Lifetime' }).check();
    await expect(page.getByLabel('Total Budget (USD)')).toBeVisible();
    await expect(page.getByLabel('Daily Budget (USD)')).toHaveCount(0);
    await page.getByLabel('Total Budget (USD)').fill('1200');

    await page.getByLabel('Start Date').fill('2026-07-10');
    await page.getByLabel('End Date').fill('2026-07-01');
    await page.getByLabel('End Date').blur();
    await expect(page.getByText('End date must be after start date')).toBeVisible();
    await create.click();
    await expect(page).toHaveURL('/campaign/create');
    await page.getByLabel('End Date').fill('2026-07-31');
    await page.getByLabel('End Date').blur();
    await expect(page.getByText('End date must be after start date')).toBeHidden();

    await create.click();
    await expectToast(page, 'Campaign created successfully!');
    await expect(page).toHaveURL('/dashboard');
  });

  await test.step('the dashboard counts it and shows it under Recent Campaigns', async () => {
    await expectTotalCampaigns(page, 1);
    const card = recentCampaigns(page).getByRole('article', { name: NAME });
    await expect(card).toBeVisible();
    await expect(card).toContainText('Traffic');
    await expect(card).toContainText('$1,200');
    await expect(card).toContainText('0 ads');
    await dismissToasts(page);
  });

  await test.step('/campaigns lists it; the search ignores case and hides what does not match', async () => {
    await sidebarLink(page, 'Campaigns').click();
    await expect(page).toHaveURL('/campaigns');
    const card = page.getByRole('article', { name: NAME });
    await expect(card).toBeVisible();
    await expect(card).toContainText('$1,200');
    const search = page.getByPlaceholder('Search campaigns...');
    await search.fill('sPRING lAUNCH');
    await expect(card).toBeVisible();
    await search.fill('autumn');
    await expect(card).toBeHidden();
    await expect(page.getByText('No campaign on this page matches "autumn".')).toBeVisible();
    await search.fill('');
    await expect(card).toBeVisible();
  });

  await test.step('Edit, then Cancel: asked first, then "Cancel changes" and the name stays', async () => {
    await page.getByRole('article', { name: NAME }).getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Campaign' });
    const name = dialog.getByLabel('Name');
    await expect(name).toHaveValue(NAME);
    await name.fill('');
    await name.blur();
    await expect(dialog.getByText('Name is required')).toBeVisible();
    await name.fill('Something else');
    await expect(dialog.getByText('Name is required')).toBeHidden();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    const confirm = page.getByRole('dialog', { name: 'Discard changes?' });
    await expect(confirm).toContainText('Are you sure you want to cancel? The changes you made will be lost.');
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expectToast(page, 'Cancel changes');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('article', { name: NAME })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Something else' })).toHaveCount(0);
  });

  await test.step('Edit and Save: "Update campaign successfully" and the new name', async () => {
    await page.getByRole('article', { name: NAME }).getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Campaign' });
    await dialog.getByLabel('Name').fill(RENAMED);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Update campaign successfully');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('article', { name: RENAMED })).toBeVisible();
    await expect(page.getByRole('article', { name: NAME })).toHaveCount(0);
    await dismissToasts(page);
  });

  await test.step('View Details: budget, total ads, duration and the target audience', async () => {
    await page.getByRole('article', { name: RENAMED }).getByRole('link', { name: 'View Details' }).click();
    await expect(page).toHaveURL(/\/campaigns\/\d+$/);
    await expect(page.getByRole('heading', { level: 2, name: RENAMED })).toBeVisible();
    await expect(page.getByLabel('Budget', { exact: true })).toContainText('$1,200');
    await expect(page.getByLabel('Budget', { exact: true })).toContainText('Lifetime budget');
    await expect(page.getByLabel('Total Ads', { exact: true })).toContainText('0');
    await expect(page.getByLabel('Duration', { exact: true })).toContainText('22 days');
    await expect(page.getByLabel('Duration', { exact: true })).toContainText('Jul 10, 2026 – Jul 31, 2026');
    await expect(page.getByRole('heading', { name: 'Target Audience' })).toBeVisible();
    await expect(page.getByText('Runners 25-40 in Hanoi')).toBeVisible();
    await expect(page.getByText('No ads yet')).toBeVisible();
  });

  await test.step('Delete: asked first, then gone from the list and the dashboard', async () => {
    await page.getByRole('main').getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: `Delete "${RENAMED}"?` });
    await expect(confirm).toContainText('Are you sure you want to delete this campaign? This action cannot be undone.');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Campaign deleted successfully');
    await expect(page).toHaveURL('/campaigns');
    await expect(page.getByText('No campaign found')).toBeVisible();
    await expect(page.getByRole('article', { name: RENAMED })).toHaveCount(0);

    await sidebarLink(page, 'Dashboard').click();
    await expectTotalCampaigns(page, 0);
    await expect(recentCampaigns(page).getByText('No campaigns yet')).toBeVisible();
    await expect(page.getByRole('article', { name: RENAMED })).toHaveCount(0);
  });
});
