/** One user can neither read, list, change nor delete anything of another, on every endpoint; a foreign id looks missing. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAd, createCampaign, type Headers, seedContents } from '../../../test/helpers/ads-fixtures.ts';
import { createTestApp, signUp, type TestApp } from '../../../test/helpers/test-app.ts';

const MISSING = 2147483000;

describe('ownership of campaigns, ads and contents', () => {
  let t: TestApp;
  let owner: Headers;
  let intruder: Headers;
  let mine: { campaign: number; ad: number; contents: number[] };
  let theirs: { campaign: number; ad: number; contents: number[] };
  let snapshot: () => Promise<unknown>;

  beforeAll(async () => {
    t = await createTestApp();
    owner = (await signUp(t)).headers;
    intruder = (await signUp(t)).headers;
    const seed = async (h: Headers) => {
      const campaign = await createCampaign(t, h, { name: 'Private campaign', dailyBudget: 99.99 });
      const ad = await createAd(t, h, { name: 'Private ad', campaignId: campaign.id, headline: 'Private headline' });
      const contents = await seedContents(t, ad.id, 2);
      return { campaign: campaign.id, ad: ad.id, contents: contents.map((c) => c.id) };
    };
    mine = await seed(owner);
    theirs = await seed(intruder);
    snapshot = async () => {
      const read = async (url: string) => (await t.app.inject({ method: 'GET', url, headers: owner })).json();
      return {
        campaign: await read(`/api/campaigns/${mine.campaign}`),
        ad: await read(`/api/ads/${mine.ad}`),
        contents: await read(`/api/ads/${mine.ad}/contents`),
        campaignAds: await read(`/api/ads/campaign/${mine.campaign}`),
        dashboard: await read('/api/dashboard'),
      };
    };
  });
  afterAll(() => t.close());

  it("answers 404 to every call on the other user's campaign, ad and contents, exactly as for a missing id", async () => {
    const before = await snapshot();
    type Call = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: (id: number) => string; payload?: object };
    const calls: [Call, number][] = [
      [{ method: 'GET', url: (id) => `/api/campaigns/${id}` }, mine.campaign],
      [{ method: 'PUT', url: (id) => `/api/campaigns/${id}`, payload: { name: 'Hacked', budget: 1, status: 'ACTIVE' } }, mine.campaign],
      [{ method: 'DELETE', url: (id) => `/api/campaigns/${id}` }, mine.campaign],
      [{ method: 'GET', url: (id) => `/api/ads/campaign/${id}` }, mine.campaign],
      [{ method: 'GET', url: (id) => `/api/ads/${id}` }, mine.ad],
      [{ method: 'PUT', url: (id) => `/api/ads/${id}`, payload: { name: 'Hacked', headline: 'Hacked', status: 'ACTIVE' } }, mine.ad],
      [{ method: 'DELETE', url: (id) => `/api/ads/${id}` }, mine.ad],
      [{ method: 'GET', url: (id) => `/api/ads/${id}/contents` }, mine.ad],
      [{ method: 'POST', url: (id) => `/api/ads/${id}/select-content?contentId=${mine.contents[0]}` }, mine.ad],
      // Reaching into the other user's campaign from one's own ad.
      [
        {
          method: 'POST',
          url: () => '/api/ads',
          payload: { name: 'X', headline: 'X', callToAction: 'SHOP_NOW', campaignId: mine.campaign },
        },
        0,
      ],
      [{ method: 'PUT', url: () => `/api/ads/${theirs.ad}`, payload: { campaignId: mine.campaign } }, 0],
      // The other user's content on one's own ad.
      [{ method: 'POST', url: (id) => `/api/ads/${theirs.ad}/select-content?contentId=${id}` }, mine.contents[1]!],
    ];
    for (const [call, id] of calls) {
      const res = await t.app.inject({ method: call.method, url: call.url(id), headers: intruder, payload: call.payload });
      expect(res.statusCode, `${call.method} ${call.url(id)}`).toBe(404);
      const missing = await t.app.inject({
        method: call.method,
        url: id ? call.url(MISSING) : call.url(id),
        headers: intruder,
        payload: id ? call.payload : { ...call.payload, campaignId: MISSING },
      });
      expect(res.json(), `${call.method} ${call.url(id)}`).toEqual(missing.json());
    }
    expect(await snapshot()).toEqual(before);
    const contents = (await t.app.inject({ method: 'GET', url: `/api/ads/${mine.ad}/contents`, headers: owner })).json();
    expect(contents.every((c: { isSelected: boolean }) => !c.isSelected)).toBe(true);
    const theirAd = (await t.app.inject({ method: 'GET', url: `/api/ads/${theirs.ad}`, headers: intruder })).json();
    expect(theirAd).toMatchObject({ campaignId: theirs.campaign, headline: 'Private headline' });
  });

  it("refuses the other user's content id on one's own ad", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/ads/${mine.ad}/select-content?contentId=${theirs.contents[0]}`,
      headers: owner,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'Ad content not found.' });
    const theirContents = (await t.app.inject({ method: 'GET', url: `/api/ads/${theirs.ad}/contents`, headers: intruder })).json();
    expect(theirContents.every((c: { isSelected: boolean }) => !c.isSelected)).toBe(true);
  });

  it("never lists or counts the other user's data", async () => {
    const get = async (url: string) => (await t.app.inject({ method: 'GET', url, headers: intruder })).json();
    const campaigns = await get('/api/campaigns?size=100');
    expect(campaigns.totalElements).toBe(1);
    expect(campaigns.content.map((c: { id: number }) => c.id)).toEqual([theirs.campaign]);
    const ads = await get('/api/ads?size=100');
    expect(ads.totalElements).toBe(1);
    expect(ads.content.map((a: { id: number }) => a.id)).toEqual([theirs.ad]);
    const dashboard = await get('/api/dashboard');
    expect(dashboard.stats).toMatchObject({ totalCampaigns: 1, totalAds: 1 });
    expect(dashboard.campaigns.map((c: { id: number }) => c.id)).toEqual([theirs.campaign]);
    expect(dashboard.recentAds.map((a: { id: number }) => a.id)).toEqual([theirs.ad]);
  });

  it('still lets the owner do all of it', async () => {
    const selected = await t.app.inject({
      method: 'POST',
      url: `/api/ads/${mine.ad}/select-content?contentId=${mine.contents[1]}`,
      headers: owner,
    });
    expect(selected.json()).toMatchObject({ headline: 'Title 2', primaryText: 'Body 2' });
    expect((await t.app.inject({ method: 'DELETE', url: `/api/campaigns/${mine.campaign}`, headers: owner })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: `/api/ads/${theirs.ad}`, headers: intruder })).statusCode).toBe(200);
  });
});
