/**
 * The targeting look-ups of providers/facebook/targeting-search.ts against the suite's Graph fake (decision 178),
 * which answers /search and reachestimate as the sandbox does: the shapes the app reads, and Meta's refusals.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGraphClient, type GraphClient } from '../../src/providers/facebook/graph-client.ts';
import { reachEstimate, searchTargeting } from '../../src/providers/facebook/targeting-search.ts';
import { type FacebookGraphFake, startFacebookGraphFake } from '../fakes/facebook-graph-fake.ts';

const creds = { appId: 'targeting-app', appSecret: 'targeting-secret' };
let fb: FacebookGraphFake;
let graph: GraphClient;
let token: string;

beforeAll(async () => {
  fb = await startFacebookGraphFake(creds);
  graph = createGraphClient({ graphUrl: fb.graphUrl, ...creds, fetch });
  fb.addUser({ id: '178', name: 'Targeting' });
  fb.setDialog({ userId: '178' });
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

describe('targeting look-ups against the Graph fake', () => {
  it('reads places, interests and languages in the app’s shape', async () => {
    expect(await searchTargeting(graph, token, 'location', 'Đà Nẵng')).toEqual([
      { key: '3178', name: 'Da Nang', type: 'region', countryCode: 'VN' },
      { key: '1563281', name: 'Đà Nẵng', type: 'city', countryCode: 'VN', region: 'Da Nang' },
    ]);
    expect(fb.requests.at(-1)).toMatchObject({
      path: '/search',
      query: { type: 'adgeolocation', location_types: '["country","region","city"]' },
    });
    expect(await searchTargeting(graph, token, 'interest', 'cà phê')).toEqual([
      // 15 % of 533,000,000 people, the upper bound 1.06 times that.
      { id: '6003626773307', name: 'Coffee', type: 'interest', audienceSize: 84_747_000 },
    ]);
    expect(await searchTargeting(graph, token, 'locale', 'English')).toEqual([
      { key: '6', name: 'English (US)', type: 'locale' },
      { key: '24', name: 'English (UK)', type: 'locale' },
    ]);
  });

  it('reads the estimate, and Meta’s refusal of a malformed spec', async () => {
    // Singapore's 5,000,000 × ages 18–65 (48/53) = 4,528,302 → 4.5M; lower 3,849,057 → 3.8M.
    const spec = { geo_locations: { countries: ['SG'] }, targeting_automation: { advantage_audience: 1 } };
    expect(await reachEstimate(graph, token, '1', spec)).toEqual({ lower: 3_800_000, upper: 4_500_000, ready: true });
    await expect(reachEstimate(graph, token, '1', { ...spec, age_min: 40, age_max: 30 })).rejects.toMatchObject({ graphCode: 100 });
    await expect(searchTargeting(graph, 'not-a-token', 'interest', 'yoga')).rejects.toMatchObject({ graphCode: 190 });
  });
});
