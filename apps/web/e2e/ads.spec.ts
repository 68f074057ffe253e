/**
 * Spec 1 §2, §4, §5, §8 for ads in the browser, on data seeded through the API: the list's paging
 * and search over the loaded page, the Edit Ad dialog's validation and cancel confirmation, and the
 * ad page's generated contents ('Use This', Publish) and Generate Content with the built-in provider.
 */
import { expect, type Page, test } from '@playwright/test';
import { SeedApi } from './support/api.ts';
import { expectToast } from './support/toasts.ts';
import { dismissToasts, signedInUser } from './support/users.ts';

test.use({ viewport: { width: 1280, height: 900 } });

const adCards = (page: Page) => page.getByRole('main').getByRole('article');
const contentCards = (page: Page) => page.getByRole('region', { name: 'Generated Content' }).getByRole('article');

/** A signed-in user on /dashboard with no toast in the way, and an API client for the same account. */
async function start(page: Page) {
  const user = await signedInUser(page);
  await dismissToasts(page);
  return SeedApi.as(page.request, user);
}

test('ads list: 5 per page with a paginator, search over the loaded page, fallbacks', async ({ page }) => {
  const api = await start(page);
  const campaign = await api.campaign('Winter Boots');
  const seeded: [string, string][] = [
    ['Alpine Jacket', 'Stay warm on the ridge'],
    ['Trail Runner', 'Grip on every trail'],
    ['City Sneaker', 'Walk the city in style'],
    ['Rain Shell', 'Dry in any storm'],
    ['Wool Socks', 'Cozy feet all winter'],
    ['Summit Pack', 'Carry more, climb higher'],
  ];
  for (const [name, headline] of seeded) await api.ad(name, { headline, campaignId: campaign.id });
  await api.ad('Loose Flyer', { headline: 'A flyer on its own' });

  await page.goto('/ads');
  await test.step('page 1: the 5 newest, the paginator, the fallbacks', async () => {
    await expect(adCards(page)).toHaveCount(5);
    await expect(page.getByText('Page 1 of 2 · 7 ads')).toBeVisible();
    expect(await adCards(page).evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label')))).toEqual([
      'Loose Flyer',
      'Summit Pack',
      'Wool Socks',
      'Rain Shell',
      'City Sneaker',
    ]);
    await expect(adCards(page).filter({ hasText: 'Loose Flyer' })).toContainText('Campaign: No Campaign');
    await expect(adCards(page).filter({ hasText: 'Summit Pack' })).toContainText('Campaign: Winter Boots');
    await expect(adCards(page).filter({ hasText: 'Summit Pack' })).toContainText('Call to action: Learn More - Tìm hiểu thêm');
  });

  await test.step('search: case-insensitive over headline and name, this page only', async () => {
    const search = page.getByPlaceholder('Search ads...');
    await search.fill('COZY FEET');
    await expect(adCards(page)).toHaveCount(1);
    await expect(adCards(page).first()).toHaveAccessibleName('Wool Socks');
    await search.fill('summit');
    await expect(adCards(page)).toHaveCount(1);
    await expect(adCards(page).first()).toHaveAccessibleName('Summit Pack');
    await search.fill('winter boots');
    await expect(adCards(page)).toHaveCount(4);
    // Alpine Jacket is on page 2, which is not loaded.
    await search.fill('alpine');
    await expect(adCards(page)).toHaveCount(0);
    await expect(page.getByText('No ad on this page matches "alpine".')).toBeVisible();
    await search.fill('');
    await expect(adCards(page)).toHaveCount(5);
  });

  await test.step('page 2: the other two', async () => {
    await page.getByRole('button', { name: '2', exact: true }).click();
    await expect(page.getByText('Page 2 of 2 · 7 ads')).toBeVisible();
    await expect(adCards(page)).toHaveCount(2);
    expect(await adCards(page).evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label')))).toEqual([
      'Trail Runner',
      'Alpine Jacket',
    ]);
    await page.getByPlaceholder('Search ads...').fill('ALPINE');
    await expect(adCards(page)).toHaveCount(1);
    await expect(adCards(page).first()).toHaveAccessibleName('Alpine Jacket');
  });
});

test('Edit Ad dialog: required fields, cancel confirmation, a real save', async ({ page }) => {
  const api = await start(page);
  await api.ad('Espresso Promo', { headline: 'Wake up to better coffee' });
  await page.goto('/ads');
  const card = adCards(page).filter({ hasText: 'Espresso Promo' });
  const dialog = page.getByRole('dialog', { name: 'Edit Ad' });

  await test.step("'Name is required' on blur; 'Headline is required' and the toast on save", async () => {
    await card.getByRole('button', { name: 'Edit' }).click();
    await dialog.getByLabel('Name').fill('');
    await dialog.getByLabel('Name').blur();
    await expect(dialog.getByText('Name is required')).toBeVisible();
    await dialog.getByLabel('Name').fill('Espresso Promo v2');
    await expect(dialog.getByText('Name is required')).toBeHidden();
    await dialog.getByLabel('Headline').fill('');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Headline is required')).toBeVisible();
    await expectToast(page, 'Please fill in all required fields.');
  });

  await test.step("Cancel asks first, then 'Changes discarded' and nothing changed", async () => {
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    const confirm = page.getByRole('dialog', { name: 'Discard changes?' });
    await expect(confirm).toContainText('Are you sure you want to cancel? Your unsaved changes will be lost.');
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expectToast(page, 'Changes discarded');
    await expect(dialog).toBeHidden();
    await expect(card).toHaveAccessibleName('Espresso Promo');
    await expect(card).toContainText('Wake up to better coffee');
    await dismissToasts(page);
  });

  await test.step("a valid save: 'Ad updated successfully' and the list shows it", async () => {
    await card.getByRole('button', { name: 'Edit' }).click();
    await expect(dialog.getByLabel('Headline')).toHaveValue('Wake up to better coffee');
    await dialog.getByLabel('Headline').fill('Double shot, half price');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Ad updated successfully');
    await expect(dialog).toBeHidden();
    await expect(card).toContainText('Double shot, half price');
    await page.reload();
    await expect(adCards(page).filter({ hasText: 'Espresso Promo' })).toContainText('Double shot, half price');
  });
});

