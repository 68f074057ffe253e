/**
 * Issue 17, "Checks": the descriptions written for the free-text reader (decision 179; 48, vi and en) read by the
 * parse endpoint's service with the suite's Graph fake as Meta's search, and the targeting each one publishes sent to
 * the fake as an ad set's: Meta's rules take every one (places that do not overlap, radii in range, known keys,
 * advantage_audience, the DSA names in the EU), and the ages and genders the advertiser wrote reach Facebook (as limits, or as the suggested
 * age_range of Advantage+ audience), checked against the table's hand values.
 */
import { countriesTargeting } from '@ads-creative/contracts/targeting';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAudienceParseService } from '../../src/modules/campaigns/audience-parser/audience-parse.service.ts';
import { dsaParams } from '../../src/modules/facebook/publish/publishing-rules.ts';
import { targetingSpec } from '../../src/modules/facebook/publish/targeting-spec.ts';
import { createGraphClient, type GraphClient } from '../../src/providers/facebook/graph-client.ts';
import { createMarketingApi } from '../../src/providers/facebook/marketing.ts';
import { searchTargeting } from '../../src/providers/facebook/targeting-search.ts';
import { type FacebookGraphFake, startFacebookGraphFake } from '../fakes/facebook-graph-fake.ts';
import { AUDIENCE_DESCRIPTIONS } from './audience-descriptions.ts';

const creds = { appId: 'descriptions-app', appSecret: 'descriptions-secret' };
let fb: FacebookGraphFake;
let graph: GraphClient;
let token: string;
let fbCampaignId: string;

beforeAll(async () => {
  fb = await startFacebookGraphFake(creds);
  graph = createGraphClient({ graphUrl: fb.graphUrl, ...creds, fetch });
  fb.addUser({ id: '179', name: 'Descriptions' });
  fb.setDialog({ userId: '179' });
  const redirect = 'http://localhost/callback';
  const dialog = await fetch(`${fb.dialogUrl}/v27.0/dialog/oauth?client_id=${creds.appId}&redirect_uri=${encodeURIComponent(redirect)}`, {
    redirect: 'manual',
  });
  const code = new URL(dialog.headers.get('location') as string).searchParams.get('code') as string;
  token = (await graph.exchangeCode(code, redirect))?.accessToken as string;
  fbCampaignId = await createMarketingApi(graph).create(token, '1790', 'campaigns', {
    name: 'Descriptions',
    objective: 'OUTCOME_TRAFFIC',
    special_ad_categories: [],
    is_adset_budget_sharing_enabled: false,
  });
});
afterAll(async () => {
  await fb?.close();
});

const service = () =>
  createAudienceParseService({
    lookup: { searchFor: async () => (type, q) => searchTargeting(graph, token, type, q) },
    defaultCountries: ['VN'],
  });
const GENDER_CODES = { male: 1, female: 2 } as const;

describe('the written descriptions, parsed and published to the Graph fake', () => {
  it('has at least 40 of them', () => {
    expect(AUDIENCE_DESCRIPTIONS.length).toBeGreaterThanOrEqual(40);
  });

  it.each(AUDIENCE_DESCRIPTIONS)('%s', async (text, expected) => {
    const language = /[ăâđêôơưàáảãạèéẻẽẹìíỉĩịòóỏõọùúủũụỳýỷỹỵ]/i.test(text) ? 'vi' : 'en';
    const parsed = await service().parse(1, { text, language });
    const created = await createMarketingApi(graph).create(token, '1790', 'adsets', {
      name: text.slice(0, 40),
      campaign_id: fbCampaignId,
      daily_budget: 5000,
      billing_event: 'IMPRESSIONS',
      optimization_goal: 'LINK_CLICKS',
      targeting: targetingSpec(parsed.targeting),
      // Paris is in the EU: the ad account's names go with it, as publishing sends them (decision 180).
      ...dsaParams(parsed.targeting, { beneficiary: 'Maison Lumière', payor: 'Maison Lumière SAS' }),
    });
    expect(created).toMatch(/^\d+$/);
    const sent = fb.requests.at(-1)?.body?.targeting as {
      age_min?: number;
      age_max?: number;
      age_range?: number[];
      genders?: number[];
      geo_locations: { countries?: string[]; regions?: unknown[]; cities?: unknown[] };
      targeting_automation: { advantage_audience: number };
    };
    // The ages written: hard limits, or Advantage+ audience's suggested range; 18–65+ when none is written.
    const ages = expected.ages ?? [18, 65];
    expect(sent.age_range ?? [sent.age_min ?? 18, sent.age_max ?? 65]).toEqual(ages);
    expect(sent.genders ?? []).toEqual((expected.genders ?? []).map((g) => GENDER_CODES[g]));
    expect(sent.targeting_automation).toEqual({ advantage_audience: 1 });
    // Countries only as written (or the default when the text names no place Facebook finds).
    const written = expected.countries ?? [];
    const { countries = [], regions = [], cities = [] } = sent.geo_locations;
    expect(countries.length + regions.length + cities.length).toBeGreaterThan(0);
    for (const c of written) if (!regions.length && !cities.length) expect(countries).toContain(c);
    for (const c of sent.geo_locations.countries ?? []) expect([...written, ...countriesTargeting(['VN']).countries]).toContain(c);
  });
});
