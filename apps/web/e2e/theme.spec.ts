/** Spec 1 §1: light and dark themes; the stored choice (dark or light) wins, otherwise the OS preference. */
import { expect, type Page, test } from '@playwright/test';
import { dismissToasts, signedInUser } from './support/users.ts';

const scheme = (page: Page) => page.locator('html');
const stored = (page: Page) => page.evaluate(() => localStorage.getItem('theme'));

test.describe('with a light OS', () => {
  test.use({ colorScheme: 'light' });

  test('the toggle switches dark and light, and the choice survives a reload', async ({ page }) => {
    await signedInUser(page);
    await dismissToasts(page);
    await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'light');
    const toggle = page.getByRole('button', { name: 'Toggle color scheme' });

    await toggle.click();
    await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'dark');
    expect(await stored(page)).toBe('dark');
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'dark');
    // The page really is dark, not just labelled so.
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).not.toBe('rgb(255, 255, 255)');

    await toggle.click();
    await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'light');
    expect(await stored(page)).toBe('light');
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'light');
  });
});

test.describe('with a dark OS', () => {
  test.use({ colorScheme: 'dark' });

  test('no stored choice: the app starts dark, decided before any script of the app runs', async ({ page }) => {
    // With the app's bundle blocked only index.html's inline script can set the scheme: no flash of light.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/login');
    await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await page.unroute('**/assets/*.js');

    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
    await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'dark');
    expect(await stored(page)).toBeNull();
  });

  test('a stored light choice wins over the OS preference', async ({ page }) => {
    await signedInUser(page);
    await dismissToasts(page);
    await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await page.getByRole('button', { name: 'Toggle color scheme' }).click();
    await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'light');
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expect(scheme(page)).toHaveAttribute('data-mantine-color-scheme', 'light');
    expect(await stored(page)).toBe('light');
  });
});