test("ad page: the generated contents, 'Use This' and Publish to Facebook", async ({ page }) => {
  const api = await start(page);
  const campaign = await api.campaign('Ceramics Week');
  const { ad, variations } = await api.generatedAd(campaign.id, 'Mug Launch');
  const [first, second] = variations;
  await page.goto(`/ads/${ad.id}`);

  await test.step('three content cards, the saved one marked', async () => {
    await expect(page.getByRole('heading', { level: 2, name: first.headline })).toBeVisible();
    await expect(contentCards(page)).toHaveCount(3);
    const chosen = contentCards(page).filter({ hasText: first.headline });
    await expect(chosen.getByText('Selected', { exact: true })).toBeVisible();
    await expect(chosen.getByRole('button', { name: 'Use This' })).toBeDisabled();
    await expect(page.getByRole('region', { name: 'Generated Content' }).getByText('Selected', { exact: true })).toHaveCount(1);
  });

  await test.step("'Use This' on another: the toast, the new headline, kept after a reload", async () => {
    const other = contentCards(page).filter({ hasText: second.headline });
    await other.getByRole('button', { name: 'Use This' }).click();
    await expectToast(page, 'Content selected successfully');
    await expect(page.getByRole('heading', { level: 2, name: second.headline })).toBeVisible();
    await expect(page.getByLabel('Facebook preview')).toContainText(second.headline);
    await expect(other.getByText('Selected', { exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: second.headline })).toBeVisible();
    await expect(contentCards(page).filter({ hasText: second.headline }).getByText('Selected', { exact: true })).toBeVisible();
    await expect(contentCards(page).filter({ hasText: first.headline }).getByRole('button', { name: 'Use This' })).toBeEnabled();
  });

  await test.step("'Publish to Facebook' is enabled for a draft with a selection, and says Facebook is not connected", async () => {
    const publish = page.getByRole('button', { name: 'Publish to Facebook' });
    await expect(publish).toBeEnabled();
    await publish.click();
    await expectToast(page, 'Failed to publish ad: Facebook is not connected. Connect a Facebook ad account to publish ads.');
  });
});

test('ad page: Generate Content for a saved ad without contents, with the built-in provider', async ({ page }) => {
  const api = await start(page);
  const campaign = await api.campaign('Tea House');
  const ad = await api.ad('Matcha Ad', { headline: 'Matcha, made slowly', campaignId: campaign.id });
  await page.goto(`/ads/${ad.id}`);
  const prompt = page.getByPlaceholder('Describe what you want to advertise...');
  const generate = page.getByRole('button', { name: 'Generate', exact: true });

  await test.step('the form: providers as the server lists them, Generate waits for a prompt', async () => {
    await expect(prompt).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Built-in (offline)' })).toBeChecked();
    await expect(page.getByText('Not configured: Set OPENAI_API_KEY or add a key in Settings')).toBeVisible();
    await expect(generate).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Publish to Facebook' })).toBeDisabled();
  });

  await test.step("a provider without a key: 'Failed to generate content: {message}'", async () => {
    await page.getByRole('radio', { name: 'OpenAI' }).check();
    await prompt.fill('Ceremonial grade matcha for busy mornings');
    await generate.click();
    await expectToast(page, 'Failed to generate content: OpenAI is not configured. Set OPENAI_API_KEY or add a key in Settings.');
    await expect(contentCards(page)).toHaveCount(0);
    await dismissToasts(page);
  });

  await test.step('the built-in provider writes three options', async () => {
    await page.getByRole('radio', { name: 'Built-in (offline)' }).check();
    await generate.click();
    await expect(contentCards(page)).toHaveCount(3);
    await expect(prompt).toBeHidden();
    for (const card of await contentCards(page).all()) await expect(card.getByRole('button', { name: 'Use This' })).toBeEnabled();
  });

  await test.step("'Use This' makes one the ad's copy", async () => {
    const card = contentCards(page).nth(1);
    const title = (await card.getAttribute('aria-label')) as string;
    await card.getByRole('button', { name: 'Use This' }).click();
    await expectToast(page, 'Content selected successfully');
    await expect(card.getByText('Selected', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Publish to Facebook' })).toBeEnabled();
  });
});
