/**
 * Decision 180 through the app's HTTP API against the sandbox Facebook (issue 17, "Checks": the app's own checks
 * stop what Meta refuses first, in the user's words): an EU publish is refused before any call until the ad account's
 * beneficiary and payer are saved in Settings, then its ad set carries them; a housing campaign that targets a gender
 * or narrower ages is not saved; the special ad category goes out with its countries.
 */
import { publishingRulesMessages as r } from '@ads-creative/contracts/publishing-rules';
import { countriesTargeting } from '@ads-creative/contracts/targeting';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GraphSandbox } from '../../src/sandbox/graph-sandbox.ts';
import { createCampaign, expectError, type Headers } from '../helpers/ads-fixtures.ts';
import { signUp, type TestApp } from '../helpers/test-app.ts';
import { chooseAdAccount, connectFacebook, draftToPublish, startSandboxApp } from './sandbox-app.ts';

let sandbox: GraphSandbox;
let t: TestApp;
let headers: Headers;

beforeAll(async () => {
  ({ sandbox, t } = await startSandboxApp(180));
  headers = (await signUp(t)).headers;
  await connectFacebook(t, headers);
  await chooseAdAccount(t, headers, '100000001');
}, 60_000);
afterAll(async () => {
  await t?.close();
  await sandbox?.close();
});

const api = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
const publish = (adId: number) => api('POST', `/api/ads/${adId}/publish`, { delivery: 'PAUSED' });

describe('an audience in the EU', () => {
  it('is refused before any call until Settings names who benefits and who pays; then its ad set carries both', async () => {
    const campaign = await createCampaign(t, headers, { objective: 'TRAFFIC', dailyBudget: 30, targeting: countriesTargeting(['FR']) });
    const ad = await draftToPublish(t, headers, campaign.id);
    const before = sandbox.requests.length;
    const refused = await publish(ad.id);
    expect(refused.statusCode, refused.body).toBeGreaterThanOrEqual(400);
    expect(refused.statusCode).toBeLessThan(500);
    expect(refused.json().message).toBe(r.dsaMissing);
    expect(sandbox.requests.slice(before).filter((q) => q.method === 'POST')).toEqual([]);

    expect((await api('GET', '/api/facebook/ad-accounts/dsa')).json().items).toContainEqual({
      adAccountId: '100000001',
      beneficiary: null,
      payor: null,
    });
    expectError(
      await api('PUT', '/api/facebook/ad-accounts/100000001/dsa', { beneficiary: ' ', payor: 'Shoes Ltd' }),
      400,
      'VALIDATION_ERROR',
    );
    expectError(
      await api('PUT', '/api/facebook/ad-accounts/999/dsa', { beneficiary: 'Shoes', payor: 'Shoes Ltd' }),
      400,
      'VALIDATION_ERROR',
    );
    const saved = await api('PUT', '/api/facebook/ad-accounts/100000001/dsa', { beneficiary: 'Sandbox Shoes', payor: 'Sandbox Shoes Ltd' });
    expect(saved.json()).toEqual({ adAccountId: '100000001', beneficiary: 'Sandbox Shoes', payor: 'Sandbox Shoes Ltd' });

    const published = await publish(ad.id);
    expect(published.statusCode, published.body).toBe(200);
    expect(sandbox.sent('POST', '/act_100000001/adsets').at(-1)?.params).toMatchObject({
      dsa_beneficiary: 'Sandbox Shoes',
      dsa_payor: 'Sandbox Shoes Ltd',
      targeting: { geo_locations: { countries: ['FR'] } },
    });
  });
});

describe('a special ad category', () => {
  it("is not saved with a gender or narrower ages, in Meta's words one line each", async () => {
    const res = await api('POST', '/api/campaigns', {
      name: 'Flats',
      objective: 'TRAFFIC',
      specialAdCategories: ['HOUSING'],
      targeting: { ...countriesTargeting(['US']), genders: ['female'], ageMin: 25 },
    });
    expectError(res, 400, 'VALIDATION_ERROR');
    expect(res.json().issues.map((i: { message: string }) => i.message)).toEqual([r.genders, r.ages]);
  });

  it('publishes its campaign with the countries it is shown in', async () => {
    const campaign = await createCampaign(t, headers, {
      objective: 'TRAFFIC',
      dailyBudget: 30,
      specialAdCategories: ['EMPLOYMENT'],
      targeting: countriesTargeting(['US', 'CA']),
    });
    const ad = await draftToPublish(t, headers, campaign.id);
    expect((await publish(ad.id)).statusCode).toBe(200);
    expect(sandbox.sent('POST', '/act_100000001/campaigns').at(-1)?.params).toMatchObject({
      special_ad_categories: ['EMPLOYMENT'],
      special_ad_category_country: ['CA', 'US'],
    });
  });
});
