/**
 * Issue 8, the whole loop in the browser against the sandbox Facebook (FACEBOOK_SANDBOX on the second
 * e2e server): connect in Settings through the OAuth dialog, pick the ad account and page, find an ad
 * in the Ad Library from the wizard and generate from its copy, publish a generated ad, Sync now, and
 * see its impressions and spend, labelled as sandbox data, on the detail page, and the same spend,
 * labelled the same, on the dashboard; the campaign then runs (ACTIVE) and analytics counts its budget;
 * signed out, Login with Facebook comes back to the same account through /auth-success's single-use code
 * (decision 167), which another browser cannot use.
 * One test: the sandbox has one Facebook person, linkable to one account.
 */
import { expect, test } from '@playwright/test';
import { choose, openWizard, select, variationCards } from '../support/ad-wizard.ts';
import { SeedApi } from '../support/api.ts';
import { expectToast } from '../support/toasts.ts';
import { apiToken, dismissToasts, signedInUser } from '../support/users.ts';

test('connect the sandbox Facebook, publish, sync, and read the results', async ({ page, browser }) => {
  // The whole loop in one test (see above): more than the default minute on a busy machine.
  test.setTimeout(180_000);
  const user = await signedInUser(page);
  const seed = await SeedApi.as(page.request, user);
  const campaign = await seed.campaign('Sandbox shoes', { targetAudience: 'Runners in Vietnam', dailyBudget: 40 });
  const { ad } = await seed.generatedAd(campaign.id, 'Sandbox shoe ad', 2);
  await dismissToasts(page);

  await test.step('connect in Settings and choose the account and page', async () => {
    await page.goto('/settings');
    await page.getByRole('button', { name: 'Connect Facebook' }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await expectToast(page, 'Facebook connected. Choose the ad account and page to publish with.');
    await expect(page.getByText('Sandbox: simulated Facebook')).toBeVisible();
    await page.getByPlaceholder('Choose an ad account').click();
    await expect(page.getByRole('option', { name: /Disabled sandbox account/ })).toHaveAttribute('data-combobox-disabled', 'true');
    await page.getByRole('option', { name: /Sandbox Ads \(USD\)/ }).click();
    await page.getByPlaceholder('Choose a page').click();
    await page.getByRole('option', { name: 'Sandbox Shoes' }).click();
    await page.getByRole('group', { name: 'Default ad account and page' }).getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Ad account and page saved.');
  });

  await test.step("the campaign's Targeting card estimates its audience on the sandbox", async () => {
    await page.goto(`/campaigns/${campaign.id}/edit`);
    // 'Runners in Vietnam' targets VN: 76,000,000 people × ages 18–65 (48 of 53 years) → 69M, the lower bound 59M.
    await expect(page.getByLabel('Estimated audience size')).toHaveText('Estimated audience size: 59M – 69M');
    await expect(page.getByText('Simulated by the Facebook sandbox')).toBeVisible();
  });

  await test.step('the wizard: search the Ad Library, use an ad, and generate from its copy', async () => {
    const TRAIL_AD = '2233445566778899';
    const TRAIL_COPY = 'Lightweight trail shoes built for mud, rock and everything between. Free returns for 60 days.';
    await openWizard(page);
    await choose(page, 'Campaign', campaign.name);
    await page.getByRole('textbox', { name: 'Ad name' }).fill('From the Ad Library');
    await choose(page, 'Call to Action', 'Shop Now - Mua ngay');
    await page.getByRole('button', { name: 'Find in Ad Library' }).click();
    const dialog = page.getByRole('dialog', { name: 'Find ads in the Ad Library' });
    await expect(
      dialog.getByText('The Meta Ad Library API only covers ads delivered in the EU/UK and political or issue ads.'),
    ).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Search words' }).fill('trail');
    await select(page, 'Country reached').click();
    await page.getByRole('option', { name: 'Germany (DE)', exact: true }).click();
    await dialog.getByRole('button', { name: 'Search' }).click();
    const trailAd = dialog.getByRole('article', { name: `Ad ${TRAIL_AD} by Trail Runners Co.` });
    await expect(trailAd.getByText(TRAIL_COPY)).toBeVisible();
    await trailAd.getByRole('button', { name: 'Use this ad' }).click();
    await expect(trailAd.getByRole('button', { name: 'Added' })).toBeDisabled();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('textbox', { name: 'Ad link 1' })).toHaveValue(`https://www.facebook.com/ads/library/?id=${TRAIL_AD}`);

    await page.getByRole('button', { name: 'Next Step' }).click();
    await expect(select(page, 'Text provider')).toHaveValue('Built-in (offline)');
    const generated = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/ads/generate');
    await page.getByRole('button', { name: 'Generate Ad' }).click();
    const response = await generated;
    expect(response.status()).toBe(200);
    // The extraction read the ad (the sandbox ScrapeCreators), and its copy went into the generation.
    expect(response.request().postDataJSON()).toMatchObject({
      prompt: '',
      extractedContent: [expect.objectContaining({ body: TRAIL_COPY })],
    });
    await expect(variationCards(page)).toHaveCount(1);
    await expect(variationCards(page).first()).toContainText(/trail|Lightweight/i);
  });

  await test.step('publish the ad, delivering at once', async () => {
    // The destination URL is set in the ads list's Edit dialog; here through the same API call.
    const token = await apiToken(page.request, user);
    const edited = await page.request.put(`/api/ads/${ad.id}`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { destinationUrl: 'https://shop.example/shoes' },
    });
    expect(edited.ok()).toBe(true);
    await page.goto(`/ads/${ad.id}`);
    await expect(page.getByText('https://shop.example/shoes')).toBeVisible();
    await page.getByLabel('Start delivering at once').check();
    await page.getByRole('button', { name: 'Publish to Facebook' }).click();
    await expectToast(page, 'Ad published successfully to Facebook');
    await expect(page.getByText('Facebook Ad ID')).toBeVisible();
  });

  await test.step('Sync now, then the numbers on the ad and the dashboard', async () => {
    await page.goto('/settings');
    await page.getByRole('button', { name: 'Sync now' }).click();
    await expect(page.getByText(/Last sync .*daily rows/)).toBeVisible({ timeout: 30_000 });
    await page.goto(`/ads/${ad.id}`);
    const performance = page.locator('.mantine-Card-root', { has: page.getByRole('heading', { name: 'Performance' }) });
    await expect(performance.getByText('Sandbox data (simulated Facebook)')).toBeVisible();
    await expect(performance.getByText('Impressions')).toBeVisible();
    const spendText = (await performance.getByText(/\d+\.\d{2} USD/).textContent()) ?? '';
    const spend = Number(spendText.replace(/[^\d.]/g, ''));
    expect(spend).toBeGreaterThan(0);
    // The dashboard's totalSpent is the same stored spend, shown under the spec's four counts, labelled too.
    const token = await apiToken(page.request, user);
    const dashboard = await (await page.request.get('/api/dashboard', { headers: { Authorization: `Bearer ${token}` } })).json();
    expect(dashboard.stats.totalSpent).toBe(spend);
    expect(dashboard.metricsSources).toEqual(['sandbox']);
    await page.goto('/dashboard');
    const totalSpent = page.getByRole('group', { name: 'Total Spent' });
    await expect(totalSpent.getByText('Sandbox data (simulated Facebook)')).toBeVisible();
    // USD with no decimals, as every amount of spec 1 §9 (decision 173).
    await expect(totalSpent.getByText(`$${Math.round(spend).toLocaleString('en-US')}`)).toBeVisible();
  });

  await test.step('analytics: the published campaign runs, its budget beside its spend (decision 116)', async () => {
    const loaded = page.waitForResponse((r) => r.url().includes('/api/analytics/dashboard?timeRange=30d') && r.ok());
    await page.goto('/analytics');
    const { kpiMetrics } = (await (await loaded).json()).data;
    // $40 a day, running since today: one day of the range.
    expect(kpiMetrics.totalBudget).toBe(40);
    await expect(page.getByRole('region', { name: 'Key metrics' }).getByRole('group', { name: 'Total Budget' })).toContainText('$40');
    await expect(page.getByText('Sandbox data (simulated Facebook)')).toBeVisible();
    const row = page.getByRole('table', { name: 'Campaign analytics' }).locator('tbody tr', { hasText: campaign.name });
    await expect(row).toContainText('ACTIVE');
  });

  await test.step('sign out, then Login with Facebook: /auth-success gets a code, not a session, usable in this browser only', async () => {
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('dialog', { name: 'Bạn có muốn đăng xuất?' }).getByRole('button', { name: 'Yes' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=/);
    const visited: string[] = [];
    page.on('framenavigated', (frame) => frame === page.mainFrame() && visited.push(frame.url()));
    await page.getByRole('link', { name: 'Login with Facebook' }).click();
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 2 })).toBeVisible();
    const landing = visited.find((url) => new URL(url).pathname === '/auth-success') ?? '';
    expect(landing).toMatch(/#code=[\w-]{43}/);
    expect(landing).not.toContain('token');
    // Signed in again as the account the sandbox Facebook was connected to.
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const me = await (await page.request.get('/api/auth/user', { headers: { Authorization: `Bearer ${token}` } })).json();
    expect(me.username).toBe(user.username);
    // The same address opened in another browser (no binding cookie, code used) signs nobody in.
    const other = await browser.newContext();
    const stranger = await other.newPage();
    await stranger.goto(landing);
    // The login page reports the failure once and then drops `?error=` from the address, so what the stranger
    // sees is the check: the toast, on /login, signed out.
    await expectToast(stranger, 'Failed to authenticate with Facebook. Please try again.');
    expect(new URL(stranger.url()).pathname).toBe('/login');
    expect(await stranger.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await other.close();
  });
});
