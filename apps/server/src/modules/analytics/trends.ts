/**
 * The performance trends chart (docs/analytics.md §Trends): the range's daily sums in buckets, one a
 * day (7d, 30d, 90d) or one a calendar week starting Monday (1y), every metric per bucket, and the
 * chart's Peak, Average and Trend for the chosen metric.
 */
import type { PerformanceTrend, TrendMetric, TrendPoint } from '@ads-creative/contracts/analytics';
import type { TimeRange } from '@ads-creative/contracts/metrics';
import { addSums, cpc, ctr, growth, round2, type Sums, ZERO_SUMS } from './formulas.ts';
import { eachDay, type Period, weekStart } from './ranges.ts';

export const granularityOf = (timeRange: TimeRange): 'day' | 'week' => (timeRange === '1y' ? 'week' : 'day');

interface Bucket {
  timestamp: string;
  sums: Sums;
}

/** Every day of the range in its bucket (zero-filled), oldest first. */
export function buckets(daily: ReadonlyMap<string, Sums>, range: Period, period: 'day' | 'week'): Bucket[] {
  const out: Bucket[] = [];
  for (const day of eachDay(range)) {
    const timestamp = period === 'week' ? weekStart(day) : day;
    const sums = daily.get(day) ?? ZERO_SUMS;
    const last = out[out.length - 1];
    if (last && last.timestamp === timestamp) last.sums = addSums(last.sums, sums);
    else out.push({ timestamp, sums });
  }
  return out;
}

/** The metric of a bucket as answered (ctr in percent and cpc, spend with 2 decimals). */
export function metricValue(s: Sums, metric: TrendMetric): number | null {
  switch (metric) {
    case 'ctr':
      return ctr(s);
    case 'cpc':
      return cpc(s);
    case 'spend':
      return round2(s.spend);
    default:
      return s[metric];
  }
}

/** The same, unrounded (for growth between halves). */
function rawValue(s: Sums, metric: TrendMetric): number | null {
  if (metric === 'ctr') return s.impressions === 0 ? null : s.clicks / s.impressions;
  if (metric === 'cpc') return s.paidClicks === 0 ? null : s.spend / s.paidClicks;
  return s[metric];
}

export function performanceTrends(bucketed: readonly Bucket[], period: 'day' | 'week'): PerformanceTrend[] {
  return bucketed.map((b) => ({
    timestamp: b.timestamp,
    period,
    metrics: {
      impressions: b.sums.impressions,
      clicks: b.sums.clicks,
      ctr: ctr(b.sums),
      cpc: cpc(b.sums),
      conversions: b.sums.conversions,
      spend: round2(b.sums.spend),
    },
  }));
}

const isRatio = (metric: TrendMetric) => metric === 'ctr' || metric === 'cpc';
const total = (bs: readonly Bucket[]) => bs.reduce((s, b) => addSums(s, b.sums), ZERO_SUMS);

/**
 * Peak: the bucket with the highest value (the earliest of equals). Average: for counts and spend the
 * mean per bucket; for ctr and cpc the ratio of the range's sums (never a mean of daily ratios).
 * Trend: the second half of the buckets against the first half (the middle bucket of an odd count
 * belongs to neither), as growth in percent, ratios again of sums; null when the first half is 0.
 */
export function trendStats(bucketed: readonly Bucket[], metric: TrendMetric) {
  const series: TrendPoint[] = bucketed.map((b) => ({ timestamp: b.timestamp, value: metricValue(b.sums, metric) }));
  const peak = series.reduce<TrendPoint | null>(
    (best, p) => (p.value !== null && (best === null || (best.value as number) < p.value) ? p : best),
    null,
  );
  const all = total(bucketed);
  const average = isRatio(metric)
    ? metricValue(all, metric)
    : bucketed.length === 0
      ? null
      : round2((metricValue(all, metric) as number) / bucketed.length);
  const half = Math.floor(bucketed.length / 2);
  const first = rawValue(total(bucketed.slice(0, half)), metric);
  const second = rawValue(total(bucketed.slice(bucketed.length - half)), metric);
  return { series, stats: { peak, average, trend: half === 0 ? null : growth(second, first) } };
}
