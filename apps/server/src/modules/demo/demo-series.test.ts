import { ANGLES } from '@ads-creative/contracts/creative-tags';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../lib/calendar.ts';
import { hiddenWeights, trueRates } from '../../sandbox/creative-response.ts';
import type { DailyMetric } from '../metrics/daily-metric.ts';
import { demoAccountKey, demoCampaignDays, demoCreativeResponses } from './demo-series.ts';
import type { PlannedAd, PlannedCampaign } from './demo-types.ts';

const TODAY = '2026-06-28'; // a Sunday

const ad = (key: string, from: string, to: string, over: Partial<PlannedAd> = {}): PlannedAd => ({
  key,
  name: key,
  adType: 'WEBSITE_CONVERSION_AD',
  status: 'ACTIVE',
  copy: { headline: 'Run lighter', primaryText: 'Our lightest shoe yet.', description: '', callToAction: 'SHOP_NOW' },
  destinationUrl: 'https://airrun.example/',
  createdAt: new Date(`${from}T09:00:00Z`),
  delivery: { from, to },
  tags: {
    angles: ['BENEFIT'],
    hook: 'STATEMENT',
    length: 'SHORT',
    emoji: false,
    callToAction: 'SHOP_NOW',
    language: 'en',
    format: 'TEXT',
    provider: null,
    anglesByUser: false,
  },
  ctrFactor: 1,
  cvrFactor: 1,
  pacing: 1,
  generation: {
    runs: [],
    failedCalls: [],
    copy: { headline: '', primaryText: '', description: '', callToAction: 'SHOP_NOW' },
    creative: null,
    copyProvider: null,
  },
  ...over,
});

const campaign = (ads: PlannedAd[], over: Partial<PlannedCampaign> = {}): PlannedCampaign => {
  const from = ads.map((a) => a.delivery?.from ?? TODAY).sort()[0] as string;
  return {
    key: 'c1',
    name: 'AirRun · Weekend sale',
    objective: 'CONVERSIONS',
    status: 'ACTIVE',
    budgetType: 'DAILY',
    dailyBudget: 200,
    totalBudget: null,
    targetAudience: 'Runners',
    startDate: from,
    endDate: null,
    createdAt: new Date(`${from}T08:00:00Z`),
    delivery: { from, to: TODAY },
    health: 'healthy',
    budgetLimited: false,
    weekendCtr: 1,
    budgetPerDay: 200,
    conversionValue: undefined,
    ads,
    ...over,
  };
};

const ids = (c: PlannedCampaign) => ({ campaignId: 7, adIds: c.ads.map((_, i) => 100 + i) });
const sum = (rows: DailyMetric[], key: 'impressions' | 'clicks' | 'conversions') => rows.reduce((s, r) => s + r[key], 0);
const money = (rows: DailyMetric[], key: 'spend' | 'conversionValue') => rows.reduce((s, r) => s + Number(r[key]), 0);
const ctr = (rows: DailyMetric[]) => sum(rows, 'clicks') / sum(rows, 'impressions');
const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

