import { describe, expect, it } from 'vitest';
import { ad, campaign, lastDays, row, snapshot } from '../fixtures.ts';
import { adCreativeRefresh } from './ad-creative-refresh.ts';

const days21 = lastDays(21); // 2026-05-25 … 2026-06-14

/** 2,000 impressions a day; first week CTR `from`, last week `to`, reach falling to give the frequency. */
function tiring(id: number, p: { from: number; to: number; lastReach?: number; impressions?: number }) {
  const impressions = p.impressions ?? 2000;
  return ad(
    id,
    days21.map((date, i) => {
      const ctr = i < 7 ? p.from : i < 14 ? (p.from + p.to) / 2 : p.to;
      const reach = i < 14 ? impressions : (p.lastReach ?? 1600);
      return row(date, { impressions, reach, clicks: Math.round(impressions * ctr), spend: 20 });
    }),
  );
}
const healthy = (id: number) => tiring(id, { from: 0.02, to: 0.02, lastReach: 2000 });

describe('AD_CREATIVE_REFRESH', () => {
  it('refreshes an ad whose CTR fell 40 % against its first week while frequency rose, its sibling healthy', () => {
    const c = campaign(1, [tiring(11, { from: 0.02, to: 0.012 }), healthy(12)]);
    const [rec, ...rest] = adCreativeRefresh(snapshot({ campaigns: [c] }));
    expect(rest).toEqual([]);
    expect(rec.targetEntity).toEqual({ kind: 'ad', id: '11', name: 'Ad 11' });
    expect(rec.action).toEqual({ kind: 'creative_refresh', adId: 11 });
    expect(rec.category).toBe('Creative Optimization');
    expect(rec.title).toBe('Refresh the creative of Ad 11: CTR down 40 % since its first week');
    // Half of the way back from 1.2 % to 2 %: (2 / 1.2 − 1) × 0.5 = +33.3 %.
    expect(rec.expectedImpact).toMatchObject({ metric: 'ctr', expectedChange: 33.3, changeType: 'increase', timeframe: '7 days' });
    // P(fell) ≈ 1 (280 vs 168 clicks on 14,000 impressions each) × 0.8.
    expect(rec.expectedImpact.confidence).toBe(0.8);
    expect(rec.evidence.counts).toMatchObject({
      baselineImpressions: 14000,
      baselineClicks: 280,
      recentImpressions: 14000,
      recentClicks: 168,
      baselineFrequency: 1,
      recentFrequency: 1.25,
      healthySiblings: 1,
    });
    expect(rec.evidence.window).toEqual({ since: '2026-05-25', until: '2026-06-14', days: 21 });
    expect(rec.description).toContain('2.00 % in its first week to 1.20 %');
  });

  it('its evidence window runs from the first week to yesterday, its days the calendar days between', () => {
    // First delivered 13–19 April (2 % CTR), then nothing until the last 7 days (1.2 %, more often seen).
    const april = ['2026-04-13', '2026-04-14', '2026-04-15', '2026-04-16', '2026-04-17', '2026-04-18', '2026-04-19'];
    const rows = [
      ...april.map((date) => row(date, { impressions: 2000, reach: 2000, clicks: 40, spend: 20 })),
      ...days21.slice(14).map((date) => row(date, { impressions: 2000, reach: 1600, clicks: 24, spend: 20 })),
    ];
    const [rec] = adCreativeRefresh(snapshot({ campaigns: [campaign(1, [ad(11, rows), healthy(12)])] }));
    // 13 April to 14 June: 18 + 31 + 14 days = 63 days.
    expect(rec.evidence.window).toEqual({ since: '2026-04-13', until: '2026-06-14', days: 63 });
    expect(rec.evidence.statistics.map((s) => s.name)).toEqual([
      'CTR, first week (2026-04-13 to 2026-04-19)',
      'CTR, last 7 days (2026-06-08 to 2026-06-14)',
      'P(first-week CTR > recent CTR)',
    ]);
    expect(rec.evidence.counts).toMatchObject({
      baselineImpressions: 14000,
      baselineClicks: 280,
      recentImpressions: 14000,
      recentClicks: 168,
    });
  });

  it('is less confident without a sibling to compare with (× 0.8)', () => {
    const c = campaign(1, [tiring(11, { from: 0.02, to: 0.012 })]);
    expect(adCreativeRefresh(snapshot({ campaigns: [c] }))[0].expectedImpact.confidence).toBe(0.64);
  });

  it('says nothing when the siblings fell too (audience or auction, not the creative)', () => {
    const c = campaign(1, [tiring(11, { from: 0.02, to: 0.012 }), tiring(12, { from: 0.02, to: 0.013 })]);
    expect(adCreativeRefresh(snapshot({ campaigns: [c] }))).toEqual([]);
  });

  it('says nothing when frequency did not rise', () => {
    const c = campaign(1, [tiring(11, { from: 0.02, to: 0.012, lastReach: 2000 }), healthy(12)]);
    expect(adCreativeRefresh(snapshot({ campaigns: [c] }))).toEqual([]);
  });

  it('says nothing for a 10 % dip (2 % → 1.8 %), below the 20 % fatigue line', () => {
    const c = campaign(1, [tiring(11, { from: 0.02, to: 0.018 }), healthy(12)]);
    expect(adCreativeRefresh(snapshot({ campaigns: [c] }))).toEqual([]);
  });

  it('needs 1,000 impressions in each week and 20 first-week clicks', () => {
    // 100 a day: 700 impressions per week.
    const c = campaign(1, [tiring(11, { from: 0.05, to: 0.02, impressions: 100, lastReach: 80 }), healthy(12)]);
    expect(adCreativeRefresh(snapshot({ campaigns: [c] }))).toEqual([]);
  });

  it('needs a first week that ended before the last week began', () => {
    const young = ad(
      11,
      lastDays(10).map((date, i) => row(date, { impressions: 2000, reach: i < 5 ? 2000 : 1500, clicks: i < 5 ? 40 : 20 })),
    );
    expect(adCreativeRefresh(snapshot({ campaigns: [campaign(1, [young, healthy(12)])] }))).toEqual([]);
  });

  it('ignores paused ads and paused campaigns', () => {
    const paused = { ...tiring(11, { from: 0.02, to: 0.012 }), status: 'PAUSED' as const };
    expect(adCreativeRefresh(snapshot({ campaigns: [campaign(1, [paused, healthy(12)])] }))).toEqual([]);
    const c = campaign(1, [tiring(11, { from: 0.02, to: 0.012 }), healthy(12)], { status: 'PAUSED' });
    expect(adCreativeRefresh(snapshot({ campaigns: [c] }))).toEqual([]);
  });
});
