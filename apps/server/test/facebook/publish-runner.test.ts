/**
 * The publish chain against the sandbox Facebook: every request's fields, a failure injected at each
 * of the five steps then a retry (no duplicate object on Facebook), an object created whose id was
 * never stored (found by name), token expiry and rate limiting as the user reads them.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PlanAd, PlanCampaign } from '../../src/modules/facebook/publish/publish-plan.ts';
import { MissingLeadFormError, type PublishRun, runPublish } from '../../src/modules/facebook/publish/publish-runner.ts';
import { createAccountGate, GraphThrottledError } from '../../src/providers/facebook/account-gate.ts';
import { createGraphClient, type GraphApiError } from '../../src/providers/facebook/graph-client.ts';
import { createMarketingApi } from '../../src/providers/facebook/marketing.ts';
import { type GraphSandbox, startGraphSandbox } from '../../src/sandbox/graph-sandbox.ts';
import { SANDBOX_PERSON } from '../../src/sandbox/sandbox-world.ts';
import { planAd, planCampaign } from './plan-fixtures.ts';

const app = { appId: 'app-1', appSecret: 'secret-1' };
const now = new Date('2026-11-24T18:00:00Z');
let sandbox: GraphSandbox;
let token: string;

/** A Conversions campaign with its pixel, dates and two countries. */
const campaign = (over: Partial<PlanCampaign> = {}): PlanCampaign =>
  planCampaign({
    objective: 'CONVERSIONS',
    targetAudience: 'Runners in Vietnam and Thailand',
    startDate: '2026-12-01',
    endDate: '2026-12-31',
    pixelId: '555',
    conversionEvent: 'PURCHASE',
    ...over,
  });
const ad = (over: Partial<PlanAd> = {}): PlanAd => planAd({ imageUrl: '/api/media/x.png', ...over });

/** A run whose store keeps ids in memory, as the database would. */
function runner(c: PlanCampaign, a: PlanAd, over: Partial<PublishRun> = {}) {
  const stored = { campaign: { ...c }, ad: { ...a } };
  const run = (): Promise<string> =>
    runPublish({
      marketing: createMarketingApi(
        createGraphClient({ graphUrl: sandbox.graphUrl, ...app, fetch, gate: createAccountGate({ clock: () => now }) }),
      ),
      token,
      target: { adAccountId: '100000001', currency: 'USD', timezone: 'America/Los_Angeles', pageId: '200000001' },
      campaign: stored.campaign,
      ad: stored.ad,
      delivery: 'ACTIVE',
      today: '2026-11-24',
      defaultCountries: ['US'],
      store: {
        saveCampaign: async (ids) => void Object.assign(stored.campaign, ids),
        saveAd: async (ids) => void Object.assign(stored.ad, ids),
      },
      imageBytes: async () => Buffer.from(`image of ad ${a.id}`),
      leadFormId: async () => '300000001',
      ...over,
    });
  return { stored, run };
}

const objects = (type: string) => [...sandbox.world.objects.values()].filter((o) => o.type === type);

beforeEach(async () => {
  sandbox = await startGraphSandbox({ ...app, seed: 1, clock: () => now });
  token = sandbox.world.issueToken(SANDBOX_PERSON.id, 86_400 * 60, now.getTime());
});
afterEach(() => sandbox.close());

