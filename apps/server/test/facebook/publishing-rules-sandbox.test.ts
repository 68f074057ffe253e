/**
 * Meta's rules of 2026 at the sandbox Facebook (decision 180), with the app's own checks bypassed (the
 * marketing client called directly): a special ad category without its country, an ad set in the EU
 * without DSA names, an ad set without advantage_audience, detailed-targeting exclusions and
 * `standard_enhancements` each fail with Meta's code 100, subcode and user title; what the app sends passes.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { degreesOfFreedomSpec } from '../../src/modules/facebook/publish/publishing-rules.ts';
import { createGraphClient, type GraphApiError } from '../../src/providers/facebook/graph-client.ts';
import { createMarketingApi, type MarketingApi } from '../../src/providers/facebook/marketing.ts';
import { type GraphSandbox, startGraphSandbox } from '../../src/sandbox/graph-sandbox.ts';
import { SANDBOX_PERSON } from '../../src/sandbox/sandbox-world.ts';

const app = { appId: 'app-1', appSecret: 'secret-1' };
const now = new Date('2026-11-24T18:00:00Z');
const account = '100000001';
let sandbox: GraphSandbox;
let token: string;
let marketing: MarketingApi;

beforeEach(async () => {
  sandbox = await startGraphSandbox({ ...app, seed: 1, clock: () => now });
  token = sandbox.world.issueToken(SANDBOX_PERSON.id, 86_400 * 60, now.getTime());
  marketing = createMarketingApi(createGraphClient({ graphUrl: sandbox.graphUrl, ...app, fetch }));
});
afterEach(() => sandbox.close());

const campaign = (over: Record<string, unknown> = {}) =>
  marketing.create(token, account, 'campaigns', {
    name: 'Rules',
    objective: 'OUTCOME_TRAFFIC',
    status: 'PAUSED',
    special_ad_categories: [],
    is_adset_budget_sharing_enabled: false,
    ...over,
  });
const adSet = (campaignId: string, targeting: Record<string, unknown>, over: Record<string, unknown> = {}) =>
  marketing.create(token, account, 'adsets', {
    name: 'Rules',
    campaign_id: campaignId,
    daily_budget: 2000,
    billing_event: 'IMPRESSIONS',
    optimization_goal: 'LINK_CLICKS',
    bid_strategy: 'LOWEST_COST_WITHOUT_CAP',
    targeting,
    status: 'ACTIVE',
    ...over,
  });
const refusal = async (call: Promise<unknown>) => {
  const e = (await call.then(
    () => null,
    (error: GraphApiError) => error,
  )) as GraphApiError | null;
  expect(e, 'Facebook accepted it').not.toBeNull();
  return { status: e?.status, code: e?.body.code, subcode: e?.body.error_subcode, title: e?.body.error_user_title };
};
const france = { geo_locations: { countries: ['FR'] }, targeting_automation: { advantage_audience: 1 } };

describe('campaigns', () => {
  it('a special ad category without special_ad_category_country fails; with its countries it is created', async () => {
    expect(await refusal(campaign({ special_ad_categories: ['HOUSING'] }))).toMatchObject({
      status: 400,
      code: 100,
      title: 'Special Ad Category Country Required',
    });
    expect(await campaign({ special_ad_categories: ['HOUSING'], special_ad_category_country: ['US'] })).toMatch(/^\d+$/);
  });

  it('CREDIT (replaced by FINANCIAL_PRODUCTS_SERVICES in 2025) is refused', async () => {
    expect(await refusal(campaign({ special_ad_categories: ['CREDIT'], special_ad_category_country: ['US'] }))).toMatchObject({
      code: 100,
    });
  });
});

describe('ad sets', () => {
  it('shown in the EU without dsa_beneficiary fails with 3858081, without dsa_payor with 3858079; with both it is created', async () => {
    const c = await campaign();
    expect(await refusal(adSet(c, france))).toMatchObject({ code: 100, subcode: 3858081 });
    expect(await refusal(adSet(c, france, { dsa_beneficiary: 'Maison Lumière' }))).toMatchObject({ code: 100, subcode: 3858079 });
    expect(await adSet(c, france, { dsa_beneficiary: 'Maison Lumière', dsa_payor: 'Maison Lumière SAS' })).toMatch(/^\d+$/);
    // Outside the EU (Norway is in the EEA, not the EU) nothing is asked.
    expect(await adSet(c, { ...france, geo_locations: { countries: ['NO', 'VN'] } })).toMatch(/^\d+$/);
  });

  it('without targeting_automation.advantage_audience fails with 1870227', async () => {
    const c = await campaign();
    expect(await refusal(adSet(c, { geo_locations: { countries: ['VN'] } }))).toMatchObject({ code: 100, subcode: 1870227 });
  });

  it('detailed-targeting exclusions fail', async () => {
    const c = await campaign();
    const exclusions = { interests: [{ id: '6003139266461', name: 'Yoga' }] };
    expect(
      await refusal(adSet(c, { geo_locations: { countries: ['VN'] }, targeting_automation: { advantage_audience: 0 }, exclusions })),
    ).toMatchObject({
      code: 100,
      title: 'Exclusions Not Available',
    });
  });

  it('in a housing campaign: a gender or narrower ages fail', async () => {
    const c = await campaign({ special_ad_categories: ['HOUSING'], special_ad_category_country: ['VN'] });
    const vn = { geo_locations: { countries: ['VN'] }, targeting_automation: { advantage_audience: 0 } };
    expect(await refusal(adSet(c, { ...vn, genders: [2] }))).toMatchObject({ code: 100, title: 'Audience Selection Not Available' });
    expect(await refusal(adSet(c, { ...vn, age_min: 25, age_max: 45 }))).toMatchObject({
      code: 100,
      title: 'Audience Selection Not Available',
    });
    expect(await adSet(c, vn)).toMatch(/^\d+$/);
  });
});

describe('creatives', () => {
  it('standard_enhancements fails with 3858504; the opt-outs the app sends one by one pass', async () => {
    const image = await marketing.uploadImage(token, account, Buffer.from('a picture'));
    const creative = (dof: unknown) =>
      marketing.create(token, account, 'adcreatives', {
        name: 'Rules',
        object_story_spec: {
          page_id: '200000001',
          link_data: { message: 'Hi', name: 'Hi', link: 'https://shop.example', image_hash: image },
        },
        degrees_of_freedom_spec: dof,
      });
    const bundle = { creative_features_spec: { standard_enhancements: { enroll_status: 'OPT_IN' } } };
    expect(await refusal(creative(bundle))).toMatchObject({ code: 100, subcode: 3858504 });
    expect(await creative(degreesOfFreedomSpec())).toMatch(/^\d+$/);
  });
});
