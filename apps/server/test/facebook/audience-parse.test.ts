/**
 * POST /api/campaigns/targeting/parse against the sandbox Facebook (decision 179): for a connected user the places,
 * interests and languages of the description come back with the keys the sandbox's /search answers (the requests
 * checked on its log); without a connection nothing is looked up and they are listed; a campaign saved with the
 * parsed targeting publishes it, field by field on the ad set the sandbox receives.
 */
import { TARGET_AUDIENCE_MAX } from '@ads-creative/contracts/campaigns';
import { type ParsedTargeting, targetingParseMessages } from '@ads-creative/contracts/targeting-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GraphSandbox } from '../../src/sandbox/graph-sandbox.ts';
import { expectError, type Headers } from '../helpers/ads-fixtures.ts';
import { signUp, type TestApp } from '../helpers/test-app.ts';
import { chooseAdAccount, connectFacebook, publishedAd, startSandboxApp } from './sandbox-app.ts';

let sandbox: GraphSandbox;
let t: TestApp;
let headers: Headers;

beforeAll(async () => {
  ({ sandbox, t } = await startSandboxApp(179));
  headers = (await signUp(t)).headers;
  await connectFacebook(t, headers);
  await chooseAdAccount(t, headers, '100000001');
}, 60_000);
afterAll(async () => {
  await t?.close();
  await sandbox?.close();
});

const parse = (payload: Record<string, unknown>, h: Headers = headers) =>
  t.app.inject({ method: 'POST', url: '/api/campaigns/targeting/parse', headers: h, payload });
const searches = () => sandbox.sent('GET', '/search').map((r) => `${r.params.type} ${r.params.q}`);

describe('POST /api/campaigns/targeting/parse, connected', () => {
  it('reads a Vietnamese description and resolves its place and interest on Facebook', async () => {
    const before = searches().length;
    const res = await parse({ text: 'Phụ nữ 25-45 tuổi ở Hà Nội thích yoga', language: 'vi' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      targeting: {
        countries: [],
        // The sandbox answers the region Hanoi first, named exactly as searched; its country is kept.
        regions: [{ key: '3195', name: 'Hanoi', countryCode: 'VN' }],
        cities: [],
        ageMin: 25,
        ageMax: 45,
        genders: ['female'],
        locales: [],
        interests: [{ id: '6003306084421', name: 'Yoga' }],
        advantageAudience: true,
      },
      unresolved: [],
      source: 'builtin',
      resolved: true,
    });
    expect(searches().slice(before)).toEqual(['adgeolocation Hanoi', 'adinterest yoga']);
  });

  it('reads an English one: a city with its radius, two interests, a language; what Facebook does not know is listed', async () => {
    const res = await parse({
      text: 'Moms 30-45 within 25 km of Ho Chi Minh City who love cooking, coffee and pottery, speaking Vietnamese',
      language: 'en',
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as ParsedTargeting;
    expect(body.targeting).toEqual({
      countries: [],
      regions: [],
      cities: [{ key: '1566083', name: 'Ho Chi Minh City', radiusKm: 25, countryCode: 'VN', region: 'Ho Chi Minh City' }],
      ageMin: 30,
      ageMax: 45,
      genders: ['female'],
      locales: [{ key: 27, name: 'Vietnamese' }],
      interests: [
        { id: '6003385609165', name: 'Cooking' },
        { id: '6003626773307', name: 'Coffee' },
      ],
      advantageAudience: true,
    });
    expect(body.unresolved).toEqual([{ text: 'pottery', kind: 'interest' }]);
  });

  it('a campaign saved with the parsed targeting publishes it: the ad set the sandbox receives, field by field', async () => {
    const parsed = (
      await parse({ text: 'Nữ 22-35 tuổi trong bán kính 20 km quanh Đà Nẵng, quan tâm làm đẹp và chạy bộ', language: 'vi' })
    ).json();
    expect(parsed.targeting).toMatchObject({
      cities: [{ key: '1563281', name: 'Đà Nẵng', radiusKm: 20 }],
      interests: [
        { id: '6002867432822', name: 'Beauty' },
        { id: '6003397425735', name: 'Running' },
      ],
    });
    await publishedAd(t, headers, {
      name: 'Parsed',
      dailyBudget: 40,
      targetAudience: 'Nữ 22-35 tuổi quanh Đà Nẵng',
      targeting: parsed.targeting,
    });
    expect(sandbox.sent('POST', '/act_100000001/adsets').at(-1)?.params.targeting).toEqual({
      geo_locations: { cities: [{ key: '1563281', radius: 20, distance_unit: 'kilometer' }], location_types: ['home', 'recent'] },
      // Advantage+ audience (the default): the minimum age 22 is a hard limit (Meta keeps up to 25), 35 a suggestion.
      age_min: 22,
      age_max: 65,
      age_range: [22, 35],
      genders: [2],
      flexible_spec: [
        {
          interests: [
            { id: '6002867432822', name: 'Beauty' },
            { id: '6003397425735', name: 'Running' },
          ],
        },
      ],
      targeting_automation: { advantage_audience: 1 },
    });
  });
});

describe('POST /api/campaigns/targeting/parse, not connected', () => {
  it('reads countries, ages and genders offline, looks nothing up, and lists the places and interests', async () => {
    const stranger = await signUp(t);
    const before = sandbox.requests.length;
    const res = await parse({ text: 'Women 25–45 in Hanoi, Vietnam interested in wellness', language: 'en' }, stranger.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      targeting: {
        countries: ['VN'],
        regions: [],
        cities: [],
        ageMin: 25,
        ageMax: 45,
        genders: ['female'],
        locales: [],
        interests: [],
        advantageAudience: true,
      },
      unresolved: [
        { text: 'Hanoi', kind: 'place' },
        { text: 'wellness', kind: 'interest' },
      ],
      source: 'builtin',
      resolved: false,
    });
    expect(sandbox.requests.length).toBe(before);
  });

  it('refuses an empty or too long text and a language other than vi or en', async () => {
    expectError(await parse({ text: '   ', language: 'vi' }), 400, 'VALIDATION_ERROR', targetingParseMessages.text);
    expectError(
      await parse({ text: 'a'.repeat(TARGET_AUDIENCE_MAX + 1), language: 'en' }),
      400,
      'VALIDATION_ERROR',
      targetingParseMessages.text,
    );
    expectError(await parse({ text: 'Women in Hanoi', language: 'fr' }), 400, 'VALIDATION_ERROR', targetingParseMessages.language);
    expectError(await parse({ text: 'Women in Hanoi' }), 400, 'VALIDATION_ERROR');
  });
});