describe('the demo series of a campaign', () => {
  const yearAgo = addDays(TODAY, -364);

  it('is one row per ad per day it delivered, labelled demo, in USD, with coherent funnel counts', () => {
    const c = campaign([ad('a1', yearAgo, TODAY), ad('a2', addDays(TODAY, -9), addDays(TODAY, -5))]);
    const rows = demoCampaignDays(c, ids(c), TODAY, 1);
    expect(rows).toHaveLength(365 + 5);
    expect(rows.filter((r) => r.adId === 101).map((r) => r.date)).toEqual([-9, -8, -7, -6, -5].map((d) => addDays(TODAY, d)));
    for (const r of rows) {
      expect(r).toMatchObject({ campaignId: 7, currency: 'USD', source: 'demo' });
      expect(r.reach).toBeLessThanOrEqual(r.impressions);
      expect(r.clicks).toBeLessThanOrEqual(r.impressions);
      expect(r.linkClicks).toBeLessThanOrEqual(r.clicks);
      expect(r.conversions).toBeLessThanOrEqual(r.linkClicks);
      expect(r.spend).toMatch(/^\d+\.\d\d$/);
    }
  });

  it('is the same for the same seed and differs for another seed', () => {
    const c = campaign([ad('a1', addDays(TODAY, -30), TODAY)]);
    expect(demoCampaignDays(c, ids(c), TODAY, 1)).toEqual(demoCampaignDays(c, ids(c), TODAY, 1));
    expect(demoCampaignDays(c, ids(c), TODAY, 2)).not.toEqual(demoCampaignDays(c, ids(c), TODAY, 1));
  });

  it('splits the day’s budget among the ads delivering that day and never spends over 110 % of it', () => {
    const c = campaign([ad('a1', addDays(TODAY, -59), TODAY), ad('a2', addDays(TODAY, -29), TODAY)]);
    const rows = demoCampaignDays(c, ids(c), TODAY, 1);
    const byDay = new Map<string, number>();
    for (const r of rows) byDay.set(r.date, (byDay.get(r.date) ?? 0) + Number(r.spend));
    for (const spend of byDay.values()) expect(spend).toBeLessThanOrEqual(200 * 1.1);
    // Alone, the first ad spends about the whole budget; once the second starts, about half.
    const firstAd = (from: number, to: number) =>
      rows.filter((r) => r.adId === 100 && r.date >= addDays(TODAY, from) && r.date <= addDays(TODAY, to));
    expect(money(firstAd(-59, -30), 'spend') / 30).toBeGreaterThan(150);
    expect(money(firstAd(-29, 0), 'spend') / 30).toBeLessThan(110);
  });

  it('a campaign the demo scaled spends its earlier budget until the change and its own from that day', () => {
    const on = addDays(TODAY, -21);
    const c = campaign([ad('a1', addDays(TODAY, -59), TODAY)], { dailyBudget: 240, budgetPerDay: 240, budgetChange: { on, before: 200 } });
    const rows = demoCampaignDays(c, ids(c), TODAY, 1);
    const daily = (from: string, to: string) =>
      money(
        rows.filter((r) => r.date >= from && r.date <= to),
        'spend',
      ) / 14;
    const before = daily(addDays(on, -14), addDays(on, -1));
    const after = daily(on, addDays(on, 13));
    expect(before).toBeLessThanOrEqual(200 * 1.1);
    expect(after).toBeGreaterThan(200);
    expect(after / before).toBeGreaterThan(1.1);
  });

  it('has weekly seasonality: weekends deliver more than the start of the week', () => {
    const c = campaign([ad('a1', yearAgo, TODAY)]);
    const rows = demoCampaignDays(c, ids(c), TODAY, 1);
    const weekend = rows.filter((r) => [0, 6].includes(weekday(r.date)));
    const monTue = rows.filter((r) => [1, 2].includes(weekday(r.date)));
    const perDay = (rs: DailyMetric[]) => sum(rs, 'impressions') / rs.length;
    expect(perDay(weekend)).toBeGreaterThan(perDay(monTue) * 1.05);
    expect(ctr(weekend)).toBeGreaterThan(ctr(monTue));
  });

  it('tires a creative: the CTR of its later weeks is well below that of its first week', () => {
    const c = campaign([ad('a1', addDays(TODAY, -69), TODAY)]);
    const rows = demoCampaignDays(c, ids(c), TODAY, 1);
    const firstWeek = rows.slice(0, 7);
    const weeks7to10 = rows.slice(42, 70);
    expect(ctr(weeks7to10)).toBeLessThan(ctr(firstWeek) * 0.85);
  });

  it('a campaign that converts nothing spends and gets clicks but has 0 conversions on every day', () => {
    const c = campaign([ad('a1', addDays(TODAY, -89), TODAY, { cvrFactor: 0 })], { health: 'no_conversions' });
    const rows = demoCampaignDays(c, ids(c), TODAY, 1);
    expect(money(rows, 'spend')).toBeGreaterThan(10_000);
    expect(sum(rows, 'clicks')).toBeGreaterThan(1000);
    expect(rows.every((r) => r.conversions === 0 && r.conversionValue === '0.00')).toBe(true);
  });

  it('a low-CTR ad gets a fraction of the clicks of a healthy one for the same spend', () => {
    const healthy = campaign([ad('a1', addDays(TODAY, -59), TODAY)]);
    const weak = campaign([ad('a1', addDays(TODAY, -59), TODAY, { ctrFactor: 0.3 })]);
    const h = demoCampaignDays(healthy, ids(healthy), TODAY, 1);
    const w = demoCampaignDays(weak, ids(weak), TODAY, 1);
    expect(money(w, 'spend')).toBeCloseTo(money(h, 'spend'), -2);
    expect(ctr(w)).toBeLessThan(ctr(h) * 0.4);
  });

  it('values conversions as the objective does: purchases carry an order value, awareness results none, leads what the advertiser says', () => {
    const window = (objective: PlannedCampaign['objective'], conversionValue?: number) => {
      const c = campaign([ad('a1', addDays(TODAY, -59), TODAY)], { objective, conversionValue });
      return demoCampaignDays(c, ids(c), TODAY, 1);
    };
    const sales = window('CONVERSIONS');
    expect(money(sales, 'conversionValue') / sum(sales, 'conversions')).toBeGreaterThan(36); // 45 ± 20 %
    expect(money(sales, 'conversionValue') / sum(sales, 'conversions')).toBeLessThan(54);
    expect(money(window('BRAND_AWARENESS'), 'conversionValue')).toBe(0);
    const leads = window('LEAD_GENERATION', 25);
    expect(money(leads, 'conversionValue') / sum(leads, 'conversions')).toBeCloseTo(25, -1);
  });

  it('is empty for a campaign that never delivered', () => {
    const c = campaign([{ ...ad('a1', TODAY, TODAY), delivery: null }], { status: 'DRAFT', delivery: null });
    expect(demoCampaignDays(c, ids(c), TODAY, 1)).toEqual([]);
  });

  it("follows the ads' tags in the demo's simulated account: the favoured angle's ad earns the higher CTR, in the true ratio", () => {
    const weights = hiddenWeights(demoAccountKey(1)).ctr.angle;
    const order = [...ANGLES].sort((a, b) => weights[b] - weights[a]);
    const from = addDays(TODAY, -89);
    const base = ad('x', from, TODAY);
    const favoured = { ...base.tags, angles: [order[0] as (typeof ANGLES)[number]] };
    const other = { ...base.tags, angles: [order.at(-1) as (typeof ANGLES)[number]] };
    const c = campaign([ad('a1', from, TODAY, { tags: favoured }), ad('a2', from, TODAY, { tags: other })]);
    const trueRatio = trueRates(demoAccountKey(1), favoured).ctr / trueRates(demoAccountKey(1), other).ctr;
    // The campaign keeps its level (the ads' multipliers average 1); the tags set the ratio between its ads.
    const [r1, r2] = demoCreativeResponses(c, 1) as [{ ctr: number; cvr: number }, { ctr: number; cvr: number }];
    expect((r1.ctr + r2.ctr) / 2).toBeCloseTo(1, 12);
    expect((r1.cvr + r2.cvr) / 2).toBeCloseTo(1, 12);
    expect(r1.ctr / r2.ctr).toBeCloseTo(trueRatio, 12);
    // Same days, same age: the CTRs' ratio is the true one within 4 relative standard deviations, √(1/clicks₁ + 1/clicks₂).
    const rows = demoCampaignDays(c, ids(c), TODAY, 1);
    const first = rows.filter((r) => r.adId === 100);
    const second = rows.filter((r) => r.adId === 101);
    const seen = ctr(first) / ctr(second);
    expect(seen).toBeGreaterThan(1);
    expect(Math.abs(seen / trueRatio - 1)).toBeLessThan(4 * Math.sqrt(1 / sum(first, 'clicks') + 1 / sum(second, 'clicks')));
  });
});
