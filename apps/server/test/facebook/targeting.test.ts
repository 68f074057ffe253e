/**
 * Structured targeting against the sandbox Facebook (decision 178): the place, interest and language search in
 * the app's shape, the reach estimate's numbers (worked out by hand from the sandbox's catalogue), and what a
 * publish sends as the ad set's targeting, field by field on the sandbox's request log.
 */

import { connectionMessages } from '@ads-creative/contracts/facebook';
import type { Targeting } from '@ads-creative/contracts/targeting';
import { countriesTargeting, targetingRuleMessages } from '@ads-creative/contracts/targeting';
import { targetingMessages } from '@ads-creative/contracts/targeting-search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backfillCampaignTargeting, insertCampaigns } from '../../src/modules/campaigns/index.ts';
import type { GraphSandbox } from '../../src/sandbox/graph-sandbox.ts';
import { createCampaign, expectError, type Headers } from '../helpers/ads-fixtures.ts';
import { signUp, type TestApp } from '../helpers/test-app.ts';
import { chooseAdAccount, connectFacebook, publishedAd, startSandboxApp } from './sandbox-app.ts';

let sandbox: GraphSandbox;
let t: TestApp;
let headers: Headers;
let userId: number;

beforeAll(async () => {
  ({ sandbox, t } = await startSandboxApp(178));
  const user = await signUp(t);
  headers = user.headers;
  userId = user.user.id;
  await connectFacebook(t, headers);
  await chooseAdAccount(t, headers, '100000001');
}, 60_000);
afterAll(async () => {
  await t?.close();
  await sandbox?.close();
});

const search = (type: string, q: string, h: Headers = headers) =>
  t.app.inject({ method: 'GET', url: `/api/facebook/targeting/search?type=${type}&q=${encodeURIComponent(q)}`, headers: h });
const estimate = (targeting: Partial<Targeting>, h: Headers = headers) =>
  t.app.inject({ method: 'POST', url: '/api/facebook/reach-estimate', headers: h, payload: { targeting } });

describe('GET /api/facebook/targeting/search', () => {
  it('finds Hà Nội as a region and a city, with their keys and country, however it is spelled', async () => {
    for (const q of ['Hà Nội', 'ha noi', 'Hanoi']) {
      const res = await search('location', q);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().items).toEqual([
        { key: '3195', name: 'Hanoi', type: 'region', countryCode: 'VN' },
        { key: '1562820', name: 'Hà Nội', type: 'city', countryCode: 'VN', region: 'Hanoi' },
      ]);
    }
    expect(sandbox.sent('GET', '/search').at(-1)?.params).toMatchObject({
      type: 'adgeolocation',
      q: 'Hanoi',
      location_types: ['country', 'region', 'city'],
    });
    expect((await search('location', 'Viet')).json().items).toEqual([{ key: 'VN', name: 'Vietnam', type: 'country', countryCode: 'VN' }]);
  });

  it('finds interests with their ids and audience size, and languages with their keys', async () => {
    // Yoga: 8 % of the catalogue's 533,000,000 people, the upper bound 1.06 times that: 45,198,400.
    expect((await search('interest', 'yoga')).json().items).toEqual([
      { id: '6003306084421', name: 'Yoga', type: 'interest', audienceSize: 45_198_400 },
    ]);
    expect(sandbox.sent('GET', '/search').at(-1)?.params).toMatchObject({ type: 'adinterest', q: 'yoga' });
    expect((await search('locale', 'viet')).json().items).toEqual([{ key: '27', name: 'Vietnamese', type: 'locale' }]);
    expect((await search('interest', 'zzzz')).json().items).toEqual([]);
  });

  it('answers 400 for an unknown type, an empty or too long query, and without a Facebook connection', async () => {
    expectError(await search('adgeolocation', 'x'), 400, 'VALIDATION_ERROR');
    expectError(await search('location', ''), 400, 'VALIDATION_ERROR');
    expectError(await search('location', 'a'.repeat(101)), 400, 'VALIDATION_ERROR');
    const stranger = await signUp(t);
    const before = sandbox.requests.length;
    expectError(await search('location', 'Hanoi', stranger.headers), 400, 'VALIDATION_ERROR', targetingMessages.needsFacebook);
    expectError(await estimate({ countries: ['VN'] }, stranger.headers), 400, 'VALIDATION_ERROR', targetingMessages.needsFacebook);
    expect(sandbox.requests.length).toBe(before);
  });
});

