/**
 * PUT /api/campaigns/{id} on a published campaign against the sandbox Facebook: the budget reaches
 * the ad set in the account currency's minor units (USD cents, whole dong), the end date its
 * end_time, the status the Facebook campaign; when Facebook refuses (a Graph error, an expired
 * token, a rate limit) the user reads why and the campaign stays as it was; an unpublished campaign
 * is edited without a call to Facebook.
 */
import type { Campaign } from '@ads-creative/contracts/campaigns';
import { campaignPushMessages } from '@ads-creative/contracts/facebook';
import { clockTime, rateLimitMessages } from '@ads-creative/contracts/facebook-rate-limits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphMessages } from '../../src/providers/facebook/graph-error.ts';
import type { GraphSandbox } from '../../src/sandbox/graph-sandbox.ts';
import { createCampaign, expectError, type Headers } from '../helpers/ads-fixtures.ts';
import { signUp, type TestApp } from '../helpers/test-app.ts';
import { chooseAdAccount, connectFacebook, publishedAd, startSandboxApp } from './sandbox-app.ts';

let sandbox: GraphSandbox;
let t: TestApp;
let headers: Headers;
/** Published to the USD account (America/Los_Angeles): 40 a day, delivering. */
let usd: Campaign;

const put = (id: number, payload: object) => t.app.inject({ method: 'PUT', url: `/api/campaigns/${id}`, headers, payload });
const get = async (id: number): Promise<Campaign> => (await t.app.inject({ method: 'GET', url: `/api/campaigns/${id}`, headers })).json();
const fbObject = (id: string | null) => sandbox.world.objects.get(id as string);
const updatesOf = (id: string | null) => sandbox.sent('POST', `/${id}`);

beforeAll(async () => {
  ({ sandbox, t } = await startSandboxApp(5));
  headers = (await signUp(t)).headers;
  await connectFacebook(t, headers);
  await chooseAdAccount(t, headers, '100000001');
  ({ campaign: usd } = await publishedAd(t, headers, { name: 'Shoes US', dailyBudget: 40, targetAudience: 'Runners in the USA' }));
}, 60_000);
afterAll(async () => {
  await t.close();
  await sandbox.close();
});

