/**
 * Money in USD (decision 092): amounts in a currency with a configured rate are converted, those
 * without one are left out and named, and CPC and ROI use only the days whose money converted.
 * This app converts EUR at 0.8 per USD; VND has no rate.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAd, createCampaign } from '../../../test/helpers/ads-fixtures.ts';
import { metricDay, writeMetrics } from '../../../test/helpers/metrics-fixtures.ts';
import { createTestApp, signUp, type TestApp } from '../../../test/helpers/test-app.ts';
import { facebookConnections } from '../../db/schema/facebook.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { ANALYTICS_USD_RATES: '{"EUR":0.8}' } });
  t.clock.advance(Date.parse('2026-11-24T10:00:00Z') - t.clock.now().getTime());
});
afterAll(() => t.close());

const get = async (headers: Record<string, string>, url: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('analytics money', () => {
  it('converts EUR at the configured rate, leaves VND out and says so', async () => {
    const e = await signUp(t);
    await t.database.db.insert(facebookConnections).values({ userId: e.user.id, timezone: 'UTC', currency: 'EUR' });
    // Created today: one day of 4.00 EUR = 5.00 USD.
    const campaign = await createCampaign(t, e.headers, { name: 'Euro', status: 'ACTIVE', dailyBudget: 4 });
    const eur = await createAd(t, e.headers, { name: 'EUR ad', campaignId: campaign.id });
    const vnd = await createAd(t, e.headers, { name: 'VND ad', campaignId: campaign.id });
    await writeMetrics(
      t.database.db,
      e.user.id,
      [
        metricDay(eur.id, campaign.id, '2026-11-24', [1000, 10, '8.00', 1, '16.00'], { currency: 'EUR' }),
        metricDay(vnd.id, campaign.id, '2026-11-24', [1000, 30, '250000.00', 0, '0.00'], { currency: 'VND' }),
      ],
      new Date('2026-11-24T09:00:00Z'),
    );

    const summary = await get(e.headers, '/api/analytics/summary?timeRange=7d');
    expect(summary.meta.unconvertedCurrencies).toEqual(['VND']);
    // 8.00 EUR / 0.8 = 10.00 USD; 16.00 EUR = 20.00 USD. CTR counts every click (40 / 2,000);
    // CPC only the EUR ad's 10 clicks (10.00 / 10), not 10.00 / 40.
    expect(summary.totals).toEqual({
      impressions: 2000,
      clicks: 40,
      conversions: 1,
      conversionValue: 20,
      spent: 10,
      ctr: 2,
      cpc: 1,
      roi: 100,
    });
    expect(summary.budget).toEqual({ allocated: 5, spent: 10, utilization: 200 });

    const [row] = (await get(e.headers, '/api/analytics/campaigns?timeRange=7d')).content;
    expect(row).toMatchObject({ budget: 5, spent: 10, impressions: 2000, clicks: 40, cpc: 1, roi: 100, budgetUtilization: 200 });
    const ads = (await get(e.headers, '/api/analytics/ads?timeRange=7d&sortBy=adName')).content;
    expect(
      ads.map((a: { adName: string; spent: number; cpc: number | null; roi: number | null }) => [a.adName, a.spent, a.cpc, a.roi]),
    ).toEqual([
      ['EUR ad', 10, 1, 100],
      ['VND ad', 0, null, null],
    ]);
  });

  it('a budget in a currency without a rate is left out and named too', async () => {
    const f = await signUp(t);
    await t.database.db.insert(facebookConnections).values({ userId: f.user.id, timezone: 'UTC', currency: 'VND' });
    await createCampaign(t, f.headers, { name: 'Dong', status: 'ACTIVE', dailyBudget: 100000 });
    const k = await get(f.headers, '/api/analytics/kpis?timeRange=7d');
    expect(k.totalBudget).toBe(0);
    expect(k.meta.unconvertedCurrencies).toEqual(['VND']);
  });
});
