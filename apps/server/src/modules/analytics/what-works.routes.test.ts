/**
 * GET /api/analytics/creative on two hand-made accounts. Today is Tuesday 24 November 2026 (UTC); 7d is 18–24 November.
 *
 * User A, on 20 November (impressions, clicks, spend, conversions, value):
 *   3 Offer ads (hook NUMBER)       1,000 30 10.00 2 40.00 each
 *   3 Benefit ads (hook STATEMENT)  1,000 10 10.00 1 10.00 each
 *   1 ad not tagged yet               500  5  5.00 0  0.00     (counted as untagged, left out)
 *   1 Offer ad on 10 November       5,000 500 …               (outside the week)
 * User B: 3 Offer ads at 900 clicks of 1,000 and 3 Benefit ads at 1 click: never seen in A's numbers.
 *
 * A's CTR: the Offer ads 90 / 3,000 = 3 % against 30 / 3,000 = 1 %: the unit test's six ads (what-works.test.ts),
 * +200 % (+21.90 … +638.28 %), CTR 1.67 … 5.35 %.
 * A's CPA: Offer 30.00 / 6 = 5.00 against 30.00 / 3 = 10.00: −50 %. Conversions per $: 0.2 and 0.1 on every ad,
 * p0 = 9 / 60 = 0.15, Σ x (c − p0)² = 60 × 0.05² = 0.15 < (I − 1) p0 = 0.75, so τ² = 0; var = 1/6 + 1/3 = 0.5,
 * half = 1.96 × 0.707107 = 1.385904; d = −log 2: e^−2.079051 − 1 = −87.50 %, e^0.692757 − 1 = +99.92 %: unclear.
 * A's ROAS: Offer 120 / 30 = 4 against 30 / 30 = 1: +300 %. Every ad's value per $ equals its group's (cluster 0),
 * so the floors 1/6 and 1/3: var 0.5, d = log 4 = 1.386294: e^0.000390 − 1 = +0.04 %, e^2.772198 − 1 = +1,499.38 %:
 * a winner, just.
 */
import type { CreativeAnalytics, CreativeValueResult } from '@ads-creative/contracts/creative-analytics';
import type { CreativeTags } from '@ads-creative/contracts/creative-tags';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAd, createCampaign, expectError, type Headers } from '../../../test/helpers/ads-fixtures.ts';
import { metricDay, writeMetrics } from '../../../test/helpers/metrics-fixtures.ts';
import { createTestApp, signUp, type TestApp } from '../../../test/helpers/test-app.ts';
import { ads } from '../../db/schema/campaigns.ts';

const NOW = '2026-11-24T10:00:00Z';
const SYNCED = new Date('2026-11-24T09:00:00Z');
const TAGS: CreativeTags = {
  angles: ['BENEFIT'],
  hook: 'STATEMENT',
  length: 'SHORT',
  emoji: false,
  callToAction: 'SHOP_NOW',
  language: 'en',
  format: 'IMAGE',
  provider: null,
  anglesByUser: false,
};
const OFFER: CreativeTags = { ...TAGS, angles: ['OFFER'], hook: 'NUMBER' };

let t: TestApp;
let a: Headers;
let b: Headers;

const setClock = (iso: string) => t.clock.advance(Date.parse(iso) - t.clock.now().getTime());

async function account(
  headers: Headers,
  userId: number,
  plan: { tags: CreativeTags | null; day: string; n: [number, number, string, number, string] }[],
) {
  const campaign = await createCampaign(t, headers, { name: 'C', objective: 'TRAFFIC', status: 'ACTIVE', dailyBudget: 10 });
  const rows = [];
  for (const p of plan) {
    const ad = await createAd(t, headers, { name: 'Ad', campaignId: campaign.id });
    await t.database.db.update(ads).set({ tags: p.tags }).where(eq(ads.id, ad.id));
    rows.push(metricDay(ad.id, campaign.id, p.day, p.n));
  }
  await writeMetrics(t.database.db, userId, rows, SYNCED);
}

beforeAll(async () => {
  t = await createTestApp();
  const ua = await signUp(t);
  const ub = await signUp(t);
  a = ua.headers;
  b = ub.headers;
  setClock('2026-11-01T12:00:00Z');
  const times = <T>(n: number, x: T) => Array.from({ length: n }, () => x);
  await account(a, ua.user.id, [
    ...times(3, { tags: OFFER, day: '2026-11-20', n: [1000, 30, '10.00', 2, '40.00'] as [number, number, string, number, string] }),
    ...times(3, { tags: TAGS, day: '2026-11-20', n: [1000, 10, '10.00', 1, '10.00'] as [number, number, string, number, string] }),
    { tags: null, day: '2026-11-20', n: [500, 5, '5.00', 0, '0.00'] },
    { tags: OFFER, day: '2026-11-10', n: [5000, 500, '50.00', 0, '0.00'] },
  ]);
  await account(b, ub.user.id, [
    ...times(3, { tags: OFFER, day: '2026-11-20', n: [1000, 900, '10.00', 0, '0.00'] as [number, number, string, number, string] }),
    ...times(3, { tags: TAGS, day: '2026-11-20', n: [1000, 1, '10.00', 0, '0.00'] as [number, number, string, number, string] }),
  ]);
  setClock(NOW);
});
afterAll(() => t.close());

