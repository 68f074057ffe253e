import { describe, expect, it } from 'vitest';
import { fatigue, type SimulatedAd, simulateDay } from './delivery-simulator.ts';

const ad: SimulatedAd = {
  adId: '2384',
  objective: 'CONVERSIONS',
  dailyBudget: 50,
  currency: 'USD',
  startDate: '2026-10-01',
  creative: { ctr: 1, cvr: 1 },
};

const days = (from: string, n: number) =>
  Array.from({ length: n }, (_, i) => new Date(Date.parse(`${from}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10));

describe('the sandbox delivery simulator', () => {
  it('is deterministic for the same seed, ad and day, and varies with the seed', () => {
    expect(simulateDay(ad, '2026-10-05', '2026-11-01')).toEqual(simulateDay(ad, '2026-10-05', '2026-11-01'));
    expect(simulateDay(ad, '2026-10-05', '2026-11-01', 2)).not.toEqual(simulateDay(ad, '2026-10-05', '2026-11-01', 1));
  });

  it('delivers nothing before the start or after "today"', () => {
    expect(simulateDay(ad, '2026-09-30', '2026-11-01')).toBeNull();
    expect(simulateDay(ad, '2026-11-02', '2026-11-01')).toBeNull();
  });

  it('spends close to the daily budget, never above 110 %, with coherent funnel counts', () => {
    for (const date of days('2026-10-01', 30)) {
      const d = simulateDay(ad, date, '2026-11-20');
      if (!d) throw new Error('no day');
      expect(d.spend).toBeGreaterThan(25);
      expect(d.spend).toBeLessThanOrEqual(55);
      expect(d.reach).toBeLessThanOrEqual(d.impressions);
      expect(d.clicks).toBeLessThanOrEqual(d.impressions);
      expect(d.linkClicks).toBeLessThanOrEqual(d.clicks);
      expect(d.conversions).toBeLessThanOrEqual(d.linkClicks);
    }
  });

  it('tires the creative: the CTR of weeks 7–8 is clearly below that of week 1', () => {
    const ctr = (dates: string[]) => {
      const rows = dates.map((d) => simulateDay(ad, d, '2026-12-31')!);
      return rows.reduce((s, r) => s + r.clicks, 0) / rows.reduce((s, r) => s + r.impressions, 0);
    };
    expect(ctr(days('2026-11-12', 14))).toBeLessThan(ctr(days('2026-10-01', 7)) * 0.85);
    expect(fatigue(7)).toBe(1);
    expect(fatigue(28)).toBeCloseTo(0.75, 5);
  });

  it('restates recent days: conversions of a day grow until the attribution window closes', () => {
    const big = { ...ad, dailyBudget: 1000 };
    const sameDay = simulateDay(big, '2026-10-10', '2026-10-10')!;
    const later = simulateDay(big, '2026-10-10', '2026-10-20')!;
    expect(later.conversions).toBeGreaterThan(sameDay.conversions);
    expect(later.impressions).toBe(sameDay.impressions);
    expect(simulateDay(big, '2026-10-10', '2026-10-30')).toEqual(later);
  });

  it('zero-decimal currencies spend whole units at their exchange rate', () => {
    const d = simulateDay({ ...ad, currency: 'VND', dailyBudget: 1_000_000 }, '2026-10-03', '2026-10-20')!;
    expect(Number.isInteger(d.spend)).toBe(true);
    expect(d.impressions).toBeGreaterThan(1000);
  });
});
