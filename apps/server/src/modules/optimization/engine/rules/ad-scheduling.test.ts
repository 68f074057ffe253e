import { describe, expect, it } from 'vitest';
import { ad, campaign, lastDays, row, snapshot } from '../fixtures.ts';
import { weekdayOf } from '../windows.ts';
import { adScheduling } from './ad-scheduling.ts';

const days28 = lastDays(28); // Monday 2026-05-18 … Sunday 2026-06-14: four of each weekday
const weekend = (date: string) => ['SAT', 'SUN'].includes(weekdayOf(date));

describe('AD_SCHEDULING', () => {
  it('drops the weekend when it brought no conversion against 2 a day on weekdays', () => {
    // $20 a day; 2 conversions each weekday (40), none at the weekend.
    const rows = days28.map((date) => row(date, { impressions: 2000, clicks: 30, spend: 20, conversions: weekend(date) ? 0 : 2 }));
    const [rec, ...rest] = adScheduling(snapshot({ campaigns: [campaign(1, [ad(11, rows)])] }));
    expect(rest).toEqual([]);
    expect(rec.action).toEqual({ kind: 'schedule', campaignId: 1, excludeDays: ['SAT', 'SUN'] });
    expect(rec.title).toBe('Stop delivering Campaign 1 on Saturday and Sunday');
    expect(rec.category).toBe('Timing Optimization');
    // Cost per conversion $560 / 40 = $14 → $400 / 40 = $10: −28.6 %.
    expect(rec.expectedImpact).toMatchObject({ metric: 'cost_per_conversion', expectedChange: -28.6, changeType: 'decrease' });
    // Saturday's share of spend 80/560 = 1/7, of 40 conversions none: P = 1 − (6/7)^41 = 0.99819 each day; × 0.8.
    const p = 1 - (6 / 7) ** 41;
    expect(rec.evidence.statistics[0].value).toBeCloseTo(p, 4);
    expect(rec.expectedImpact.confidence).toBeCloseTo(0.8 * p * p, 3);
    expect(rec.evidence.counts).toEqual({ SATSpend: 80, SATConversions: 0, SUNSpend: 80, SUNConversions: 0 });
  });

  it('skips a campaign that already has a delivery schedule: its days off have no data to judge', () => {
    // Weekdays only delivered (the weekend already off); Monday looks weak among them. Proposing MON alone
    // would replace the SAT + SUN schedule and turn the weekend back on.
    const rows = days28
      .filter((date) => !weekend(date))
      .map((date) => row(date, { impressions: 2000, clicks: 30, spend: 20, conversions: weekdayOf(date) === 'MON' ? 0 : 3 }));
    expect(adScheduling(snapshot({ campaigns: [campaign(1, [ad(11, rows)])] })).map((r) => r.action)).toEqual([
      { kind: 'schedule', campaignId: 1, excludeDays: ['MON'] },
    ]);
    expect(adScheduling(snapshot({ campaigns: [campaign(1, [ad(11, rows)], { hasDeliverySchedule: true })] }))).toEqual([]);
  });

  it('falls back to CTR for a campaign with few conversions: weekend 1 % against 2 %', () => {
    const rows = days28.map((date) => row(date, { impressions: 2000, clicks: weekend(date) ? 20 : 40, spend: 20 }));
    const [rec] = adScheduling(snapshot({ campaigns: [campaign(1, [ad(11, rows)], { objective: 'TRAFFIC' })] }));
    expect(rec.action).toEqual({ kind: 'schedule', campaignId: 1, excludeDays: ['SAT', 'SUN'] });
    // CTR 960 / 56,000 = 1.714 % → 800 / 40,000 = 2 %: +16.7 %.
    expect(rec.expectedImpact).toMatchObject({ metric: 'ctr', expectedChange: 16.7, changeType: 'increase' });
  });

  it('says nothing when every day performs alike', () => {
    const rows = days28.map((date) => row(date, { impressions: 2000, clicks: 30, spend: 20, conversions: 2 }));
    expect(adScheduling(snapshot({ campaigns: [campaign(1, [ad(11, rows)])] }))).toEqual([]);
  });

  it('says nothing for a dip that could be chance: Saturday 1 conversion against 1.5 a day (Bonferroni)', () => {
    const rows = days28.map((date) =>
      row(date, { impressions: 200, clicks: 3, spend: 20, conversions: weekdayOf(date) === 'SAT' ? 1 : 1 + (date < '2026-06-01' ? 1 : 0) }),
    );
    expect(adScheduling(snapshot({ campaigns: [campaign(1, [ad(11, rows)])] }))).toEqual([]);
  });

  it('needs 30 conversions or 300 clicks', () => {
    const rows = days28.map((date) => row(date, { impressions: 200, clicks: 5, spend: 20, conversions: weekend(date) ? 0 : 1 }));
    expect(adScheduling(snapshot({ campaigns: [campaign(1, [ad(11, rows)])] }))).toEqual([]);
  });
});
