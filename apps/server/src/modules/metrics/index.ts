/**
 * The metrics module's public face (decision 171): what other modules may name besides metrics.service.ts,
 * namely a stored day and how an insights row becomes one (the Facebook sync), the days of a time range, and the
 * upsert of whole days the demo seeder (modules/demo) writes its numbers with, the one the Facebook sync writes with.
 */
import type { Db } from '../../db/client.ts';
import type { DailyMetric } from './daily-metric.ts';
import { createMetricsRepo } from './metrics.repo.ts';

export { type DailyMetric, fromInsightsRow, type MetricSource } from './daily-metric.ts';
export { analyzeMetricTables, rebuildAnalyticsRollups } from './rollups.repo.ts';
export { rangeDays } from './time-range.ts';

/** Inserts or replaces the user's days (ad, date) in `tx`: a restated day is updated, never duplicated. */
export const upsertDailyMetrics = (tx: Db, userId: number, rows: readonly DailyMetric[], syncedAt: Date): Promise<void> =>
  createMetricsRepo(tx).upsert(tx, userId, rows, syncedAt);
