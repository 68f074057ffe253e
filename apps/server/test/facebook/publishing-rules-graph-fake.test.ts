/**
 * Meta's publishing rules of 2026 against the suite's Graph fake (issue 17, "Checks"; decisions 176, 178, 180): what
 * the publish plan builds is created, and the same without what Meta requires fails as Meta fails it: a special ad
 * category without its countries, an ad set shown in the EU without its DSA names or without advantage_audience, and
 * any of them on a retired version. The app's own check (the publish blocker) stops each first, in the user's words.
 */
import { publishingRulesMessages } from '@ads-creative/contracts/publishing-rules';
import { countriesTargeting } from '@ads-creative/contracts/targeting';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adSetParams, campaignAdBlocker, campaignParams, type PlanTarget } from '../../src/modules/facebook/publish/publish-plan.ts';
import { createGraphClient, type GraphClient } from '../../src/providers/facebook/graph-client.ts';
import { createMarketingApi } from '../../src/providers/facebook/marketing.ts';
import { type FacebookGraphFake, startFacebookGraphFake } from '../fakes/facebook-graph-fake.ts';
import { planAd, planCampaign } from './plan-fixtures.ts';

const creds = { appId: 'rules-app', appSecret: 'rules-secret' };
const opts = { today: '2026-11-24', defaultCountries: ['US'] };
const target: PlanTarget = { adAccountId: '1001', currency: 'EUR', timezone: 'Europe/Paris', pageId: 'p1' };
const dsa = { beneficiary: 'Maison Lumière', payor: 'Maison Lumière SAS' };
let fb: FacebookGraphFake;
let graph: GraphClient;
let token: string;

beforeAll(async () => {
  fb = await startFacebookGraphFake(creds);
  graph = createGraphClient({ graphUrl: fb.graphUrl, ...creds, fetch });
  fb.addUser({ id: '180', name: 'Rules' });
  fb.setDialog({ userId: '180' });
  const redirect = 'http://localhost/callback';
  const dialog = await fetch(`${fb.dialogUrl}/v27.0/dialog/oauth?client_id=${creds.appId}&redirect_uri=${encodeURIComponent(redirect)}`, {
    redirect: 'manual',
  });
  const code = new URL(dialog.headers.get('location') as string).searchParams.get('code') as string;
  token = (await graph.exchangeCode(code, redirect))?.accessToken as string;
});
afterAll(async () => {
  await fb?.close();
});

const create = (edge: 'campaigns' | 'adsets', params: Record<string, unknown>, client = graph) =>
  createMarketingApi(client).create(token, target.adAccountId, edge, params);

describe("the suite's Graph fake, set to Meta's 2026 rules", () => {
  it('a special ad category without special_ad_category_country fails; the plan names the countries and passes', async () => {
    const housing = planCampaign({ specialAdCategories: ['HOUSING'], targeting: countriesTargeting(['FR']) });
    const params = campaignParams(housing, opts.defaultCountries);
    expect(params).toMatchObject({ special_ad_categories: ['HOUSING'], special_ad_category_country: ['FR'] });
    expect(await create('campaigns', params)).toMatch(/^\d+$/);
    const { special_ad_category_country: _, ...without } = params;
    await expect(create('campaigns', without)).rejects.toMatchObject({ status: 400, graphCode: 100 });
    // The app never sends that: a category whose audience names no country is stopped before any call.
    const nowhere = planCampaign({ specialAdCategories: ['HOUSING'], targeting: countriesTargeting([]) });
    expect(campaignAdBlocker(nowhere, planAd(), opts.today, opts)).toBe(publishingRulesMessages.needsCountry);
  });

  it('an ad set shown in the EU without dsa_beneficiary fails with 3858081, without dsa_payor with 3858079', async () => {
    // Paris alone: its country comes from the place (the fake knows the sandbox's catalogue), as Meta's does.
    const inParis = planCampaign({
      targeting: { ...countriesTargeting([]), cities: [{ key: '1109140', name: 'Paris', countryCode: 'FR' }] },
    });
    const fbCampaignId = await create('campaigns', campaignParams(inParis));
    const params = adSetParams(inParis, { ...target, dsa }, fbCampaignId, opts);
    expect(params).toMatchObject({ dsa_beneficiary: dsa.beneficiary, dsa_payor: dsa.payor });
    expect(await create('adsets', params)).toMatch(/^\d+$/);
    expect(fb.requests.at(-1)?.body?.targeting).toMatchObject({
      geo_locations: { cities: [{ key: '1109140' }], location_types: ['home', 'recent'] },
      targeting_automation: { advantage_audience: 1 },
    });
    const { dsa_beneficiary: _b, ...noBeneficiary } = params;
    await expect(create('adsets', noBeneficiary)).rejects.toMatchObject({ body: { code: 100, error_subcode: 3858081 } });
    const { dsa_payor: _p, ...noPayor } = params;
    await expect(create('adsets', noPayor)).rejects.toMatchObject({ body: { code: 100, error_subcode: 3858079 } });
    // The app stops it first when the account has no names.
    expect(campaignAdBlocker(inParis, planAd(), opts.today, { ...opts, dsa: null })).toBe(publishingRulesMessages.dsaMissing);
  });

  it('an ad set without targeting_automation.advantage_audience fails with 1870227; the plan always sends it', async () => {
    const c = planCampaign({ targeting: { ...countriesTargeting(['VN']), advantageAudience: false, ageMin: 25, ageMax: 45 } });
    const fbCampaignId = await create('campaigns', campaignParams(c));
    const params = adSetParams(c, target, fbCampaignId, opts);
    expect(params.targeting).toMatchObject({ targeting_automation: { advantage_audience: 0 } });
    expect(await create('adsets', params)).toMatch(/^\d+$/);
    const { targeting_automation: _, ...spec } = params.targeting as Record<string, unknown>;
    await expect(create('adsets', { ...params, targeting: spec })).rejects.toMatchObject({
      body: { code: 100, error_subcode: 1870227 },
    });
  });

  it('a retired version (v21.0) fails every ads call with 2635; the default v27.0 passes', async () => {
    const old = createGraphClient({ graphUrl: fb.graphUrl, ...creds, fetch, apiVersion: 'v21.0' });
    const params = campaignParams(planCampaign(), opts.defaultCountries);
    await expect(create('campaigns', params, old)).rejects.toMatchObject({ graphCode: 2635 });
    expect(fb.requests.at(-1)).toMatchObject({ method: 'POST', path: '/act_1001/campaigns', version: 'v21.0' });
    expect(await create('campaigns', params)).toMatch(/^\d+$/);
    expect(fb.requests.at(-1)).toMatchObject({ version: 'v27.0' });
  });
});
