/**
 * Several ad accounts and pages (decision 181), over the app's HTTP API against the sandbox Facebook: connecting
 * stores every account and page Facebook lists (and drops those it no longer lists, keeping the EU names); a
 * campaign chooses its own account and page, checked against the lists of its user only; it publishes there, in
 * that account's currency and time zone, and stays there; the sync covers every account with a published campaign;
 * analytics converts each account's money.
 */
import { campaignPushMessages, connectionMessages } from '@ads-creative/contracts/facebook';
import { messages } from '@ads-creative/contracts/messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { facebookAdAccounts, facebookPages } from '../../src/db/schema/facebook.ts';
import { adMetricsDaily } from '../../src/db/schema/metrics.ts';
import type { GraphSandbox } from '../../src/sandbox/graph-sandbox.ts';
import { createAd, createCampaign, expectError, type Headers } from '../helpers/ads-fixtures.ts';
import { metricDay, writeMetrics } from '../helpers/metrics-fixtures.ts';
import { signUp, type TestApp } from '../helpers/test-app.ts';
import { chooseAdAccount, connectFacebook, draftToPublish, publishedAd, startSandboxApp, syncNow } from './sandbox-app.ts';

let sandbox: GraphSandbox;
let t: TestApp;
let headers: Headers;
let userId: number;

const api = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, h: Headers = headers) =>
  t.app.inject({ method, url, headers: h, ...(payload === undefined ? {} : { payload }) });

beforeAll(async () => {
  // 25,000 VND to the dollar, as a yearly-average table gives it.
  ({ sandbox, t } = await startSandboxApp(181, { env: { ANALYTICS_USD_RATES: '{"VND":25000}' } }));
  const user = await signUp(t);
  headers = user.headers;
  userId = user.user.id;
  await connectFacebook(t, headers);
  await chooseAdAccount(t, headers, '100000001', '200000001');
}, 60_000);
afterAll(async () => {
  await t.close();
  await sandbox.close();
});

const storedAccounts = async (id = userId) =>
  (await t.database.db.select().from(facebookAdAccounts).where(eq(facebookAdAccounts.userId, id))).map((a) => a.accountId).sort();

describe('the lists of ad accounts and pages', () => {
  it('connecting stores every ad account and page Facebook lists', async () => {
    expect(await storedAccounts()).toEqual(['100000001', '100000002', '100000003']);
    const vnd = (
      await t.database.db
        .select()
        .from(facebookAdAccounts)
        .where(and(eq(facebookAdAccounts.userId, userId), eq(facebookAdAccounts.accountId, '100000002')))
    )[0];
    expect(vnd).toMatchObject({ name: 'Sandbox Ads Việt Nam (VND)', currency: 'VND', timezone: 'Asia/Ho_Chi_Minh', status: 1 });
    const pages = await t.database.db.select().from(facebookPages).where(eq(facebookPages.userId, userId));
    expect(pages.map((p) => [p.pageId, p.name]).sort()).toEqual([
      ['200000001', 'Sandbox Shoes'],
      ['200000002', 'Sandbox Coffee'],
    ]);
  });

  it('reading the list again drops an account Facebook no longer lists and keeps the EU names of the others', async () => {
    await t.database.db
      .update(facebookAdAccounts)
      .set({ dsaBeneficiary: 'Sandbox Shoes', dsaPayor: 'Sandbox Shoes Ltd' })
      .where(and(eq(facebookAdAccounts.userId, userId), eq(facebookAdAccounts.accountId, '100000001')));
    const index = sandbox.world.accounts.findIndex((a) => a.account_id === '100000003');
    const [closed] = sandbox.world.accounts.splice(index, 1);
    try {
      const listed = (await api('GET', '/api/facebook/ad-accounts')).json() as { id: string }[];
      expect(listed.map((a) => a.id)).toEqual(['100000001', '100000002']);
      expect(await storedAccounts()).toEqual(['100000001', '100000002']);
      const [usd] = await t.database.db
        .select()
        .from(facebookAdAccounts)
        .where(and(eq(facebookAdAccounts.userId, userId), eq(facebookAdAccounts.accountId, '100000001')));
      expect(usd).toMatchObject({ dsaBeneficiary: 'Sandbox Shoes', dsaPayor: 'Sandbox Shoes Ltd' });
    } finally {
      if (closed) sandbox.world.accounts.splice(index, 0, closed);
      await api('GET', '/api/facebook/ad-accounts');
    }
  });
});

