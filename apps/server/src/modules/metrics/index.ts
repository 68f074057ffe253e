/**
 * The metrics module's public face (decision 171): what other modules may name besides metrics.service.ts,
 * namely a stored day and how an insights row becomes one (the Facebook sync), and the days of a time range.
 */
export { type DailyMetric, fromInsightsRow, type MetricSource } from './daily-metric.ts';
export { analyzeMetricTables, rebuildAnalyticsRollups } from './rollups.repo.ts';
export { rangeDays } from './time-range.ts';
