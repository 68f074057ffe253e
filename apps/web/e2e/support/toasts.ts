/** The toasts on screen (Mantine notifications at the top right). */
import { expect, type Locator, type Page } from '@playwright/test';

export const toastWith = (page: Page, text: string | RegExp): Locator =>
  page.locator('.mantine-Notification-root').filter({ hasText: text });

/** Waits for a toast that reads exactly `text` (or matches it). */
export async function expectToast(page: Page, text: string | RegExp): Promise<void> {
  await expect(toastWith(page, text).locator('.mantine-Notification-description')).toHaveText(text);
}
