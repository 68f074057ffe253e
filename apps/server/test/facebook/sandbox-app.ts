/**
 * The app against the sandbox Facebook, driven over its HTTP API as the web app drives it: connect
 * through the OAuth dialog, choose an ad account and page, publish an ad (image uploaded, content
 * selected, destination set).
 */
import type { Ad } from '@ads-creative/contracts/ads';
import type { Campaign } from '@ads-creative/contracts/campaigns';
import { expect } from 'vitest';
import { fileForm, pngImage } from '../../src/modules/uploads/test-images.ts';
import { type GraphSandbox, startGraphSandbox } from '../../src/sandbox/graph-sandbox.ts';
import { createAd, createCampaign, type Headers, seedContents } from '../helpers/ads-fixtures.ts';
import { keepCookies, newBrowser } from '../helpers/browser-cookies.ts';
import { createTestApp, signUp, type TestApp, type TestAppOptions } from '../helpers/test-app.ts';

const appCreds = { appId: 'flow-app', appSecret: 'flow-secret' };

/** What points an app at the sandbox. */
export const sandboxEnv = (sandbox: GraphSandbox) => ({
  FACEBOOK_APP_ID: appCreds.appId,
  FACEBOOK_APP_SECRET: appCreds.appSecret,
  FACEBOOK_GRAPH_URL: sandbox.graphUrl,
  FACEBOOK_DIALOG_URL: sandbox.dialogUrl,
});

/** A sandbox on the test app's clock, and the app pointed at it (`options`: more env, deps, a shared database). */
export async function startSandboxApp(seed: number, options: TestAppOptions = {}): Promise<{ sandbox: GraphSandbox; t: TestApp }> {
  const holder: { t?: TestApp } = {};
  const sandbox = await startGraphSandbox({ ...appCreds, seed, clock: () => (holder.t as TestApp).clock.now() });
  holder.t = await createTestApp({
    ...options,
    env: { ...sandboxEnv(sandbox), ...options.env },
    deps: { fetch: globalThis.fetch, ...options.deps },
  });
  return { sandbox, t: holder.t };
}

/**
 * Connect from Settings: POST /api/facebook/connect, the dialog, and the callback, in one browser (the
 * connect answer's binding cookie goes back with the callback); where the browser lands.
 */
export async function connectFacebook(t: TestApp, headers: Headers): Promise<string> {
  const connect = await t.app.inject({ method: 'POST', url: '/api/facebook/connect', headers });
  const { url } = connect.json() as { url: string };
  const browser = newBrowser();
  keepCookies(browser, connect);
  const dialog = await fetch(url, { redirect: 'manual' });
  const back = new URL(dialog.headers.get('location') as string);
  const callback = await t.app.inject({ method: 'GET', url: `${back.pathname}${back.search}`, cookies: browser.cookies });
  expect(callback.statusCode).toBe(302);
  return callback.headers.location as string;
}

/** Chooses the ad account (and the first sandbox page). */
export async function chooseAdAccount(t: TestApp, headers: Headers, adAccountId: string, pageId = '200000001') {
  const res = await t.app.inject({ method: 'PUT', url: '/api/facebook/connection', headers, payload: { adAccountId, pageId } });
  expect(res.statusCode, res.body).toBe(200);
}

/** A draft ad ready to publish (uploaded image, destination URL, a selected content) in the given campaign. */
export async function draftToPublish(t: TestApp, headers: Headers, campaignId: number, adBody: Record<string, unknown> = {}): Promise<Ad> {
  const form = fileForm(await pngImage(120, 120));
  const file = (
    await t.app.inject({ method: 'POST', url: '/api/upload/image', payload: form.payload, headers: { ...form.headers, ...headers } })
  ).json();
  const draft = await createAd(t, headers, {
    campaignId,
    name: 'Shoe ad',
    imageUrl: file.fileUrl,
    destinationUrl: 'https://shop.example/shoes',
    ...adBody,
  });
  const [content] = await seedContents(t, draft.id, 1);
  await t.app.inject({ method: 'POST', url: `/api/ads/${draft.id}/select-content?contentId=${content?.id}`, headers });
  return draft;
}

/** A campaign with one ad published to the chosen ad account; the ad as the API answers after publishing. */
export async function publishedAd(
  t: TestApp,
  headers: Headers,
  campaignBody: Record<string, unknown>,
  adBody: Record<string, unknown> = {},
  delivery: 'ACTIVE' | 'PAUSED' = 'ACTIVE',
): Promise<{ campaign: Campaign; ad: Ad }> {
  const campaign = await createCampaign(t, headers, { objective: 'TRAFFIC', ...campaignBody });
  const draft = await draftToPublish(t, headers, campaign.id, adBody);
  const res = await t.app.inject({ method: 'POST', url: `/api/ads/${draft.id}/publish`, headers, payload: { delivery } });
  expect(res.statusCode, res.body).toBe(200);
  const published = (await t.app.inject({ method: 'GET', url: `/api/campaigns/${campaign.id}`, headers })).json() as Campaign;
  return { campaign: published, ad: res.json() as Ad };
}

/**
 * An advertiser on the sandbox: signed up, connected, ad account 100000001 chosen, one campaign published with
 * `dailyBudget` and marked ACTIVE by them (publishing leaves our status DRAFT; the engine's rules and the
 * delivery schedule act on ACTIVE campaigns).
 */
export async function activePublishedCampaign(
  t: TestApp,
  name: string,
  dailyBudget: number,
): Promise<{ headers: Headers; userId: number; campaign: Campaign }> {
  const user = await signUp(t);
  await connectFacebook(t, user.headers);
  await chooseAdAccount(t, user.headers, '100000001');
  const { campaign } = await publishedAd(t, user.headers, { name, dailyBudget });
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/campaigns/${campaign.id}`,
    headers: user.headers,
    payload: { status: 'ACTIVE' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { headers: user.headers, userId: user.user.id, campaign };
}

/** Sync now, and wait for the run to finish; the finished run. */
export async function syncNow(t: TestApp, headers: Headers): Promise<{ status: string; rows: number; error: string | null }> {
  const started = await t.app.inject({ method: 'POST', url: '/api/facebook/sync', headers });
  expect(started.statusCode, started.body).toBe(202);
  for (let i = 0; i < 200; i++) {
    const last = (await t.app.inject({ method: 'GET', url: '/api/facebook/sync', headers })).json().lastRun;
    if (last.id === started.json().id && (last.status === 'succeeded' || last.status === 'failed')) return last;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the sync did not finish');
}
