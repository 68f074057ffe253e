/**
 * The README's sandbox walk-through as a new user does it (decision 174): connect, publish with 'Start
 * delivering at once', press Sync now: the ad has numbers after that sync and is ACTIVE once the
 * simulated review (30 s by default, FACEBOOK_SANDBOX_REVIEW_SECONDS) is over, within the minute. An
 * ad published paused (the API's default) delivers nothing until it is started.
 */
import type { Ad } from '@ads-creative/contracts/ads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { DEFAULT_SANDBOX_REVIEW_SECONDS } from '../../src/providers/facebook/facebook-config.ts';
import { reviewed } from '../../src/sandbox/ad-review.ts';
import type { GraphSandbox } from '../../src/sandbox/graph-sandbox.ts';
import type { Headers } from '../helpers/ads-fixtures.ts';
import { signUp, type TestApp } from '../helpers/test-app.ts';
import { chooseAdAccount, connectFacebook, publishedAd, startSandboxApp, syncNow } from './sandbox-app.ts';

let sandbox: GraphSandbox;
let t: TestApp;
let headers: Headers;
/** What the README promises: numbers, and an Active ad, within a minute. */
const A_MINUTE = 60_000;

const ad = async (id: number): Promise<Ad> => (await t.app.inject({ method: 'GET', url: `/api/ads/${id}`, headers })).json();
const impressions = async (id: number): Promise<number> =>
  (await t.app.inject({ method: 'GET', url: `/api/ads/${id}/metrics?timeRange=7d`, headers })).json().totals.impressions;

beforeAll(async () => {
  ({ sandbox, t } = await startSandboxApp(11));
  headers = (await signUp(t)).headers;
  await connectFacebook(t, headers);
  await chooseAdAccount(t, headers, '100000001');
}, 60_000);
afterAll(async () => {
  await t.close();
  await sandbox.close();
});

describe('the sandbox walk-through', () => {
  it("publish with 'Start delivering at once', Sync now: numbers after the sync, ACTIVE at a sync a minute later", async () => {
    const { ad: published } = await publishedAd(t, headers, { name: 'Walk-through', dailyBudget: 20 }, {}, 'ACTIVE');
    expect(published.status).toBe('PENDING');
    expect((await syncNow(t, headers)).status).toBe('succeeded');
    expect(await impressions(published.id)).toBeGreaterThan(0);
    t.clock.advance(A_MINUTE);
    expect((await syncNow(t, headers)).status).toBe('succeeded');
    expect(await ad(published.id)).toMatchObject({ status: 'ACTIVE', publishError: null });
    expect(await impressions(published.id)).toBeGreaterThan(0);
  });

  it('an ad published paused delivers nothing until Start delivery, then has numbers at the next sync', async () => {
    const { ad: paused } = await publishedAd(t, headers, { name: 'Paused walk-through', dailyBudget: 20 }, {}, 'PAUSED');
    expect(paused.status).toBe('PAUSED');
    t.clock.advance(A_MINUTE);
    await syncNow(t, headers);
    expect(await ad(paused.id)).toMatchObject({ status: 'PAUSED' });
    expect(await impressions(paused.id)).toBe(0);
    const start = await t.app.inject({
      method: 'POST',
      url: `/api/ads/${paused.id}/facebook-status`,
      headers,
      payload: { status: 'ACTIVE' },
    });
    expect(start.statusCode, start.body).toBe(200);
    await syncNow(t, headers);
    expect(await impressions(paused.id)).toBeGreaterThan(0);
    expect((await ad(paused.id)).status).toBe('ACTIVE');
  });
});

describe('FACEBOOK_SANDBOX_REVIEW_SECONDS', () => {
  it('is 30 s unless set, and sets how long a new ad is in review', () => {
    expect(loadConfig({}).FACEBOOK_SANDBOX_REVIEW_SECONDS).toBe(DEFAULT_SANDBOX_REVIEW_SECONDS);
    expect(DEFAULT_SANDBOX_REVIEW_SECONDS).toBe(30);
    const reviewSeconds = loadConfig({ FACEBOOK_SANDBOX_REVIEW_SECONDS: '300' }).FACEBOOK_SANDBOX_REVIEW_SECONDS;
    expect(reviewSeconds).toBe(300);
    const created = 1_000_000;
    expect(reviewed(created, created + 60_000, reviewSeconds * 1000)).toBe(false);
    expect(reviewed(created, created + 300_000, reviewSeconds * 1000)).toBe(true);
    expect(reviewed(created, created + 30_000)).toBe(true);
    expect(() => loadConfig({ FACEBOOK_SANDBOX_REVIEW_SECONDS: '-1' })).toThrow(/FACEBOOK_SANDBOX_REVIEW_SECONDS/);
  });
});