describe("a campaign's ad account and page", () => {
  it("are checked against the user's lists: unknown, disabled, another page", async () => {
    const body = { name: 'Choice', objective: 'TRAFFIC', dailyBudget: 10 };
    expectError(
      await api('POST', '/api/campaigns', { ...body, adAccountId: '999' }),
      400,
      'VALIDATION_ERROR',
      connectionMessages.unknownAdAccount,
    );
    expectError(
      await api('POST', '/api/campaigns', { ...body, adAccountId: '100000003' }),
      400,
      'VALIDATION_ERROR',
      connectionMessages.disabledAdAccount,
    );
    expectError(await api('POST', '/api/campaigns', { ...body, pageId: '7' }), 400, 'VALIDATION_ERROR', connectionMessages.unknownPage);
    const ok = await api('POST', '/api/campaigns', { ...body, adAccountId: '100000002', pageId: '200000002' });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json()).toMatchObject({ adAccountId: '100000002', pageId: '200000002' });
    const back = await api('PUT', `/api/campaigns/${ok.json().id}`, { adAccountId: '', pageId: '' });
    expect(back.json()).toMatchObject({ adAccountId: null, pageId: null });
  });

  it("another user cannot choose this user's accounts or pages; a user without Facebook cannot choose any", async () => {
    const other = await signUp(t);
    const person = { id: '93000000000001', name: 'Other advertiser' };
    sandbox.world.addPerson(
      person,
      [{ account_id: '500000001', name: 'Theirs', currency: 'EUR', account_status: 1, timezone_name: 'Europe/Berlin', owner: person.id }],
      [{ id: '600000001', name: 'Their page', owner: person.id, leadForms: [] }],
    );
    sandbox.setDialogPerson(person);
    await connectFacebook(t, other.headers);
    const body = { name: 'Not mine', objective: 'TRAFFIC' };
    expectError(
      await api('POST', '/api/campaigns', { ...body, adAccountId: '100000002' }, other.headers),
      400,
      'VALIDATION_ERROR',
      connectionMessages.unknownAdAccount,
    );
    expectError(
      await api('POST', '/api/campaigns', { ...body, pageId: '200000001' }, other.headers),
      400,
      'VALIDATION_ERROR',
      connectionMessages.unknownPage,
    );
    expect(await storedAccounts(other.user.id)).toEqual(['500000001']);
    const stranger = await signUp(t);
    expectError(
      await api('POST', '/api/campaigns', { ...body, adAccountId: '100000001' }, stranger.headers),
      400,
      'VALIDATION_ERROR',
      messages.facebookNotConnected,
    );
  });
});

