/** Spec 1 §1 and §2: the legal pages are public, signed in or not (effective 06/06/2025, under-13 exclusion, 7 working days). */
import { expect, type Page, test } from '@playwright/test';
import { signedInUser } from './support/users.ts';

async function checkLegalPages(page: Page) {
  await page.goto('/privacy-policy');
  await expect(page).toHaveURL('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1, name: /privacy policy/i })).toBeVisible();
  await expect(page.getByText('Effective date: 06/06/2025')).toBeVisible();
  await expect(page.getByText(/not directed to children under 13/)).toBeVisible();
  await expect(page.getByRole('link', { name: /@/ }).first()).toHaveAttribute('href', /^mailto:/);

  await page.getByRole('link', { name: 'Terms of Service', exact: true }).click();
  await expect(page).toHaveURL('/terms-of-service');
  await expect(page.getByRole('heading', { level: 1, name: /terms of service/i })).toBeVisible();
  await expect(page.getByText('Effective date: 06/06/2025')).toBeVisible();

  await page.getByRole('link', { name: 'Data deletion', exact: true }).click();
  await expect(page).toHaveURL('/data-deletion');
  await expect(page.getByRole('heading', { level: 1, name: 'Hướng dẫn xóa dữ liệu người dùng' })).toBeVisible();
  await expect(page.getByText('Ngày hiệu lực: 06/06/2025')).toBeVisible();
  await expect(page.getByText('7 ngày làm việc', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /@/ }).first()).toHaveAttribute('href', /^mailto:.+@/);
}

test('signed out: privacy policy, terms and data deletion are open and linked from the login page', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Privacy Policy' }).click();
  await checkLegalPages(page);
});

test('signed in: the same pages open without being sent to the dashboard', async ({ page }) => {
  await signedInUser(page);
  await checkLegalPages(page);
});
