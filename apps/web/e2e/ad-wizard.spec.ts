/**
 * Issue 4, spec 1 §2 "Ad creation wizard", §4, §5, §8: the whole wizard with the built-in provider
 * (no keys) from the validation messages to the saved ad in /ads and on its detail page, where
 * 'Use This' switches the selection; and /ads/{id}/edit opening the wizard on an existing ad.
 */
import { expect, test } from '@playwright/test';
import {
  choose,
  expectImageLoaded,
  fillStepOne,
  holdRequest,
  openWizard,
  select,
  toStepTwo,
  variationCard,
  variationCards,
} from './support/ad-wizard.ts';
import { SeedApi, type Variation } from './support/api.ts';
import { expectToast } from './support/toasts.ts';
import { dismissToasts, signedInUser } from './support/users.ts';

test('the whole wizard with the built-in provider: validations, generate 3, edit one, save, then /ads and the detail page', async ({
  page,
}) => {
  const user = await signedInUser(page);
  const seed = await SeedApi.as(page.request, user);
  const campaign = await seed.campaign('Autumn Coffee Launch');
  const adName = 'Ceramic mugs - wizard';
  await dismissToasts(page);
  await openWizard(page);

  await test.step('step 1: Next Step with empty fields shows every message', async () => {
    await page.getByRole('button', { name: 'Next Step' }).click();
    for (const message of [
      'Please select a campaign',
      'Please enter an ad name',
      'Please select a Call to Action',
      'Please provide either a prompt or at least one ad link',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    // Still on step 1.
    await expect(page.getByRole('button', { name: 'Next Step' })).toBeVisible();
  });

  await test.step('number of variations: numeric, 1 to 5', async () => {
    const variations = page.getByRole('textbox', { name: 'Number of variations' });
    await expect(variations).toHaveValue('1');
    await variations.fill('');
    await expect(page.getByText('Please enter number of variations', { exact: true })).toBeVisible();
    // 6 is over the maximum: the field does not take it (decision 041: clamped while typing).
    await variations.pressSequentially('6');
    await expect(variations).not.toHaveValue('6');
    await variations.fill('abc');
    await expect(variations).not.toHaveValue('abc');
    await expect(page.getByText('Please enter number of variations', { exact: true })).toBeVisible();
    await variations.fill('3');
    await expect(page.getByText('Please enter number of variations', { exact: true })).toBeHidden();
  });

  await test.step('step 1 filled: the messages go, Next Step leads to AI Setup', async () => {
    await fillStepOne(page, {
      campaign: campaign.name,
      name: adName,
      variations: 3,
      prompt: 'Handmade ceramic mugs for coffee lovers who work from home, 20% off this week',
    });
    await expect(page.getByText('Please select a campaign', { exact: true })).toBeHidden();
    await expect(page.getByText('Please provide either a prompt or at least one ad link', { exact: true })).toBeHidden();
    await page.getByRole('button', { name: 'Next Step' }).click();
    await expect(page.getByText('Image (optional)')).toBeVisible();
    await expect(page.getByText('PNG, JPG up to 10MB')).toBeVisible();
  });

  await test.step('step 2: the built-in provider is the default; without providers Generate shows the messages', async () => {
    // Decision 041: with no paid provider configured, BUILTIN is preselected for text and image.
    await expect(select(page, 'Text provider')).toHaveValue('Built-in (offline)');
    await expect(select(page, 'Image provider')).toHaveValue('Built-in (offline)');
    await expect(page.getByLabel('Built-in (offline) capabilities').first()).toContainText('Runs on this server, no key needed');
    await page.getByRole('button', { name: 'Clear text provider' }).click();
    await page.getByRole('button', { name: 'Clear image provider' }).click();
    await expect(select(page, 'Text provider')).toHaveValue('');
    await page.getByRole('button', { name: 'Generate Ad' }).click();
    await expect(page.getByText('Please select a text provider', { exact: true })).toBeVisible();
    await expect(page.getByText('Please either upload a file or select an image provider', { exact: true })).toBeVisible();
    await choose(page, 'Text provider', 'Built-in (offline)');
    await choose(page, 'Image provider', 'Built-in (offline)');
    await expect(page.getByText('Please select a text provider', { exact: true })).toBeHidden();
  });

  let variations: Variation[] = [];
  await test.step("Generate Ad: 'Generating...', the toast, three cards with images", async () => {
    const held = await holdRequest(page, '/api/ads/generate');
    const generated = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/ads/generate');
    await page.getByRole('button', { name: 'Generate Ad' }).click();
    await expect(page.getByRole('button', { name: 'Generating...' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
    held.release();
    const response = await generated;
    expect(response.status()).toBe(200);
    const body = (await response.json()) as { status: string; variations: Variation[] };
    expect(body.status).toBe('success');
    variations = body.variations;
    expect(variations).toHaveLength(3);
    // The request is what step 1 and 2 said.
    expect(response.request().postDataJSON()).toMatchObject({
      campaignId: campaign.id,
      name: adName,
      numberOfVariations: 3,
      language: 'en',
      callToAction: 'SHOP_NOW',
      textProvider: 'BUILTIN',
      imageProvider: 'BUILTIN',
      promptStyle: 'Dynamic',
      isPreview: true,
    });

    await expectToast(page, 'Ad created successfully! Please preview and save.');
    await expect(variationCards(page)).toHaveCount(3);
    for (const [i, v] of variations.entries()) {
      const card = variationCard(page, i + 1);
      await expect(card.getByText(v.headline, { exact: true })).toBeVisible();
      await expect(card.getByText('Shop Now - Mua ngay')).toBeVisible();
      await expectImageLoaded(card.locator('img'));
    }
    expect(new Set(variations.map((v) => v.headline)).size, 'the variations differ').toBe(3);
    // The score before saving (decision 185): a new account has no ads with results, so no number, and it says why.
    for (const n of [1, 2, 3]) {
      await expect(page.getByRole('region', { name: `Score of Variation ${n}` })).toContainText('Not enough evidence yet: 0 ads with tags');
    }
  });

  const editedHeadline = 'Your desk deserves a better mug';
  await test.step('Save Ad is disabled until a card is chosen; Edit Ad Variation changes card 2', async () => {
    await expect(page.getByRole('button', { name: 'Save Ad' })).toBeDisabled();
    await expect(page.getByText('Vui lòng chọn một quảng cáo trước khi lưu.')).toBeVisible();

    await page.getByRole('button', { name: 'Edit Variation 2' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Ad Variation' });
    await expect(dialog.getByRole('textbox', { name: 'Headline' })).toHaveValue(variations[1].headline);
    await dialog.getByRole('textbox', { name: 'Headline' }).fill(editedHeadline);
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog).toBeHidden();
    const card = variationCard(page, 2);
    await expect(card.getByText(editedHeadline, { exact: true })).toBeVisible();
    await expect(card.getByText(variations[1].headline, { exact: true })).toHaveCount(0);
    // Editing does not choose it.
    await expect(page.getByRole('button', { name: 'Save Ad' })).toBeDisabled();

    await card.getByRole('button', { name: 'Select' }).click();
    await expect(card).toHaveAttribute('data-selected', 'true');
    await expect(card.getByRole('img', { name: 'Selected' })).toBeVisible();
    await expect(page.getByText('Vui lòng chọn một quảng cáo trước khi lưu.')).toBeHidden();
  });

  let adId = 0;
  await test.step("Save Ad → 'Are you sure you want to save this ad?' → Save → the dashboard", async () => {
    await page.getByRole('button', { name: 'Save Ad' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Save' });
    await expect(dialog.getByText('Are you sure you want to save this ad?')).toBeVisible();
    const saved = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/ads/save-existing');
    await dialog.getByRole('button', { name: 'Save' }).click();
    const response = await saved;
    expect(response.status()).toBe(200);
    expect(response.request().postDataJSON()).toMatchObject({
      selectedVariation: { id: variations[1].id, headline: editedHeadline },
      isPreview: false,
      saveExistingContent: true,
    });
    adId = ((await response.json()) as { adId: number }).adId;
    await expectToast(page, 'Ad saved successfully!');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  await test.step('/ads shows the ad with the edited headline', async () => {
    await dismissToasts(page);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Ads', exact: true }).click();
    await expect(page).toHaveURL(/\/ads$/);
    const card = page.getByRole('article', { name: adName });
    await expect(card).toBeVisible();
    await expect(card.getByText(editedHeadline, { exact: true })).toBeVisible();
    await expect(card.getByText(campaign.name)).toBeVisible();
    await expect(card.getByText('Shop Now - Mua ngay')).toBeVisible();
    await expect(card.getByText('DRAFT', { exact: false }).first()).toBeVisible();
  });

  await test.step("the detail page: three contents, the edited one selected; 'Use This' switches", async () => {
    await page.goto(`/ads/${adId}`);
    await expect(page.getByRole('heading', { name: editedHeadline, level: 2 })).toBeVisible();
    const generatedContent = page.getByRole('region', { name: 'Generated Content' });
    const cards = generatedContent.getByRole('article');
    await expect(cards).toHaveCount(3);
    const edited = generatedContent.getByRole('article', { name: editedHeadline, exact: true });
    await expect(edited.getByText('Selected')).toBeVisible();
    await expect(edited.getByRole('button', { name: 'Use This' })).toBeDisabled();
    await expect(generatedContent.getByText('Selected', { exact: true })).toHaveCount(1);

    const other = generatedContent.getByRole('article', { name: variations[0].headline, exact: true });
    await expect(other.getByText(variations[0].body, { exact: true })).toBeVisible();
    await other.getByRole('button', { name: 'Use This' }).click();
    await expectToast(page, 'Content selected successfully');
    await expect(page.getByRole('heading', { name: variations[0].headline, level: 2 })).toBeVisible();
    await expect(other.getByText('Selected')).toBeVisible();
    await expect(edited.getByText('Selected')).toHaveCount(0);
    await expect(edited.getByRole('button', { name: 'Use This' })).toBeEnabled();
    await expect(generatedContent.getByText('Selected', { exact: true })).toHaveCount(1);

    // The choice is the ad's, not the page's.
    await page.reload();
    await expect(page.getByRole('heading', { name: variations[0].headline, level: 2 })).toBeVisible();
  });
});

test('/ads/{id}/edit opens the wizard on the ad: its fields, its contents as the cards, and saves another choice onto it', async ({
  page,
}) => {
  const user = await signedInUser(page);
  const seed = await SeedApi.as(page.request, user);
  const campaign = await seed.campaign('Winter Tea Promo');
  const { ad, variations } = await seed.generatedAd(campaign.id, 'Tea sampler - edit me');
  await dismissToasts(page);

  await page.goto(`/ads/${ad.id}/edit`);
  await expect(page.getByRole('heading', { name: 'Edit Ad', level: 2 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Ad name' })).toHaveValue('Tea sampler - edit me');
  await expect(select(page, 'Campaign')).toHaveValue(campaign.name);
  await expect(select(page, 'Call to Action')).toHaveValue('Shop Now - Mua ngay');

  // The stepper jumps straight to Preview: one card per stored content, the ad's own one chosen.
  await page.getByRole('button', { name: /Preview/ }).click();
  await expect(variationCards(page)).toHaveCount(3);
  await expect(variationCard(page, 1)).toHaveAttribute('data-selected', 'true');
  await expect(variationCard(page, 1).getByText(variations[0].headline, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save Ad' })).toBeEnabled();

  // Choosing another stored content and saving updates this ad; no second ad is made.
  await variationCard(page, 2).getByRole('button', { name: 'Select' }).click();
  await page.getByRole('button', { name: 'Save Ad' }).click();
  await page.getByRole('dialog', { name: 'Confirm Save' }).getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Ad saved successfully!');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`/ads/${ad.id}`);
  await expect(page.getByRole('heading', { name: variations[1].headline, level: 2 })).toBeVisible();
  const selected = page
    .getByRole('region', { name: 'Generated Content' })
    .getByRole('article', { name: variations[1].headline, exact: true });
  await expect(selected.getByText('Selected')).toBeVisible();
  await page.goto('/ads');
  await expect(page.getByRole('article', { name: 'Tea sampler - edit me' })).toHaveCount(1);
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(1);
});

test('the number of variations is kept between the steps and step 1 keeps its values after Previous', async ({ page }) => {
  const user = await signedInUser(page);
  const seed = await SeedApi.as(page.request, user);
  const campaign = await seed.campaign('Spring Shoes');
  await dismissToasts(page);
  await openWizard(page);

  await toStepTwo(page, { campaign: campaign.name, name: 'Shoes - back and forth', variations: 2, prompt: 'Light running shoes' });
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByRole('textbox', { name: 'Ad name' })).toHaveValue('Shoes - back and forth');
  await expect(page.getByRole('textbox', { name: 'Number of variations' })).toHaveValue('2');
  await expect(select(page, 'Campaign')).toHaveValue(campaign.name);
  // Previous resets the validation display: nothing red on the way back.
  await expect(page.getByText('Please select a campaign', { exact: true })).toHaveCount(0);
});
