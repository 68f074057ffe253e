/**
 * Issue 7, decision 050: changing the e-mail on the profile needs the current password and takes
 * effect only when the link mailed to the new address is opened; the old address is told.
 */
import { expect, test } from '@playwright/test';
import { readMailedLink } from './support/outbox.ts';
import { signedInUser, uniqueUser } from './support/users.ts';

test('profile e-mail change: current password, check your new inbox, the link confirms it', async ({ page }) => {
  const user = await signedInUser(page);
  const newEmail = uniqueUser('moved').email;
  await page.goto('/profile');
  // The password card has a 'Current password' field too.
  const details = page.locator('.mantine-Card-root').filter({ has: page.getByRole('heading', { name: 'Personal information' }) });
  // A fresh account has not confirmed its address yet.
  await expect(page.getByText('Please confirm your e-mail address: open the link we sent you.')).toBeVisible();

  await test.step('the new e-mail asks for the current password and stays pending', async () => {
    await details.getByLabel('Email').fill(newEmail);
    await details.getByLabel('Current password').fill(user.password);
    await details.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Check your new inbox')).toBeVisible();
    await expect(page.getByText(newEmail)).toBeVisible();
    await expect(details.getByLabel('Email')).toHaveValue(user.email);
  });

  const link = await readMailedLink(newEmail, '/verify-email');
  expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/verify-email\?token=[^&\s]+$/);

  await test.step('opening the link confirms the new address, signed in', async () => {
    await page.goto(link);
    await expect(page.getByText('Your e-mail address is confirmed.')).toBeVisible();
    await page.getByRole('link', { name: 'Go to your profile' }).click();
    await expect(details.getByLabel('Email')).toHaveValue(newEmail);
    await expect(page.getByText('Check your new inbox')).toHaveCount(0);
    await expect(page.getByText('Please confirm your e-mail address: open the link we sent you.')).toHaveCount(0);
  });

  await test.step('the link is single-use', async () => {
    await page.goto(link);
    await expect(page.getByText('This confirmation link is invalid or has expired.')).toBeVisible();
  });
});
