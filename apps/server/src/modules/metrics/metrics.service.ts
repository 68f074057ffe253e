/**
 * Reading an ad's performance (GET /api/ads/{id}/metrics): its stored days over a time range, in the
 * ad account's time zone, with totals. Money is summed in whole cents, never in floating point.
 */
import { type AdMetrics, type MetricSource, metricSources, type TimeRange } from '@ads-creative/contracts/metrics';
import type { Db } from '../../db/client.ts';
import { dayIn } from '../../lib/calendar.ts';
import type { DailyMetric } from './daily-metric.ts';
import { createMetricsRepo } from './metrics.repo.ts';
import { rangeDays } from './time-range.ts';

/** Exact sum of decimal texts with at most two places, as a number with two decimals. */
export function sumMoney(values: readonly string[]): number {
  let cents = 0n;
  for (const v of values) {
    const [whole = '0', fraction = ''] = v.split('.');
    cents += BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
  }
  return Number(cents) / 100;
}

/** The user's total spend and the sources it comes from (in `metricSources` order), from per-source sums. */
export function spendSummary(bySource: readonly { source: string; spend: string }[]): { totalSpent: number; sources: MetricSource[] } {
  return {
    totalSpent: sumMoney(bySource.map((r) => r.spend)),
    sources: metricSources.filter((s) => bySource.some((r) => r.source === s)),
  };
}

export function createMetricsService(deps: { db: Db; clock: () => Date; timezoneOf: (userId: number) => Promise<string> }) {
  const repo = createMetricsRepo(deps.db);
  return {
    async adMetrics(userId: number, adId: number, range: TimeRange): Promise<AdMetrics> {
      const { since, until } = rangeDays(range, dayIn(await deps.timezoneOf(userId), deps.clock()));
      const rows = await repo.adSeries(userId, adId, since, until);
      const daily = rows.map((r) => ({
        date: r.date,
        impressions: r.impressions,
        reach: r.reach,
        clicks: r.clicks,
        linkClicks: r.linkClicks,
        spend: sumMoney([r.spend]),
        conversions: r.conversions,
        conversionValue: sumMoney([r.conversionValue]),
      }));
      const total = (key: 'impressions' | 'reach' | 'clicks' | 'linkClicks' | 'conversions') => daily.reduce((s, d) => s + d[key], 0);
      const latest = rows.reduce<(typeof rows)[number] | undefined>((a, r) => (!a || r.syncedAt > a.syncedAt ? r : a), undefined);
      return {
        source: (latest?.source as AdMetrics['source']) ?? null,
        currency: latest?.currency ?? null,
        since,
        until,
        totals: {
          impressions: total('impressions'),
          // Reach is people, and the same person on two days counts once: Facebook's daily reach does
          // not add up. The sum is an upper bound; it is what the stored days allow.
          reach: total('reach'),
          clicks: total('clicks'),
          linkClicks: total('linkClicks'),
          spend: sumMoney(rows.map((r) => r.spend)),
          conversions: total('conversions'),
          conversionValue: sumMoney(rows.map((r) => r.conversionValue)),
        },
        daily,
      };
    },
    spendSummary: async (userId: number) => spendSummary(await repo.spendBySource(userId)),
    /** Writes a sync's days of one user at once (idempotent upserts of whole days), so a failed run leaves none half written. */
    saveDays: (userId: number, days: readonly DailyMetric[]) =>
      deps.db.transaction((tx) => repo.upsert(tx as unknown as Db, userId, days, deps.clock())),
  };
}

export type MetricsService = ReturnType<typeof createMetricsService>;