describe('publishing, editing and syncing by the campaign’s account', () => {
  let vndCampaignId: number;

  it("publishes to the campaign's own account: its budget in VND (no minor unit), its start in Vietnam's time, its page", async () => {
    const before = sandbox.requests.length;
    const { campaign } = await publishedAd(t, headers, {
      name: 'Cà phê sữa đá',
      dailyBudget: 150000,
      startDate: '2099-01-10',
      targetAudience: 'Người ở Việt Nam',
      adAccountId: '100000002',
      pageId: '200000002',
    });
    vndCampaignId = campaign.id;
    const calls = sandbox.requests.slice(before).filter((r) => r.method === 'POST' && r.path.startsWith('/act_'));
    expect(calls.map((r) => r.path)).toEqual([
      '/act_100000002/campaigns',
      '/act_100000002/adsets',
      '/act_100000002/adimages',
      '/act_100000002/adcreatives',
      '/act_100000002/ads',
    ]);
    // 150,000 VND is 150000: VND has no minor unit. Midnight of 10 January 2099 in Ho Chi Minh City is UTC+7.
    expect(calls[1]?.params).toMatchObject({ daily_budget: '150000', start_time: '2099-01-10T00:00:00+07:00' });
    expect(calls[3]?.params).toMatchObject({ object_story_spec: { page_id: '200000002' } });
    expect(campaign).toMatchObject({ adAccountId: '100000002', fbCampaignId: expect.stringMatching(/^\d+$/) });
  });

  it('a published campaign cannot move to another account; more of its ads go to its account whatever the default', async () => {
    expectError(
      await api('PUT', `/api/campaigns/${vndCampaignId}`, { adAccountId: '100000001' }),
      400,
      'VALIDATION_ERROR',
      campaignPushMessages.accountFixed('100000002'),
    );
    const draft = await draftToPublish(t, headers, vndCampaignId, { name: 'Second ad' });
    const before = sandbox.requests.length;
    const res = await api('POST', `/api/ads/${draft.id}/publish`, { delivery: 'PAUSED' });
    expect(res.statusCode, res.body).toBe(200);
    const paths = sandbox.requests.slice(before).filter((r) => r.method === 'POST' && r.path.startsWith('/act_'));
    expect(paths.map((r) => r.path)).toEqual(['/act_100000002/adimages', '/act_100000002/adcreatives', '/act_100000002/ads']);
  });

  it("a budget change (as the optimization center's apply makes it) goes to the campaign's ad set, in its currency", async () => {
    const res = await api('PUT', `/api/campaigns/${vndCampaignId}`, { budget: 180000 });
    expect(res.statusCode, res.body).toBe(200);
    const campaign = (await api('GET', `/api/campaigns/${vndCampaignId}`)).json();
    const [adSet] = sandbox.world.children(campaign.fbCampaignId, 'adset');
    expect(adSet?.accountId).toBe('100000002');
    expect(adSet?.fields.daily_budget).toBe('180000');
  });

  it('the sync reads the default account and every account with a published campaign, each in its currency', async () => {
    await publishedAd(t, headers, { name: 'Shoes', dailyBudget: 20, targetAudience: 'Runners in the US' });
    t.clock.advance(3 * 86_400_000);
    const before = sandbox.requests.length;
    const run = await syncNow(t, headers);
    expect(run).toMatchObject({ status: 'succeeded', error: null });
    const read = sandbox.requests.slice(before).filter((r) => /^\/act_\d+\/(insights|ads)$/.test(r.path));
    expect([...new Set(read.map((r) => r.path))].sort()).toEqual([
      '/act_100000001/ads',
      '/act_100000001/insights',
      '/act_100000002/ads',
      '/act_100000002/insights',
    ]);
    const rows = await t.database.db
      .selectDistinct({ campaignId: adMetricsDaily.campaignId, currency: adMetricsDaily.currency })
      .from(adMetricsDaily)
      .where(eq(adMetricsDaily.userId, userId));
    expect(rows.find((r) => r.campaignId === vndCampaignId)?.currency).toBe('VND');
    expect(rows.filter((r) => r.campaignId !== vndCampaignId).map((r) => r.currency)).toEqual(expect.arrayContaining(['USD']));
  });
});

describe('analytics of several accounts', () => {
  it("converts each account's money: 12.50 USD and 250,000 VND at 25,000 are 22.50 USD; budgets too", async () => {
    const user = await signUp(t);
    const person = { id: '93000000000002', name: 'Two currencies' };
    sandbox.world.addPerson(
      person,
      [
        { account_id: '700000001', name: 'US', currency: 'USD', account_status: 1, timezone_name: 'UTC', owner: person.id },
        { account_id: '700000002', name: 'VN', currency: 'VND', account_status: 1, timezone_name: 'UTC', owner: person.id },
      ],
      [{ id: '800000001', name: 'Page', owner: person.id, leadForms: [] }],
    );
    sandbox.setDialogPerson(person);
    await connectFacebook(t, user.headers);
    await chooseAdAccount(t, user.headers, '700000001', '800000001');
    // Daily budgets: 10 USD, and 500,000 VND = 20 USD.
    const us = await createCampaign(t, user.headers, { name: 'US', objective: 'TRAFFIC', status: 'ACTIVE', dailyBudget: 10 });
    const vn = await createCampaign(t, user.headers, {
      name: 'VN',
      objective: 'TRAFFIC',
      status: 'ACTIVE',
      dailyBudget: 500000,
      adAccountId: '700000002',
    });
    const usAd = await createAd(t, user.headers, { name: 'US ad', campaignId: us.id });
    const vnAd = await createAd(t, user.headers, { name: 'VN ad', campaignId: vn.id });
    const today = new Date(t.clock.now()).toISOString().slice(0, 10);
    await writeMetrics(
      t.database.db,
      user.user.id,
      [
        metricDay(usAd.id, us.id, today, [1000, 10, '12.50', 0, '0.00'], { currency: 'USD' }),
        metricDay(vnAd.id, vn.id, today, [1000, 10, '250000.00', 0, '0.00'], { currency: 'VND' }),
      ],
      t.clock.now(),
    );
    const summary = (await api('GET', '/api/analytics/summary?timeRange=7d', undefined, user.headers)).json();
    expect(summary.meta.unconvertedCurrencies).toEqual([]);
    expect(summary.totals.spent).toBe(22.5);
    // Created today, each runs one day of the period: 10 USD + 500,000 / 25,000 = 30 USD.
    expect(summary.budget.allocated).toBe(30);
  });
});
