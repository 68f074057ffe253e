/**
 * GET /api/analytics/dashboard answers from its result cache until something it reads changes (decision 163):
 * a repeated request is the same answer without computing it again, and each kind of write a user makes (a
 * sync's metrics, a campaign edit, an AI call, the time zone, the day turning) shows on the next request.
 * Today is Tuesday 24 November 2026, 10:00 UTC; 7d is 18–24 November.
 */
import type { AnalyticsDashboard } from '@ads-creative/contracts/analytics';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAd, createCampaign, type Headers } from '../../../test/helpers/ads-fixtures.ts';
import { metricDay, writeMetrics } from '../../../test/helpers/metrics-fixtures.ts';
import { createTestApp, signUp, type TestApp } from '../../../test/helpers/test-app.ts';
import { renameCampaignUnseen } from '../../../test/helpers/unseen-write.ts';
import { seedAiCall } from '../../../test/optimization/opt-fixtures.ts';

let t: TestApp;
let u: { headers: Headers; id: number };
let campaignId: number;
let adId: number;

const setClock = (iso: string) => t.clock.advance(Date.parse(iso) - t.clock.now().getTime());
const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: u.headers });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return res.json();
};
const dashboard = async (): Promise<AnalyticsDashboard['data']> => (await get('/api/analytics/dashboard?timeRange=7d')).data;
const day = (date: string, impressions: number) => metricDay(adId, campaignId, date, [impressions, 10, '5.00', 0, '0.00']);

beforeAll(async () => {
  t = await createTestApp();
  const s = await signUp(t);
  u = { headers: s.headers, id: s.user.id };
  setClock('2026-11-10T12:00:00Z');
  campaignId = (await createCampaign(t, u.headers, { name: 'Alpha', objective: 'TRAFFIC', status: 'ACTIVE', dailyBudget: 10 })).id;
  adId = (await createAd(t, u.headers, { name: 'Alpha ad', campaignId, status: 'ACTIVE' })).id;
  setClock('2026-11-24T10:00:00Z');
  await writeMetrics(t.database.db, u.id, [day('2026-11-20', 1000)], t.clock.now());
}, 60_000);
afterAll(() => t?.close());

describe('the dashboard result cache', () => {
  it('answers a repeated request from the cache: a change it is not told about does not show', async () => {
    const first = await dashboard();
    expect(first.campaignAnalytics.content[0]?.campaignName).toBe('Alpha');
    // Rename behind the version's back: the answer is the cached one; the uncached campaign table sees the new name.
    await renameCampaignUnseen(t.database.db, campaignId, 'Unseen');
    expect(await dashboard()).toEqual(first);
    expect((await get('/api/analytics/campaigns?timeRange=7d')).content[0].campaignName).toBe('Unseen');
  });

  it('shows a campaign edit made through the API on the next request', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/campaigns/${campaignId}`,
      headers: u.headers,
      payload: { name: 'Renamed' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await dashboard()).campaignAnalytics.content[0]?.campaignName).toBe('Renamed');
  });

  it('shows the metrics a sync writes', async () => {
    expect((await dashboard()).kpiMetrics.totalImpressions).toBe(1000);
    await writeMetrics(t.database.db, u.id, [day('2026-11-21', 500)], t.clock.now());
    expect((await dashboard()).kpiMetrics.totalImpressions).toBe(1500);
    await writeMetrics(t.database.db, u.id, [day('2026-11-21', 700)], t.clock.now());
    expect((await dashboard()).kpiMetrics.totalImpressions).toBe(1700);
  });

  it('shows an AI call as soon as it is logged', async () => {
    expect((await dashboard()).aiProviderAnalytics.providerMetrics.GEMINI).toBeUndefined();
    await seedAiCall(t.database.db, u.id, { provider: 'GEMINI', costUsd: '0.250000', createdAt: t.clock.now() });
    expect((await dashboard()).aiProviderAnalytics.providerMetrics.GEMINI).toMatchObject({ calls: 1, totalCost: 0.25 });
  });

  it("follows the user's time zone and the day turning", async () => {
    expect((await dashboard()).meta).toMatchObject({ timezone: 'UTC', since: '2026-11-18', until: '2026-11-24' });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers: u.headers,
      payload: { timeZone: 'Asia/Ho_Chi_Minh' },
    });
    expect(res.statusCode).toBe(200);
    expect((await dashboard()).meta).toMatchObject({ timezone: 'Asia/Ho_Chi_Minh', since: '2026-11-18', until: '2026-11-24' });
    setClock('2026-11-24T17:30:00Z'); // 00:30 on the 25th in Ho Chi Minh City
    expect((await dashboard()).meta).toMatchObject({ since: '2026-11-19', until: '2026-11-25' });
  });
});
