/**
 * What the demo plants for the optimization center (decision 175): the patterns are in the plan and the
 * series, and the engine, fed those numbers, earns at least 5 recommendations of at least 4 types on any
 * day of the week. The database path (snapshot loaded from the written rows) is seed-demo.test.ts's; here
 * the plan's numbers go to the engine directly, so a week of days costs seconds.
 */
import { DEFAULT_OPTIMIZATION_SETTINGS } from '@ads-creative/contracts/optimization';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from '../../lib/calendar.ts';
import { runEngine } from '../optimization/engine/run-engine.ts';
import type { CampaignSnapshot, EngineSnapshot } from '../optimization/engine/snapshot.ts';
import { planDemo } from './demo-plan.ts';
import { BUDGET_LIMITED_PACING, FRESH_DAYS_AGO, TIRED_DAYS, WEEKEND_CTR } from './demo-scenarios.ts';
import { demoCampaignDays } from './demo-series.ts';
import type { DemoOptions, PlannedCampaign } from './demo-types.ts';

const TODAY = '2026-06-28'; // a Sunday
/** `npm run seed:demo`'s demo, and the small one of the database test. */
const DEFAULT: DemoOptions = { seed: 1, scale: 1, days: 365, fullHistory: false, today: TODAY };
const SMALL: DemoOptions = { seed: 7, scale: 1, adsPerCampaign: 2, days: 45, fullHistory: false, today: TODAY };

const series = (c: PlannedCampaign, o: DemoOptions) =>
  demoCampaignDays(c, { campaignId: 1, adIds: c.ads.map((_, i) => i + 1) }, o.today, o.seed);
const ctr = (rows: { clicks: number; impressions: number }[]) =>
  rows.reduce((s, r) => s + r.clicks, 0) / rows.reduce((s, r) => s + r.impressions, 0);
const isWeekend = (day: string) => [0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay());

/** The engine's view of the plan's campaigns, ads and numbers, as the seeder writes them (budgets in USD, changes as stored). */
function snapshotOf(o: DemoOptions): EngineSnapshot {
  let nextAd = 0;
  const campaigns = planDemo(o).map((c, i): CampaignSnapshot => {
    const adIds = c.ads.map(() => ++nextAd);
    const rows = demoCampaignDays(c, { campaignId: i + 1, adIds }, o.today, o.seed);
    return {
      id: i + 1,
      name: c.name,
      status: c.status,
      objective: c.objective,
      budgetType: c.budgetType,
      dailyBudget: c.dailyBudget,
      totalBudget: c.totalBudget,
      lastChangedAt: c.budgetChange ? `${c.budgetChange.on}T09:00:00.000Z` : c.createdAt.toISOString(),
      hasDeliverySchedule: false,
      ads: c.ads.map((ad, j) => ({
        id: adIds[j] as number,
        name: ad.name,
        status: ad.status,
        selectedContent: null,
        daily: rows
          .filter((r) => r.adId === adIds[j])
          .map((r) => ({ ...r, spend: Number(r.spend), conversionValue: Number(r.conversionValue) })),
      })),
    };
  });
  return {
    today: o.today,
    now: `${o.today}T10:00:00.000Z`,
    campaigns,
    contents: [],
    providerCalls: [],
    defaultProvider: null,
    availableProviders: ['BUILTIN'],
    settings: { ...DEFAULT_OPTIMIZATION_SETTINGS, excludedTypes: [] },
  };
}

describe('what the demo plants for the optimization center', () => {
  const plan = planDemo(DEFAULT);

  it('runs the first campaign of each sales objective on a daily budget it spends in full', () => {
    const limited = plan.filter((c) => c.budgetLimited);
    expect(limited.map((c) => c.objective).sort()).toEqual(['CATALOG_SALES', 'CONVERSIONS']);
    for (const c of limited) {
      expect(c).toMatchObject({ status: 'ACTIVE', budgetType: 'DAILY' });
      expect(c.ads.every((a) => a.pacing === BUDGET_LIMITED_PACING)).toBe(true);
      const lastWeek = series(c, DEFAULT).filter((r) => r.date >= addDays(TODAY, -7) && r.date < TODAY);
      const spentPerDay = new Map<string, number>();
      for (const r of lastWeek) spentPerDay.set(r.date, (spentPerDay.get(r.date) ?? 0) + Number(r.spend));
      const full = [...spentPerDay.values()].filter((s) => s >= 0.9 * (c.dailyBudget as number));
      expect(full.length).toBeGreaterThanOrEqual(5);
    }
  });

  it('puts the broken form or SDK on an active campaign spending the top of its range', () => {
    const leak = plan.find((c) => c.health === 'no_conversions') as PlannedCampaign;
    expect(leak.status).toBe('ACTIVE');
    expect(leak.budgetPerDay).toBe(leak.objective === 'LEAD_GENERATION' ? 120 : 90);
  });

  it('gives one active campaign that is not meant to convert a weekend slump', () => {
    const slumped = plan.filter((c) => c.weekendCtr !== 1);
    expect(slumped).toHaveLength(1);
    const c = slumped[0] as PlannedCampaign;
    expect(c).toMatchObject({ status: 'ACTIVE', health: 'healthy', weekendCtr: WEEKEND_CTR });
    expect(['CONVERSIONS', 'CATALOG_SALES', 'LEAD_GENERATION', 'APP_INSTALLS']).not.toContain(c.objective);
    const rows = series(c, DEFAULT).filter((r) => r.date >= addDays(TODAY, -28));
    expect(ctr(rows.filter((r) => isWeekend(r.date)))).toBeLessThan(0.6 * ctr(rows.filter((r) => !isWeekend(r.date))));
  });

  it('keeps a tired first creative running beside one refreshed FRESH_DAYS_AGO, the ones between switched off', () => {
    const refreshed = plan.filter((c) => c.ads.at(-1)?.delivery?.from === addDays(TODAY, -FRESH_DAYS_AGO) && c.status === 'ACTIVE');
    expect(refreshed).toHaveLength(1);
    const c = refreshed[0] as PlannedCampaign;
    const [first, ...rest] = c.ads;
    const fresh = rest.pop();
    expect(first?.delivery?.to).toBe(TODAY);
    expect(daysBetween(first?.delivery?.from as string, TODAY)).toBeGreaterThanOrEqual(TIRED_DAYS);
    expect(fresh).toMatchObject({ status: 'ACTIVE', delivery: { from: addDays(TODAY, -FRESH_DAYS_AGO), to: TODAY } });
    for (const ad of rest) {
      expect(ad.status).toBe('PAUSED');
      if (ad.delivery) expect(ad.delivery.to < addDays(TODAY, -FRESH_DAYS_AGO)).toBe(true);
    }
  });

  it.each([
    ['the default demo', DEFAULT],
    ['the small demo of the tests', SMALL],
  ])(
    'earns %s at least 5 recommendations of at least 4 types on every day of a week',
    (_, o) => {
      for (let k = 0; k < 7; k++) {
        const today = addDays(o.today, k);
        const open = runEngine(snapshotOf({ ...o, today }));
        const types = new Set(open.map((r) => r.type));
        expect(open.length, today).toBeGreaterThanOrEqual(5);
        expect([...types].sort(), today).toEqual(
          expect.arrayContaining(['AD_CREATIVE_REFRESH', 'AD_SCHEDULING', 'CAMPAIGN_PAUSE', 'CAMPAIGN_SCALE']),
        );
      }
    },
    60_000,
  );
});
