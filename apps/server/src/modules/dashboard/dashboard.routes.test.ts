import { DASHBOARD_CONFIG_MAX_BYTES } from '@ads-creative/contracts/dashboard';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAd, createCampaign, expectError, type Headers, seedPreviewAd } from '../../../test/helpers/ads-fixtures.ts';
import { createTestApp, signUp, type TestApp } from '../../../test/helpers/test-app.ts';
import { adMetricsDaily } from '../../db/schema/metrics.ts';

describe('/api/dashboard', () => {
  let t: TestApp;
  let a: { headers: Headers; id: number };
  let b: { headers: Headers; id: number };

  beforeAll(async () => {
    t = await createTestApp();
    const ua = await signUp(t);
    const ub = await signUp(t);
    a = { headers: ua.headers, id: ua.user.id };
    b = { headers: ub.headers, id: ub.user.id };
  });
  afterAll(() => t.close());

  const dashboard = (h: Headers) => t.app.inject({ method: 'GET', url: '/api/dashboard', headers: h });
  const saveConfig = (h: Headers, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/dashboard/config',
      headers: { ...h, 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });

  it('asks for a session', async () => {
    expectError(await t.app.inject('/api/dashboard'), 401, 'UNAUTHORIZED');
    expectError(await t.app.inject('/api/dashboard/config'), 401, 'UNAUTHORIZED');
    expectError(await t.app.inject({ method: 'POST', url: '/api/dashboard/config', payload: {} }), 401, 'UNAUTHORIZED');
  });

  it('answers zeros and empty lists for a new user', async () => {
    const res = await dashboard(a.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      stats: { totalCampaigns: 0, totalAds: 0, activeCampaigns: 0, activeAds: 0, totalSpent: 0 },
      campaigns: [],
      recentAds: [],
      metricsSources: [],
    });
  });

  it("counts the user's campaigns and saved ads and shows the 5 newest of each", async () => {
    const campaignIds: number[] = [];
    for (let i = 1; i <= 7; i++) {
      const c = await createCampaign(t, a.headers, { name: `C${i}`, status: i <= 3 ? 'ACTIVE' : 'PAUSED', dailyBudget: i * 10 });
      campaignIds.push(c.id);
      t.clock.advance(1000);
    }
    const adIds: number[] = [];
    for (let i = 1; i <= 6; i++) {
      const ad = await createAd(t, a.headers, { name: `Ad${i}`, campaignId: campaignIds[6], status: i <= 2 ? 'ACTIVE' : 'DRAFT' });
      adIds.push(ad.id);
      t.clock.advance(1000);
    }
    // Unsaved AI previews count nowhere, even when ACTIVE.
    await seedPreviewAd(t, a.id, campaignIds[6]!, 'ACTIVE');
    // Another user's data counts nowhere either.
    await createCampaign(t, b.headers, { status: 'ACTIVE' });
    await createAd(t, b.headers, { status: 'ACTIVE' });

    const body = (await dashboard(a.headers)).json();
    expect(body.stats).toEqual({ totalCampaigns: 7, totalAds: 6, activeCampaigns: 3, activeAds: 2, totalSpent: 0 });
    expect(body.campaigns.map((c: { id: number }) => c.id)).toEqual([...campaignIds].reverse().slice(0, 5));
    expect(body.campaigns[0]).toMatchObject({
      name: 'C7',
      budget: 70,
      adCount: 6,
      totalAds: 6,
      objective: 'CONVERSIONS',
      status: 'PAUSED',
    });
    expect(body.recentAds.map((x: { id: number }) => x.id)).toEqual([...adIds].reverse().slice(0, 5));
    expect(body.recentAds[0]).toMatchObject({ name: 'Ad6', campaignName: 'C7', headline: 'Big summer sale', adType: 'PAGE_POST_AD' });

    // The same rows the lists show on page 0, size 5 (the dashboard load calls both).
    const campaigns = (await t.app.inject({ method: 'GET', url: '/api/campaigns?page=0&size=5', headers: a.headers })).json();
    expect(body.campaigns).toEqual(campaigns.content);
    const ads = (await t.app.inject({ method: 'GET', url: '/api/ads?page=0&size=5', headers: a.headers })).json();
    expect(body.recentAds).toEqual(ads.content);

    const other = (await dashboard(b.headers)).json();
    expect(other.stats).toEqual({ totalCampaigns: 1, totalAds: 1, activeCampaigns: 1, activeAds: 1, totalSpent: 0 });
  });

  it('follows deletions', async () => {
    const before = (await dashboard(b.headers)).json();
    await t.app.inject({ method: 'DELETE', url: `/api/campaigns/${before.campaigns[0].id}`, headers: b.headers });
    await t.app.inject({ method: 'DELETE', url: `/api/ads/${before.recentAds[0].id}`, headers: b.headers });
    expect((await dashboard(b.headers)).json().stats).toEqual({
      totalCampaigns: 0,
      totalAds: 0,
      activeCampaigns: 0,
      activeAds: 0,
      totalSpent: 0,
    });
  });

  it('sums the spend of the stored daily insights and names their sources, so sandbox numbers can be labelled', async () => {
    const c = await signUp(t);
    const campaign = await createCampaign(t, c.headers, { name: 'Sandbox shoes' });
    const ad = await createAd(t, c.headers, { name: 'Shoe ad', campaignId: campaign.id });
    const day = (date: string, spend: string, source: 'facebook' | 'sandbox') => ({
      userId: c.user.id,
      adId: ad.id,
      campaignId: campaign.id,
      date,
      impressions: 1000,
      spend,
      source,
    });
    await t.database.db.insert(adMetricsDaily).values([day('2026-11-20', '12.34', 'sandbox'), day('2026-11-21', '0.66', 'sandbox')]);
    const sandboxOnly = (await dashboard(c.headers)).json();
    // 12.34 + 0.66 = 13.00, all of it simulated.
    expect(sandboxOnly.stats.totalSpent).toBe(13);
    expect(sandboxOnly.metricsSources).toEqual(['sandbox']);

    await t.database.db.insert(adMetricsDaily).values(day('2026-11-22', '1.50', 'facebook'));
    const mixed = (await dashboard(c.headers)).json();
    expect(mixed.stats.totalSpent).toBe(14.5);
    expect(mixed.metricsSources).toEqual(['facebook', 'sandbox']);

    // Someone else's numbers are nowhere in another user's dashboard.
    const other = (await dashboard(b.headers)).json();
    expect(other.stats.totalSpent).toBe(0);
    expect(other.metricsSources).toEqual([]);
  });

  it('documents every campaign, ad and dashboard route in the OpenAPI document, behind the bearer scheme', async () => {
    const doc = (await t.app.inject('/api/docs/json')).json();
    const expected: Record<string, string[]> = {
      '/api/campaigns': ['get', 'post'],
      '/api/campaigns/{id}': ['get', 'put', 'delete'],
      '/api/ads': ['get', 'post'],
      '/api/ads/{id}': ['get', 'put', 'delete'],
      '/api/ads/campaign/{id}': ['get'],
      '/api/ads/{id}/contents': ['get'],
      '/api/ads/{id}/select-content': ['post'],
      '/api/dashboard': ['get'],
      '/api/dashboard/config': ['get', 'post'],
    };
    for (const [path, methods] of Object.entries(expected)) {
      for (const method of methods) {
        const op = doc.paths[path]?.[method];
        expect(op, `${method} ${path}`).toBeDefined();
        expect(op.tags).toEqual([path.split('/')[2]]);
        expect(op.security).toEqual([{ bearer: [] }]);
      }
    }
    const answer = doc.paths['/api/dashboard'].get.responses['200'].content['application/json'].schema;
    expect(answer.required).toContain('metricsSources');
    expect(answer.properties.metricsSources.items.enum).toEqual(['facebook', 'sandbox', 'demo']);
  });

  describe('config', () => {
    it('answers {} until saved, then the saved object, per user', async () => {
      const empty = await t.app.inject({ method: 'GET', url: '/api/dashboard/config', headers: a.headers });
      expect(empty.statusCode).toBe(200);
      expect(empty.json()).toEqual({});
      const config = {
        layout: ['stats', 'campaigns', 'ads'],
        hidden: { quickActions: true },
        density: 'compact',
        refreshMs: 300000,
        note: 'Chiến dịch Tết',
      };
      const saved = await saveConfig(a.headers, config);
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toEqual(config);
      expect((await t.app.inject({ method: 'GET', url: '/api/dashboard/config', headers: a.headers })).json()).toEqual(config);
      expect((await t.app.inject({ method: 'GET', url: '/api/dashboard/config', headers: b.headers })).json()).toEqual({});
      // Saving replaces the whole object.
      expect((await saveConfig(a.headers, { density: 'comfortable' })).json()).toEqual({ density: 'comfortable' });
      expect((await t.app.inject({ method: 'GET', url: '/api/dashboard/config', headers: a.headers })).json()).toEqual({
        density: 'comfortable',
      });
    });

    it('accepts only a JSON object', async () => {
      for (const payload of [[1, 2], 'layout', 42, null, true]) {
        expectError(await saveConfig(a.headers, payload), 400, 'VALIDATION_ERROR');
      }
      expect((await t.app.inject({ method: 'GET', url: '/api/dashboard/config', headers: a.headers })).json()).toEqual({
        density: 'comfortable',
      });
    });

    it('bounds its size and nesting, and refuses text the database cannot store', async () => {
      const big = { blob: 'x'.repeat(DASHBOARD_CONFIG_MAX_BYTES) };
      expectError(await saveConfig(a.headers, big), 413, 'PAYLOAD_TOO_LARGE', 'The dashboard configuration must be at most 16 KB.');
      const fits = { blob: 'x'.repeat(DASHBOARD_CONFIG_MAX_BYTES - 20) };
      expect((await saveConfig(a.headers, fits)).statusCode).toBe(200);

      let deep: unknown = 'bottom';
      for (let i = 0; i < 2000; i++) deep = [deep];
      expectError(await saveConfig(a.headers, { deep }), 400, 'VALIDATION_ERROR', 'The dashboard configuration is nested too deeply.');
      // Deep enough to overflow the stack of a recursive JSON.stringify, yet under the 1 MB body limit.
      const veryDeep = `{"deep":${'['.repeat(300_000)}${']'.repeat(300_000)}}`;
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/dashboard/config',
        headers: { ...a.headers, 'content-type': 'application/json' },
        payload: veryDeep,
      });
      expectError(res, 400, 'VALIDATION_ERROR', 'The dashboard configuration is nested too deeply.');

      expectError(
        await saveConfig(a.headers, { note: 'a\u0000b' }),
        400,
        'VALIDATION_ERROR',
        'The dashboard configuration contains text that cannot be stored.',
      );
      expectError(
        await saveConfig(a.headers, { 'k\u0000': 1 }),
        400,
        'VALIDATION_ERROR',
        'The dashboard configuration contains text that cannot be stored.',
      );
      const loneSurrogate = await t.app.inject({
        method: 'POST',
        url: '/api/dashboard/config',
        headers: { ...a.headers, 'content-type': 'application/json' },
        payload: '{"note":"\\ud800"}',
      });
      expectError(loneSurrogate, 400, 'VALIDATION_ERROR', 'The dashboard configuration contains text that cannot be stored.');
      // Emoji (a valid surrogate pair) are fine.
      expect((await saveConfig(a.headers, { note: '🎯 Mục tiêu' })).json()).toEqual({ note: '🎯 Mục tiêu' });
    });
  });
});
