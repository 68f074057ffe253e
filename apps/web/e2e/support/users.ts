/**
 * Accounts for the browser tests: every test makes its own user (through the API unless the
 * register form is what is under test) and signs in through the real login form.
 */
import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

export interface TestUser {
  username: string;
  email: string;
  password: string;
}

export function uniqueUser(prefix = 'e2e'): TestUser {
  const id = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  return { username: `${prefix}_${id}`, email: `${prefix}.${id}@example.test`, password: `Pw-${id}-secret` };
}

/** Creates the account with POST /api/auth/register (the page under test is elsewhere). */
export async function registerViaApi(request: APIRequestContext, user: TestUser = uniqueUser()): Promise<TestUser> {
  const res = await request.post('/api/auth/register', {
    data: { username: user.username, email: user.email, password: user.password },
  });
  expect(res.ok(), `register ${user.username}: ${res.status()} ${await res.text()}`).toBe(true);
  return user;
}

/** Fills the login form of the page already on /login and submits it. */
export async function submitLogin(page: Page, usernameOrEmail: string, password: string): Promise<void> {
  await page.getByLabel('Username or email').fill(usernameOrEmail);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** Opens /login (or the given login URL), signs in and waits for the dashboard shell. */
export async function loginViaUi(page: Page, user: TestUser, loginUrl = '/login'): Promise<void> {
  await page.goto(loginUrl);
  await submitLogin(page, user.username, user.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 2 })).toBeVisible();
}

/** A new account, signed in through the UI, on /dashboard. */
export async function signedInUser(page: Page): Promise<TestUser> {
  const user = await registerViaApi(page.request);
  await loginViaUi(page, user);
  return user;
}

/** Signs in over the API (for set-up calls) and returns the bearer token. */
export async function apiToken(request: APIRequestContext, user: TestUser): Promise<string> {
  const login = await request.post('/api/auth/login-app', { data: { usernameOrEmail: user.username, password: user.password } });
  expect(login.ok(), `login-app ${user.username}: ${login.status()}`).toBe(true);
  return ((await login.json()) as { token: string }).token;
}

/** Sets the display name (the register form has no name field). */
export async function setNameViaApi(request: APIRequestContext, user: TestUser, name: string): Promise<void> {
  const token = await apiToken(request, user);
  const res = await request.put('/api/user/profile', { headers: { Authorization: `Bearer ${token}` }, data: { name } });
  expect(res.ok(), `profile ${user.username}: ${res.status()} ${await res.text()}`).toBe(true);
}

/**
 * Closes the toasts on screen. They sit at the top right, over the header's buttons, so a click
 * there would otherwise wait for them to time out.
 */
export async function dismissToasts(page: Page): Promise<void> {
  const toasts = page.locator('.mantine-Notification-root');
  // A toast still sliding in, or re-rendered, is not clickable for a moment: try again until none is left.
  await expect(async () => {
    for (const close of await toasts.locator('.mantine-Notification-closeButton').all()) {
      await close.click({ timeout: 1_000 }).catch(() => {});
    }
    await expect(toasts).toHaveCount(0, { timeout: 1_000 });
    // Each round may wait a second per toast; on a loaded machine (load average 12) 10 s ran out once.
  }).toPass({ timeout: 20_000 });
}