async function creative(headers: Headers, query: string): Promise<CreativeAnalytics> {
  const res = await t.app.inject({ method: 'GET', url: `/api/analytics/creative?${query}`, headers });
  expect(res.statusCode, res.body.slice(0, 500)).toBe(200);
  return res.json();
}
const valueIn = (r: CreativeAnalytics, dimension: string, value: string) =>
  r.dimensions.find((d) => d.dimension === dimension)?.values.find((v) => v.value === value) as CreativeValueResult;

describe('GET /api/analytics/creative', () => {
  it('CTR by tag: Offer wins against the rest with its interval; untagged and older ads left out', async () => {
    const r = await creative(a, 'timeRange=7d');
    expect(r).toMatchObject({ metric: 'CTR', minImpressions: 1000, minAds: 3, taggedAds: 6, untaggedAds: 1 });
    expect(r.meta).toMatchObject({ since: '2026-11-18', until: '2026-11-24', currency: 'USD', metricsSources: ['sandbox'] });
    expect(valueIn(r, 'angle', 'OFFER')).toEqual({
      value: 'OFFER',
      ads: 3,
      impressions: 3000,
      clicks: 90,
      spend: 30,
      conversions: 6,
      conversionValue: 120,
      ctr: 3,
      ctrLow: 1.67,
      ctrHigh: 5.35,
      cpc: 0.33,
      cpa: 5,
      roas: 4,
      restValue: 1,
      liftVsRest: 200,
      liftLow: 21.9,
      liftHigh: 638.28,
      verdict: 'WINNER',
      reason: null,
    });
    expect(valueIn(r, 'hook', 'STATEMENT')).toMatchObject({ liftVsRest: -66.67, verdict: 'LOSER' });
    // every tagged ad is SHORT: nothing to compare it with
    expect(valueIn(r, 'length', 'SHORT')).toMatchObject({ ads: 6, verdict: 'NOT_ENOUGH_DATA', reason: 'REST' });
    expect(valueIn(r, 'provider', 'NONE')).toMatchObject({ ads: 6 });
  });

  it('CPA and ROAS: the lift of the chosen metric and its verdict', async () => {
    const cpa = valueIn(await creative(a, 'timeRange=7d&metric=CPA'), 'angle', 'OFFER');
    expect(cpa).toMatchObject({ cpa: 5, restValue: 10, liftVsRest: -50, liftLow: -87.5, liftHigh: 99.92, verdict: 'UNCLEAR' });
    const roas = valueIn(await creative(a, 'timeRange=7d&metric=ROAS'), 'angle', 'OFFER');
    expect(roas).toMatchObject({ roas: 4, restValue: 1, liftVsRest: 300, liftLow: 0.04, liftHigh: 1499.38, verdict: 'WINNER' });
  });

  it("one user's ads never move another's numbers", async () => {
    const offerOfB = valueIn(await creative(b, 'timeRange=7d'), 'angle', 'OFFER');
    expect(offerOfB).toMatchObject({ ads: 3, clicks: 2700, ctr: 90, restValue: 0.1 });
    expect(valueIn(await creative(a, 'timeRange=7d'), 'angle', 'OFFER')).toMatchObject({ clicks: 90, restValue: 1, liftLow: 21.9 });
  });

  it('a longer range takes the older ad in', async () => {
    expect(valueIn(await creative(a, 'timeRange=30d'), 'angle', 'OFFER')).toMatchObject({ ads: 4, impressions: 8000, clicks: 590 });
  });

  it("the export 'all' holds the same numbers, each metric's lift and verdict side by side", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/analytics/export/all?format=csv&timeRange=7d', headers: a });
    expect(res.statusCode).toBe(200);
    const lines = res.body.split('\r\n');
    expect(lines).toContain('What works for you');
    expect(lines).toContain(
      'Angle,OFFER,3,3000,90,3.00,1.67,5.35,30.00,6,120.00,0.33,5.00,400.00,200.00,21.90,638.28,WINNER,-50.00,-87.50,99.92,UNCLEAR,300.00,0.04,1499.38,WINNER',
    );
    // Every ad is SHORT: 120 / 6,000 = 2 %; deff = 1 + 0.25 × 120 / 6 = 6, so Wilson on 1,000: 1.30 … 3.07 % (as 20 of 1,000).
    expect(lines).toContain(
      'Length,SHORT,6,6000,120,2.00,1.30,3.07,60.00,9,150.00,0.50,6.67,250.00,,,,NOT_ENOUGH_DATA: too few other ads to compare with,,,,NOT_ENOUGH_DATA: too few other ads to compare with,,,,NOT_ENOUGH_DATA: too few other ads to compare with',
    );
  });

  it('unknown query values are 400 naming the allowed ones; a session is needed', async () => {
    const bad = async (q: string, message: string) =>
      expectError(await t.app.inject({ method: 'GET', url: `/api/analytics/creative?${q}`, headers: a }), 400, 'VALIDATION_ERROR', message);
    await bad('timeRange=2y', 'timeRange must be one of 7d, 30d, 90d, 1y.');
    await bad('metric=CPC', 'metric must be one of CTR, CPA, ROAS.');
    expect((await t.app.inject({ method: 'GET', url: '/api/analytics/creative' })).statusCode).toBe(401);
  });
});