describe('POST /api/facebook/reach-estimate', () => {
  it("answers the ad account's estimate, smaller for a narrower audience", async () => {
    // Vietnam's 76,000,000 people × ages 18–65 (48 of 53 years) = 68,830,189 → 69M; lower 85 %: 58,505,660 → 59M.
    const broad = await estimate({ countries: ['VN'] });
    expect(broad.statusCode, broad.body).toBe(200);
    expect(broad.json()).toEqual({ lower: 59_000_000, upper: 69_000_000, ready: true, tooNarrow: false, sandbox: false });
    expect(sandbox.sent('GET', '/act_100000001/reachestimate').at(-1)?.params.targeting_spec).toEqual({
      geo_locations: { countries: ['VN'] },
      targeting_automation: { advantage_audience: 1 },
    });
    // Strict: women 25–45 interested in yoga: 76M × 21/53 × 0.5 × 0.08 = 1,204,528 → 1.2M; lower 1,023,849 → 1.0M.
    const strict = await estimate({
      countries: ['VN'],
      ageMin: 25,
      ageMax: 45,
      genders: ['female'],
      interests: [{ id: '6003306084421', name: 'Yoga' }],
      advantageAudience: false,
    });
    expect(strict.json()).toEqual({ lower: 1_000_000, upper: 1_200_000, ready: true, tooNarrow: false, sandbox: false });
    // The same with Advantage+ audience: only the places and the minimum age limit it: 76M × 41/53 = 58,792,453 → 59M.
    const advantage = await estimate({
      countries: ['VN'],
      ageMin: 25,
      ageMax: 45,
      genders: ['female'],
      interests: [{ id: '6003306084421', name: 'Yoga' }],
    });
    expect(advantage.json()).toEqual({ lower: 50_000_000, upper: 59_000_000, ready: true, tooNarrow: false, sandbox: false });
  });

  it("asks on the campaign's own ad account, and refuses one the login cannot use in the app's words", async () => {
    const on = (adAccountId: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/facebook/reach-estimate',
        headers,
        payload: { targeting: { countries: ['VN'] }, adAccountId },
      });
    expect((await on('act_100000002')).json()).toMatchObject({ upper: 69_000_000 });
    expect(sandbox.sent('GET', '/act_100000002/reachestimate')).toHaveLength(1);
    // 999 is no account of this login (looked up once more on Facebook, decision 181); 100000003 is disabled.
    expectError(await on('999'), 400, 'VALIDATION_ERROR', connectionMessages.unknownAdAccount);
    expectError(await on('100000003'), 400, 'VALIDATION_ERROR', connectionMessages.disabledAdAccount);
    expect(sandbox.sent('GET', /^\/act_(999|100000003)\/reachestimate$/)).toEqual([]);
  });

  it("says Meta's 'too narrow' below 1,000 people", async () => {
    // Đà Nẵng's 1,100,000 people within 17 km (0.5 + 17/80 = 71.25 %) = 783,750 × 6/53 (ages 60–65) × 0.5 (men)
    // × 0.06 (real estate) × 0.12 (Thai) = 319.4 → 320; lower 271.5 → 270.
    const res = await estimate({
      cities: [{ key: '1563281', name: 'Đà Nẵng', radiusKm: 17 }],
      ageMin: 60,
      ageMax: 65,
      genders: ['male'],
      interests: [{ id: '6003578086487', name: 'Real estate' }],
      locales: [{ key: 30, name: 'Thai' }],
      advantageAudience: false,
    });
    expect(res.json()).toEqual({ lower: 270, upper: 320, ready: true, tooNarrow: true, sandbox: false });
  });

  it('refuses a malformed targeting before Facebook, and answers what Facebook refuses', async () => {
    const before = sandbox.requests.length;
    expectError(await estimate({ countries: ['VN'], ageMin: 40, ageMax: 30 }), 400, 'VALIDATION_ERROR');
    expectError(await estimate({ countries: ['Vietnam'] as never }), 400, 'VALIDATION_ERROR');
    // Meta's city radius starts at 10 miles (17 km): 16 km is refused here, and so is a campaign saved with 1 km.
    expectError(await estimate({ cities: [{ key: '1563281', name: 'Đà Nẵng', radiusKm: 16 }] }), 400, 'VALIDATION_ERROR');
    const narrow = { countries: [], cities: [{ key: '1563281', name: 'Đà Nẵng', radiusKm: 1 }] };
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/campaigns',
      headers,
      payload: { name: 'Near the beach', objective: 'BRAND_AWARENESS', targeting: narrow },
    });
    expectError(saved, 400, 'VALIDATION_ERROR');
    expect(sandbox.requests.length).toBe(before);
    // Places that overlap: the app says so in the user's words when it knows the city's country (a save too) ...
    const hanoi = { key: '1562820', name: 'Hà Nội', radiusKm: 25 };
    const overlap = targetingRuleMessages.overlap('VN', ['Hà Nội']);
    expectError(await estimate({ countries: ['VN'], cities: [{ ...hanoi, countryCode: 'VN' }] }), 400, 'VALIDATION_ERROR', overlap);
    const overlapping = await t.app.inject({
      method: 'POST',
      url: '/api/campaigns',
      headers,
      payload: { name: 'Hanoi', objective: 'BRAND_AWARENESS', targeting: { countries: ['VN'], cities: [{ ...hanoi, countryCode: 'VN' }] } },
    });
    expectError(overlapping, 400, 'VALIDATION_ERROR', overlap);
    expect(sandbox.requests.length).toBe(before);
    // ... and Facebook refuses it when the app could not tell (a city saved without its country).
    expectError(await estimate({ countries: ['VN'], cities: [hanoi] }), 400, 'VALIDATION_ERROR');
    expect(sandbox.sent('GET', '/act_100000001/reachestimate').at(-1)?.params.targeting_spec).toMatchObject({
      geo_locations: { countries: ['VN'], cities: [{ key: '1562820' }] },
    });
    // A key Facebook does not know: its refusal, as a 400.
    expectError(await estimate({ cities: [{ key: '999', name: 'Nowhere' }] }), 400, 'VALIDATION_ERROR');
  });
});

