/**
 * Issue 4, spec 1 §2 and §4: Facebook Ad Library links in the wizard. With no extractor set up (no
 * ScrapeCreators key, no Facebook) the extraction fails, which opens Extraction Failed: Go Back returns to step 1, Continue
 * generates without extracted content. A link that is not an Ad Library link brings the user back to
 * step 1 with the server's message under the links (decision 041).
 */
import { expect, test } from '@playwright/test';
import { AD_LIBRARY_LINK, openWizard, toStepTwo, variationCards } from './support/ad-wizard.ts';
import { SeedApi } from './support/api.ts';
import { expectToast } from './support/toasts.ts';
import { dismissToasts, signedInUser } from './support/users.ts';

const EXTRACTION_FAILED = 'Failed to extract content from the provided ad links. Would you like to continue without extracted content?';
const INVALID_LINK = 'Please provide a valid ad link (a Facebook Ad Library URL such as https://www.facebook.com/ads/library/?id=123).';

test('Extraction Failed: Go Back returns to step 1; Continue generates without extracted content', async ({ page }) => {
  const user = await signedInUser(page);
  const seed = await SeedApi.as(page.request, user);
  const campaign = await seed.campaign('Library Campaign');
  await dismissToasts(page);
  await openWizard(page);
  await toStepTwo(page, {
    campaign: campaign.name,
    name: 'Learned from the library',
    variations: 2,
    prompt: 'Organic cotton baby clothes',
    links: [AD_LIBRARY_LINK],
  });
  const dialog = page.getByRole('dialog', { name: 'Extraction Failed' });

  await test.step('Generate Ad: the extraction fails and the dialog says so, with the reason', async () => {
    const extraction = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/ads/extract-from-library');
    await page.getByRole('button', { name: 'Generate Ad' }).click();
    expect((await extraction).request().postDataJSON()).toMatchObject({ adLinks: [AD_LIBRARY_LINK] });
    await expect(dialog.getByText(EXTRACTION_FAILED, { exact: true })).toBeVisible();
    await expect(dialog.getByText('Ad Library import is not set up', { exact: false })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Generate Ad' })).toBeEnabled();
  });

  await test.step('Go Back: step 1 with everything still filled in', async () => {
    await dialog.getByRole('button', { name: 'Go Back' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Next Step' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Ad link 1' })).toHaveValue(AD_LIBRARY_LINK);
    await expect(page.getByRole('textbox', { name: 'Ad name' })).toHaveValue('Learned from the library');
  });

  await test.step('again, then Continue: variations generated without extracted content', async () => {
    await page.getByRole('button', { name: 'Next Step' }).click();
    await page.getByRole('button', { name: 'Generate Ad' }).click();
    await expect(dialog.getByText(EXTRACTION_FAILED, { exact: true })).toBeVisible();
    const generated = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/ads/generate');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog).toBeHidden();
    const response = await generated;
    expect(response.status()).toBe(200);
    const body = response.request().postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({ adLinks: [AD_LIBRARY_LINK], textProvider: 'BUILTIN' });
    expect(body).not.toHaveProperty('extractedContent');
    await expectToast(page, 'Ad created successfully! Please preview and save.');
    await expect(variationCards(page)).toHaveCount(2);
  });
});

test('a link that is not an Ad Library link returns to step 1 with the message under the links', async ({ page }) => {
  const user = await signedInUser(page);
  const seed = await SeedApi.as(page.request, user);
  const campaign = await seed.campaign('Bad Link Campaign');
  await dismissToasts(page);
  await openWizard(page);
  await toStepTwo(page, {
    campaign: campaign.name,
    name: 'Wrong link',
    prompt: 'Bamboo toothbrushes',
    links: ['https://example.com/x'],
  });

  await page.getByRole('button', { name: 'Generate Ad' }).click();
  await expectToast(page, INVALID_LINK);
  // Back on step 1, validation shown: the server's words under the links, no dialog in between.
  await expect(page.getByRole('button', { name: 'Next Step' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Extraction Failed' })).toHaveCount(0);
  const linkError = page.getByRole('main').getByRole('alert').filter({ hasText: INVALID_LINK });
  await expect(linkError).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Ad link 1' })).toHaveValue('https://example.com/x');

  // Fixing the link clears the message; without it the ad generates from the prompt alone.
  await page.getByRole('textbox', { name: 'Ad link 1' }).fill('');
  await expect(linkError).toHaveCount(0);
  await page.getByRole('button', { name: 'Next Step' }).click();
  await page.getByRole('button', { name: 'Generate Ad' }).click();
  await expectToast(page, 'Ad created successfully! Please preview and save.');
  await expect(variationCards(page)).toHaveCount(1);
});
