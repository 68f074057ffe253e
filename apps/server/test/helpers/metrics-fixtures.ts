/** Daily metrics for tests, written through the metrics repository's upsert (the sync's write path). */
import type { Db } from '../../src/db/client.ts';
import type { DailyMetric } from '../../src/modules/metrics/daily-metric.ts';
import { createMetricsRepo } from '../../src/modules/metrics/metrics.repo.ts';

/** One ad's day: [impressions, clicks, spend, conversions, conversion value]; clicks count as link clicks too. */
export const metricDay = (
  adId: number,
  campaignId: number | null,
  date: string,
  n: [number, number, string, number, string],
  over: Partial<DailyMetric> = {},
): DailyMetric => ({
  adId,
  campaignId,
  date,
  impressions: n[0],
  reach: 0,
  clicks: n[1],
  linkClicks: n[1],
  spend: n[2],
  conversions: n[3],
  conversionValue: n[4],
  currency: 'USD',
  source: 'sandbox',
  ...over,
});

/** Writes the days in one transaction, as a sync run does. */
export async function writeMetrics(db: Db, userId: number, rows: DailyMetric[], syncedAt: Date) {
  await db.transaction((tx) => createMetricsRepo(tx as unknown as Db).upsert(tx as unknown as Db, userId, rows, syncedAt));
}