describe('publishing sends the campaign targeting', () => {
  const adSetTargeting = () => sandbox.sent('POST', '/act_100000001/adsets').at(-1)?.params.targeting;

  it('a campaign without a targeting gets the countries its text names, and publishes them alone', async () => {
    const campaign = await createCampaign(t, headers, { targetAudience: 'Phụ nữ ở Việt Nam và Thái Lan' });
    expect(campaign.targeting).toEqual(countriesTargeting(['TH', 'VN']));
    await publishedAd(t, headers, { dailyBudget: 50, name: 'Countries', targetAudience: 'Women in Vietnam and Thailand' });
    expect(adSetTargeting()).toEqual({ geo_locations: { countries: ['TH', 'VN'] }, targeting_automation: { advantage_audience: 1 } });
  });

  it('a targeting cleared by an edit is read from the free text again (never stored empty)', async () => {
    const campaign = await createCampaign(t, headers, { targetAudience: 'Women in Vietnam', targeting: countriesTargeting(['FR']) });
    expect(campaign.targeting).toEqual(countriesTargeting(['FR']));
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/campaigns/${campaign.id}`,
      headers,
      payload: { targetAudience: 'Women in Thailand', targeting: null },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().targeting).toEqual(countriesTargeting(['TH']));
  });

  it('a strict targeting: places with a radius, ages, gender, languages and interests as hard limits', async () => {
    await publishedAd(t, headers, {
      dailyBudget: 50,
      name: 'Strict',
      targeting: {
        countries: ['TH'],
        regions: [{ key: '3195', name: 'Hanoi' }],
        cities: [
          { key: '1566083', name: 'Ho Chi Minh City', radiusKm: 25 },
          { key: '1563281', name: 'Đà Nẵng' },
        ],
        ageMin: 25,
        ageMax: 45,
        genders: ['female'],
        locales: [{ key: 27, name: 'Vietnamese' }],
        interests: [
          { id: '6003306084421', name: 'Yoga' },
          { id: '6003384248805', name: 'Wellness (health & beauty)' },
        ],
        advantageAudience: false,
      },
    });
    expect(adSetTargeting()).toEqual({
      geo_locations: {
        countries: ['TH'],
        regions: [{ key: '3195' }],
        cities: [{ key: '1566083', radius: 25, distance_unit: 'kilometer' }, { key: '1563281' }],
        location_types: ['home', 'recent'],
      },
      age_min: 25,
      age_max: 45,
      genders: [2],
      locales: [27],
      flexible_spec: [
        {
          interests: [
            { id: '6003306084421', name: 'Yoga' },
            { id: '6003384248805', name: 'Wellness (health & beauty)' },
          ],
        },
      ],
      targeting_automation: { advantage_audience: 0 },
    });
  });

  it('with Advantage+ audience, ages beyond Meta’s limits go as the suggested range; both genders send none', async () => {
    await publishedAd(t, headers, {
      dailyBudget: 50,
      name: 'Advantage',
      targeting: {
        ...countriesTargeting(['US']),
        ageMin: 30,
        ageMax: 50,
        genders: ['male', 'female'],
        interests: [{ id: '6003626773307', name: 'Coffee' }],
      },
    });
    expect(adSetTargeting()).toEqual({
      geo_locations: { countries: ['US'], location_types: ['home', 'recent'] },
      age_min: 25,
      age_max: 65,
      age_range: [30, 50],
      flexible_spec: [{ interests: [{ id: '6003626773307', name: 'Coffee' }] }],
      targeting_automation: { advantage_audience: 1 },
    });
    await publishedAd(t, headers, { dailyBudget: 50, name: 'Men', targeting: { ...countriesTargeting(['VN']), genders: ['male'] } });
    expect(adSetTargeting()).toEqual({
      geo_locations: { countries: ['VN'], location_types: ['home', 'recent'] },
      age_min: 18,
      age_max: 65,
      genders: [1],
      targeting_automation: { advantage_audience: 1 },
    });
  });
});

describe('campaigns from before structured targeting', () => {
  it('get the countries their text names once, after the migrations', async () => {
    const db = t.database.db;
    const base = { userId, objective: 'TRAFFIC', createdAt: new Date(), updatedAt: new Date() };
    const [named, unnamed] = await insertCampaigns(db, [
      { ...base, name: 'Old VN', targetAudience: 'Sinh viên ở Hà Nội, Việt Nam' },
      { ...base, name: 'Old none', targetAudience: 'Students' },
    ]);
    expect(await backfillCampaignTargeting(db, ['US'])).toBeGreaterThanOrEqual(2);
    const get = async (id: number | undefined) => (await t.app.inject({ method: 'GET', url: `/api/campaigns/${id}`, headers })).json();
    expect((await get(named)).targeting).toEqual(countriesTargeting(['VN']));
    expect((await get(unnamed)).targeting).toEqual(countriesTargeting(['US']));
    expect(await backfillCampaignTargeting(db, ['US'])).toBe(0);
  });
});
