/**
 * Issue 4, spec 1 §2 step 2, §4, §5, §8: the wizard's own image. Uploading a PNG toasts 'File uploaded
 * successfully!' and clears and disables the image provider; every generated variation then uses
 * the uploaded image (served from /api/media/); removing the file clears the provider and enables it again.
 */
import { expect, test } from '@playwright/test';
import { expectImageLoaded, openWizard, select, tinyPng, toStepTwo, variationCard, variationCards } from './support/ad-wizard.ts';
import { SeedApi, type Variation } from './support/api.ts';
import { expectToast, toastWith } from './support/toasts.ts';
import { dismissToasts, signedInUser } from './support/users.ts';

test('upload path: the uploaded PNG is every variation’s image; removing it gives the image provider back', async ({ page }) => {
  const user = await signedInUser(page);
  const seed = await SeedApi.as(page.request, user);
  const campaign = await seed.campaign('Photo Campaign');
  await dismissToasts(page);
  await openWizard(page);
  await toStepTwo(page, { campaign: campaign.name, name: 'Own photo ad', variations: 2, prompt: 'Linen shirts for hot summers' });

  const imageProvider = select(page, 'Image provider');
  let fileUrl = '';
  await test.step("upload a PNG: 'File uploaded successfully!', the image provider cleared and disabled", async () => {
    const uploaded = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/upload/image');
    await page.locator('input[type="file"]').setInputFiles(tinyPng);
    const response = await uploaded;
    expect(response.status()).toBe(200);
    fileUrl = ((await response.json()) as { success: boolean; fileUrl: string }).fileUrl;
    expect(new URL(fileUrl, page.url()).pathname).toMatch(/^\/api\/media\/.+/);

    await expectToast(page, 'File uploaded successfully!');
    const preview = page.getByRole('img', { name: tinyPng.name });
    await expect(preview).toHaveAttribute('src', fileUrl);
    await expectImageLoaded(preview);
    await expect(imageProvider).toBeDisabled();
    await expect(imageProvider).toHaveValue('');
    await expect(page.getByText('Not used: the uploaded image is used instead')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Upload image' })).toHaveCount(0);
  });

  await test.step('generate: every variation uses the uploaded image', async () => {
    const generated = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/ads/generate');
    await page.getByRole('button', { name: 'Generate Ad' }).click();
    const response = await generated;
    expect(response.request().postDataJSON()).toMatchObject({ mediaFileUrl: fileUrl, imageProvider: null, textProvider: 'BUILTIN' });
    const { variations } = (await response.json()) as { variations: Variation[] };
    expect(variations).toHaveLength(2);
    for (const v of variations) expect(v.imageUrl ?? v.mediaFileUrl).toBe(fileUrl);

    await expectToast(page, 'Ad created successfully! Please preview and save.');
    await expect(variationCards(page)).toHaveCount(2);
    for (const n of [1, 2]) {
      const img = variationCard(page, n).locator('img');
      await expect(img).toHaveAttribute('src', fileUrl);
      await expectImageLoaded(img);
    }
  });

  await test.step('Media Preview shows the image full size', async () => {
    await variationCard(page, 1).getByRole('button', { name: 'Preview image of Variation 1' }).click();
    const dialog = page.getByRole('dialog', { name: 'Media Preview' });
    await expect(dialog.getByRole('img', { name: 'Ad media preview' })).toHaveAttribute('src', fileUrl);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  await test.step('back on step 2, Remove gives the image provider back, empty', async () => {
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(page.getByRole('img', { name: tinyPng.name })).toBeVisible();
    await expect(imageProvider).toBeDisabled();
    await page.getByRole('button', { name: 'Remove' }).click();
    await expect(imageProvider).toBeEnabled();
    await expect(imageProvider).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Upload image' })).toBeVisible();
    // Neither a file nor a provider now.
    await page.getByRole('button', { name: 'Generate Ad' }).click();
    await expect(page.getByText('Please either upload a file or select an image provider', { exact: true })).toBeVisible();
  });
});

test('files that are not images are refused: by type before any upload, by their bytes on the server', async ({ page }) => {
  const user = await signedInUser(page);
  const seed = await SeedApi.as(page.request, user);
  const campaign = await seed.campaign('Text File Campaign');
  await dismissToasts(page);
  await openWizard(page);
  await toStepTwo(page, { campaign: campaign.name, name: 'Not a picture', prompt: 'Paper notebooks' });
  const input = page.locator('input[type="file"]');
  const fieldError = page.getByRole('main').getByRole('alert').filter({ hasText: 'Only PNG, JPEG, WebP and GIF images can be uploaded.' });

  await test.step("a text file: refused in the page, nothing sent; the toast is 'Unable to upload file. Please try again.'", async () => {
    const uploads: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/upload/')) uploads.push(r.url());
    });
    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(fieldError).toBeVisible();
    await expectToast(page, 'Unable to upload file. Please try again.');
    await expect(toastWith(page, 'Only PNG, JPEG, WebP and GIF images can be uploaded.')).toHaveCount(0);
    expect(uploads).toEqual([]);
    await dismissToasts(page);
  });

  await test.step("a truncated PNG: the server refuses it, 'Unable to upload file. Please try again.' and why", async () => {
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/upload/image');
    await input.setInputFiles({ ...tinyPng, name: 'cut.png', buffer: tinyPng.buffer.subarray(0, 40) });
    expect((await answered).status()).toBe(400);
    await expectToast(page, 'Unable to upload file. Please try again.');
    await expect(
      page.getByRole('main').getByRole('alert').filter({ hasText: 'This image is damaged or incomplete. Please select another file.' }),
    ).toBeVisible();
    await expect(fieldError).toHaveCount(0);
  });

  // Nothing was uploaded: the built-in image provider is still chosen and usable.
  await expect(select(page, 'Image provider')).toBeEnabled();
  await expect(select(page, 'Image provider')).toHaveValue('Built-in (offline)');
  await expect(page.getByRole('button', { name: 'Upload image' })).toBeEnabled();
});