describe('the publish chain against the sandbox', () => {
  it('sends the campaign, ad set, image, creative and ad with the right fields, then switches the campaign on', async () => {
    const { stored, run } = runner(campaign(), ad());
    const fbAdId = await run();
    expect(fbAdId).toBe(stored.ad.fbAdId);
    const [c] = sandbox.sent('POST', '/act_100000001/campaigns');
    expect(c?.params).toMatchObject({
      name: 'Summer sale [AC-7]',
      objective: 'OUTCOME_SALES',
      status: 'PAUSED',
      special_ad_categories: [],
      is_adset_budget_sharing_enabled: 'false',
    });
    const [s] = sandbox.sent('POST', '/act_100000001/adsets');
    expect(s?.params).toMatchObject({
      campaign_id: stored.campaign.fbCampaignId,
      daily_budget: '2550',
      billing_event: 'IMPRESSIONS',
      optimization_goal: 'OFFSITE_CONVERSIONS',
      bid_strategy: 'LOWEST_COST_WITHOUT_CAP',
      start_time: '2026-12-01T00:00:00-08:00',
      end_time: '2026-12-31T23:59:59-08:00',
      targeting: { geo_locations: { countries: ['TH', 'VN'] }, targeting_automation: { advantage_audience: 1 } },
      promoted_object: { pixel_id: '555', custom_event_type: 'PURCHASE' },
    });
    expect(sandbox.sent('POST', '/act_100000001/adimages')[0]?.params.bytes).toBe(Buffer.from('image of ad 42').toString('base64'));
    const [cr] = sandbox.sent('POST', '/act_100000001/adcreatives');
    expect(cr?.params.object_story_spec).toEqual({
      page_id: '200000001',
      link_data: {
        message: 'Our lightest shoe yet.',
        name: 'Run lighter',
        description: 'Free returns',
        link: 'https://shop.example/shoes',
        image_hash: stored.ad.fbImageHash,
        call_to_action: { type: 'SHOP_NOW', value: { link: 'https://shop.example/shoes' } },
      },
    });
    expect(sandbox.sent('POST', '/act_100000001/ads')[0]?.params).toMatchObject({
      adset_id: stored.campaign.fbAdSetId,
      creative: { creative_id: stored.ad.fbCreativeId },
      status: 'ACTIVE',
    });
    expect(sandbox.sent('POST', `/${stored.campaign.fbCampaignId}`)[0]?.params).toMatchObject({ status: 'ACTIVE' });
    for (const r of sandbox.requests.filter((q) => q.method === 'POST')) expect(r.params.appsecret_proof).toMatch(/^[0-9a-f]{64}$/);
  });

  it.each([
    ['campaign', '/act_100000001/campaigns'],
    ['ad set', '/act_100000001/adsets'],
    ['image', '/act_100000001/adimages'],
    ['creative', '/act_100000001/adcreatives'],
    ['ad', '/act_100000001/ads'],
  ])('a failure at the %s step, then a retry, leaves exactly one of each object', async (_, path) => {
    const { stored, run } = runner(campaign(), ad());
    sandbox.failNext({ method: 'POST', path, status: 500, error: { code: 2, message: 'Service temporarily unavailable' } });
    await expect(run()).rejects.toMatchObject({ classified: { kind: 'transient' } });
    await run();
    expect(stored.ad.fbAdId).toBeTruthy();
    for (const type of ['campaign', 'adset', 'adcreative', 'ad']) expect(objects(type)).toHaveLength(1);
  });

  it('an object Facebook created whose id was never stored is found by name, not created again', async () => {
    const first = runner(campaign(), ad());
    await first.run();
    // Same campaign and ad as if the app had died before storing anything.
    const again = runner(campaign(), ad());
    await again.run();
    expect(again.stored.campaign.fbCampaignId).toBe(first.stored.campaign.fbCampaignId);
    expect(again.stored.ad.fbAdId).toBe(first.stored.ad.fbAdId);
    for (const type of ['campaign', 'adset', 'adcreative', 'ad']) expect(objects(type)).toHaveLength(1);
  });

  it('a second ad of the same campaign reuses its campaign and ad set', async () => {
    const first = runner(campaign(), ad());
    await first.run();
    const second = runner(first.stored.campaign, ad({ id: 43, name: 'Second ad' }));
    await second.run();
    expect(objects('campaign')).toHaveLength(1);
    expect(objects('adset')).toHaveLength(1);
    expect(objects('ad')).toHaveLength(2);
  });

  it('a VND account gets whole-dong budgets; a paused start leaves the campaign paused', async () => {
    const { run } = runner(campaign({ dailyBudget: '150000', objective: 'TRAFFIC', pixelId: null, conversionEvent: null }), ad(), {
      target: { adAccountId: '100000002', currency: 'VND', timezone: 'Asia/Ho_Chi_Minh', pageId: '200000001' },
      delivery: 'PAUSED',
    });
    await run();
    expect(sandbox.sent('POST', '/act_100000002/adsets')[0]?.params).toMatchObject({
      daily_budget: '150000',
      start_time: '2026-12-01T00:00:00+07:00',
    });
    expect(sandbox.sent('POST', '/act_100000002/ads')[0]?.params.status).toBe('PAUSED');
    expect(sandbox.requests.filter((r) => r.method === 'POST' && /^\/\d+$/.test(r.path))).toHaveLength(0);
  });

  it('a lead ad uses the page lead form; without one it stops before the creative', async () => {
    const leadCampaign = campaign({ objective: 'LEAD_GENERATION', pixelId: null, conversionEvent: null });
    const leadAd = ad({ adType: 'LEAD_FORM_AD', callToAction: 'SIGN_UP', destinationUrl: null });
    const { run } = runner(leadCampaign, leadAd);
    await run();
    expect(sandbox.sent('POST', '/act_100000001/adcreatives')[0]?.params.object_story_spec).toMatchObject({
      link_data: { call_to_action: { type: 'SIGN_UP', value: { lead_gen_form_id: '300000001' } } },
    });
    const none = runner({ ...leadCampaign, id: 8 }, { ...leadAd, id: 50 }, { leadFormId: async () => undefined });
    await expect(none.run()).rejects.toBeInstanceOf(MissingLeadFormError);
    expect(none.stored.ad.fbImageHash).toBeTruthy();
    expect(none.stored.ad.fbCreativeId).toBeNull();
  });

  it('an expired token is 190 (reconnect); throttling 17 and 80004 block the account for the time Facebook announces', async () => {
    sandbox.world.tokens.clear();
    const expired = await runner(campaign(), ad())
      .run()
      .catch((e: GraphApiError) => e);
    expect((expired as GraphApiError).classified.kind).toBe('reconnect');
    token = sandbox.world.issueToken(SANDBOX_PERSON.id, 3600, now.getTime());
    sandbox.failNext({
      method: 'POST',
      path: '/act_100000001/campaigns',
      error: { code: 17, message: 'User request limit reached' },
      headers: { 'x-ad-account-usage': '{"acc_id_util_pct":100,"reset_time_duration":600}' },
    });
    const limited = await runner(campaign(), ad())
      .run()
      .catch((e: unknown) => e);
    // reset_time_duration 600 s: the account's next call is 10 minutes away (decision 177).
    expect(limited).toMatchObject({ adAccountId: '100000001', graphCode: 17, resumesAt: new Date(now.getTime() + 600_000) });
    sandbox.failNext({
      method: 'POST',
      path: '/act_100000001/adsets',
      error: { code: 80004, message: 'too many calls' },
      headers: { 'x-business-use-case-usage': '{"100000001":[{"estimated_time_to_regain_access":3}]}' },
    });
    const throttled = await runner(campaign(), ad())
      .run()
      .catch((e: unknown) => e);
    expect(throttled).toBeInstanceOf(GraphThrottledError);
    expect(throttled).toMatchObject({ graphCode: 80004, resumesAt: new Date(now.getTime() + 3 * 60_000) });
  });

  it('Facebook refusing the budget reaches the user in its own words', async () => {
    const { run } = runner(campaign({ dailyBudget: '0.5' }), ad());
    const error = (await run().catch((e: GraphApiError) => e)) as GraphApiError;
    expect(error.classified.kind).toBe('invalid_parameter');
    expect(error.classified.message).toMatch(/^Your budget is too low/);
  });
});
