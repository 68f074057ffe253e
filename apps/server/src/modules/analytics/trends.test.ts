/** Trend buckets and the chart's Peak, Average and Trend, on hand-made days. */
import { describe, expect, it } from 'vitest';
import { ZERO_SUMS } from './formulas.ts';
import { analyticsRange } from './ranges.ts';
import { buckets, performanceTrends, trendStats } from './trends.ts';

const day = (impressions: number, clicks: number, spend: number) => ({ ...ZERO_SUMS, impressions, clicks, spend, paidClicks: clicks });
const week = { since: '2026-11-18', until: '2026-11-24' };
const daily = new Map([
  ['2026-11-18', day(1000, 20, 10)],
  ['2026-11-20', day(500, 5, 2.5)],
  ['2026-11-24', day(1500, 45, 9)],
]);

describe('trends per day', () => {
  const b = buckets(daily, week, 'day');

  it('has every day of the range, zero-filled, with every metric', () => {
    const trends = performanceTrends(b, 'day');
    expect(trends).toHaveLength(7);
    expect(trends[0]).toEqual({
      timestamp: '2026-11-18',
      period: 'day',
      metrics: { impressions: 1000, clicks: 20, ctr: 2, cpc: 0.5, conversions: 0, spend: 10 },
    });
    expect(trends[1]).toEqual({
      timestamp: '2026-11-19',
      period: 'day',
      metrics: { impressions: 0, clicks: 0, ctr: null, cpc: null, conversions: 0, spend: 0 },
    });
  });

  it('impressions: peak 1,500 on the 24th, average 3,000 / 7 = 428.57, trend 0 % (1,500 in the first 3 days and the last 3)', () => {
    const { series, stats } = trendStats(b, 'impressions');
    expect(series.map((p) => p.value)).toEqual([1000, 0, 500, 0, 0, 0, 1500]);
    expect(stats).toEqual({ peak: { timestamp: '2026-11-24', value: 1500 }, average: 428.57, trend: 0 });
  });

  it('ctr: the average is the ratio of sums (70 / 3,000 = 2.33 %), never a mean of daily ratios', () => {
    const { series, stats } = trendStats(b, 'ctr');
    expect(series.map((p) => p.value)).toEqual([2, null, 1, null, null, null, 3]);
    // First 3 days 25 / 1,500 = 1.667 %, last 3 days 45 / 1,500 = 3 %: +80 %.
    expect(stats).toEqual({ peak: { timestamp: '2026-11-24', value: 3 }, average: 2.33, trend: 80 });
  });

  it('cpc: 21.50 / 70 clicks = 0.31 on average; it fell from 12.50 / 25 = 0.50 to 9 / 45 = 0.20 (−60 %)', () => {
    expect(trendStats(b, 'cpc').stats).toEqual({ peak: { timestamp: '2026-11-18', value: 0.5 }, average: 0.31, trend: -60 });
  });

  it('an empty range: zeros, no peak for ratios, no trend', () => {
    const empty = buckets(new Map(), week, 'day');
    expect(trendStats(empty, 'impressions').stats).toEqual({ peak: { timestamp: '2026-11-18', value: 0 }, average: 0, trend: null });
    expect(trendStats(empty, 'ctr').stats).toEqual({ peak: null, average: null, trend: null });
  });

  it('a one-day range has no halves to compare', () => {
    const one = buckets(daily, { since: '2026-11-24', until: '2026-11-24' }, 'day');
    expect(trendStats(one, 'clicks').stats).toEqual({ peak: { timestamp: '2026-11-24', value: 45 }, average: 45, trend: null });
  });
});

describe('trends per week (1y)', () => {
  it('buckets 365 days into Monday weeks: 53 buckets, the first and last partial', () => {
    const range = analyticsRange('1y', '2026-11-24'); // 25 Nov 2025 (a Tuesday) … 24 Nov 2026 (a Tuesday)
    const b = buckets(
      new Map([
        ['2025-11-25', day(7, 1, 1)],
        ['2025-11-30', day(3, 0, 0)],
        ['2026-11-24', day(5, 0, 0)],
      ]),
      range,
      'week',
    );
    expect(b).toHaveLength(53);
    expect(b[0]).toMatchObject({ timestamp: '2025-11-24', sums: { impressions: 10 } }); // Tue 25 – Sun 30
    expect(b[1]).toMatchObject({ timestamp: '2025-12-01', sums: { impressions: 0 } });
    expect(b[52]).toMatchObject({ timestamp: '2026-11-23', sums: { impressions: 5 } }); // Mon 23 – Tue 24
    expect(performanceTrends(b, 'week')[0]?.period).toBe('week');
  });
});
