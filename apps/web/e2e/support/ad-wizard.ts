/**
 * Steps through the ad wizard (/ad/create, spec 1 §2) for the browser tests: its Mantine selects,
 * step 1 filled with a valid ad, the variation cards, a tiny real PNG for the upload, and a gate
 * that holds a request until the test has seen what the page shows while it waits.
 */
import { expect, type Locator, type Page } from '@playwright/test';

/** A real 1×1 PNG: the upload endpoint checks the bytes and re-encodes them. */
export const tinyPng = {
  name: 'product-photo.png',
  mimeType: 'image/png',
  buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'),
};

export const AD_LIBRARY_LINK = 'https://www.facebook.com/ads/library/?id=123';

/** A Mantine select by its label (the asterisk of a required field is not part of the name). */
export const select = (page: Page, label: string): Locator => page.getByRole('combobox', { name: label, exact: true });

/** Opens a Mantine select and clicks one of its options (only the open list's options are visible). */
export async function choose(page: Page, label: string, option: string): Promise<void> {
  await select(page, label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(select(page, label)).toHaveValue(option);
}

export interface StepOne {
  campaign: string;
  name: string;
  variations?: number;
  prompt?: string;
  links?: string[];
}

/** Fills step 1: campaign, ad name, variations, language English, 'Shop Now', the prompt and links. */
export async function fillStepOne(page: Page, { campaign, name, variations = 1, prompt, links = [] }: StepOne): Promise<void> {
  await choose(page, 'Campaign', campaign);
  await page.getByRole('textbox', { name: 'Ad name' }).fill(name);
  await page.getByRole('textbox', { name: 'Number of variations' }).fill(String(variations));
  await choose(page, 'Language', 'English');
  await choose(page, 'Call to Action', 'Shop Now - Mua ngay');
  if (prompt !== undefined) await page.getByRole('textbox', { name: 'Ad content prompt' }).fill(prompt);
  for (const [i, link] of links.entries()) {
    if (i > 0) await page.getByRole('button', { name: 'Add link' }).click();
    await page.getByRole('textbox', { name: `Ad link ${i + 1}` }).fill(link);
  }
}

/** Step 1 filled, then Next Step; on step 2 once the built-in providers are preselected (decision 041). */
export async function toStepTwo(page: Page, stepOne: StepOne): Promise<void> {
  await fillStepOne(page, stepOne);
  await page.getByRole('button', { name: 'Next Step' }).click();
  await expect(select(page, 'Text provider')).toHaveValue('Built-in (offline)');
  await expect(select(page, 'Image provider')).toHaveValue('Built-in (offline)');
}

/** Opens /ad/create and waits until the user's campaigns are in the campaign select. */
export async function openWizard(page: Page): Promise<void> {
  await page.goto('/ad/create');
  await expect(page.getByRole('heading', { name: 'Create Ad', level: 2 })).toBeVisible();
  await expect(select(page, 'Campaign')).toHaveAttribute('placeholder', 'Select a campaign');
}

export const variationCards = (page: Page): Locator => page.getByRole('group', { name: /^Variation \d+$/ });
export const variationCard = (page: Page, n: number): Locator => page.getByRole('group', { name: `Variation ${n}`, exact: true });

/** Waits until the image has loaded real pixels. */
export async function expectImageLoaded(img: Locator): Promise<void> {
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => (el.complete ? el.naturalWidth : 0)), { message: 'image loaded' })
    .toBeGreaterThan(0);
}

/**
 * Holds the next POST to `path` until `release()`: lets a test see the page's waiting state
 * ('Generating...') without racing a fast server.
 */
export async function holdRequest(page: Page, path: string): Promise<{ release: () => void }> {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      await gate;
      await route.continue();
    },
    { times: 1 },
  );
  return { release: () => release() };
}