describe('editing a published campaign', () => {
  it('sends a new daily budget to the ad set in cents: 55.50 USD is 5550', async () => {
    expect(fbObject(usd.fbCampaignId)?.type).toBe('campaign');
    const res = await put(usd.id, { budget: 55.5 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ budget: 55.5, dailyBudget: 55.5 });
    expect(sandbox.sent('POST', '/act_100000001/adsets')).toHaveLength(1);
    const [adSet] = sandbox.world.children(usd.fbCampaignId as string, 'adset');
    expect(adSet?.fields.daily_budget).toBe('5550');
    expect(updatesOf(adSet?.id ?? null).at(-1)?.params).toMatchObject({ daily_budget: '5550' });
  });

  it('a name-only edit changes nothing on Facebook', async () => {
    const before = sandbox.requests.length;
    const res = await put(usd.id, { name: 'Shoes US (renamed)' });
    expect(res.statusCode, res.body).toBe(200);
    expect(sandbox.requests.length).toBe(before);
  });

  it('pauses and restarts the Facebook campaign with our status', async () => {
    expect((await put(usd.id, { status: 'PAUSED' })).json().status).toBe('PAUSED');
    expect(fbObject(usd.fbCampaignId)?.fields.status).toBe('PAUSED');
    expect((await put(usd.id, { status: 'ACTIVE' })).json().status).toBe('ACTIVE');
    expect(fbObject(usd.fbCampaignId)?.fields.status).toBe('ACTIVE');
    expect((await put(usd.id, { status: 'COMPLETED' })).json().status).toBe('COMPLETED');
    expect(fbObject(usd.fbCampaignId)?.fields.status).toBe('PAUSED');
    await put(usd.id, { status: 'ACTIVE' });
  });

  it('sends an end date as the end of that day in the account time zone', async () => {
    const res = await put(usd.id, { endDate: '2099-06-30' });
    expect(res.statusCode, res.body).toBe(200);
    const [adSet] = sandbox.world.children(usd.fbCampaignId as string, 'adset');
    expect(adSet?.fields.end_time).toBe('2099-06-30T23:59:59-07:00');
    expect((await put(usd.id, { endDate: null })).statusCode).toBe(200);
    expect(adSet?.fields).not.toHaveProperty('end_time');
  });

  it('Facebook refuses the budget: its words reach the user, the campaign keeps its budget', async () => {
    const [adSet] = sandbox.world.children(usd.fbCampaignId as string, 'adset');
    sandbox.failNext({
      method: 'POST',
      path: `/${adSet?.id}`,
      error: { code: 100, error_subcode: 1885272, message: 'Invalid parameter', error_user_msg: 'Your budget is too low.' },
    });
    expectError(await put(usd.id, { budget: 2 }), 400, 'VALIDATION_ERROR', 'Your budget is too low.');
    expect((await get(usd.id)).budget).toBe(55.5);
    expect(adSet?.fields.daily_budget).toBe('5550');
  });

  it('a rate limit answers 429 with the time to try again; an expired token answers the reconnect message; nothing is saved', async () => {
    sandbox.failNext({
      path: /^\/\d+$/,
      error: { code: 17, message: 'User request limit reached' },
      headers: { 'x-business-use-case-usage': JSON.stringify({ 1: [{ estimated_time_to_regain_access: 12 }] }) },
    });
    const limited = await put(usd.id, { budget: 70 });
    // The user has no time zone stored: the time is said in UTC (decision 177).
    const again = `${clockTime(new Date(t.clock.now().getTime() + 12 * 60_000), 'UTC')} UTC`;
    expectError(limited, 429, 'RATE_LIMITED', rateLimitMessages.tryAgainAfter(again));
    expect(limited.headers['retry-after']).toBe('720');
    t.clock.advance(12 * 60_000); // the account may call Facebook again
    sandbox.failNext({ path: /^\/\d+$/, error: { code: 190, message: 'Error validating access token' } });
    expectError(await put(usd.id, { budget: 70, status: 'PAUSED' }), 409, 'FACEBOOK_RECONNECT', graphMessages.reconnect);
    expect(await get(usd.id)).toMatchObject({ budget: 55.5, status: 'ACTIVE' });
    expect((await t.app.inject({ method: 'GET', url: '/api/facebook/connection', headers })).json().needsReconnect).toBe(true);
    await chooseAdAccount(t, headers, '100000001'); // choosing again clears the reconnect prompt
  });

  it('when the status change fails after the budget went through, the ad set budget is put back', async () => {
    const [adSet] = sandbox.world.children(usd.fbCampaignId as string, 'adset');
    sandbox.failNext({ method: 'POST', path: `/${usd.fbCampaignId}`, error: { code: 2, message: 'Service temporarily unavailable' } });
    expectError(await put(usd.id, { budget: 80, status: 'PAUSED' }), 502, 'BAD_GATEWAY', graphMessages.transient);
    expect(
      updatesOf(adSet?.id ?? null)
        .slice(-2)
        .map((r) => r.params.daily_budget),
    ).toEqual(['8000', '5550']);
    expect(adSet?.fields.daily_budget).toBe('5550');
    expect(fbObject(usd.fbCampaignId)?.fields.status).toBe('ACTIVE');
    expect(await get(usd.id)).toMatchObject({ budget: 55.5, status: 'ACTIVE' });
  });

  it('refuses before any call what Facebook cannot do: switching the budget type', async () => {
    const before = sandbox.requests.length;
    expectError(
      await put(usd.id, { budgetType: 'LIFETIME', totalBudget: 500, endDate: '2099-01-31' }),
      400,
      'VALIDATION_ERROR',
      campaignPushMessages.budgetTypeFixed,
    );
    expect(sandbox.requests.length).toBe(before);
    expect((await get(usd.id)).budgetType).toBe('DAILY');
  });

  it('an unpublished campaign is edited as before, without Facebook', async () => {
    const draft = await createCampaign(t, headers, { name: 'Not yet', objective: 'TRAFFIC', dailyBudget: 10 });
    const before = sandbox.requests.length;
    const res = await put(draft.id, { budget: 12, status: 'PAUSED', budgetType: 'LIFETIME' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ budgetType: 'LIFETIME', totalBudget: 12, status: 'PAUSED' });
    expect(sandbox.requests.length).toBe(before);
  });

  it('a zero-decimal account gets whole units: 200000 VND is 200000; the USD campaign stays in its own account (decision 181)', async () => {
    await chooseAdAccount(t, headers, '100000002', '200000002');
    const { campaign: vnd } = await publishedAd(t, headers, { name: 'Cà phê', dailyBudget: 150000, targetAudience: 'Người ở Việt Nam' });
    const [adSet] = sandbox.world.children(vnd.fbCampaignId as string, 'adset');
    expect(adSet?.fields.daily_budget).toBe('150000');
    expect((await put(vnd.id, { budget: 200000 })).statusCode).toBe(200);
    expect(adSet?.fields.daily_budget).toBe('200000');
    // The default is now the VND account; the USD campaign's edit still goes to its ad set, in cents.
    const [usdAdSet] = sandbox.world.children(usd.fbCampaignId as string, 'adset');
    expect((await put(usd.id, { budget: 60 })).statusCode).toBe(200);
    expect(usdAdSet?.accountId).toBe('100000001');
    expect(usdAdSet?.fields.daily_budget).toBe('6000');
    expect((await get(usd.id)).budget).toBe(60);
  });
});
