/**
 * GET /api/analytics/export/{type}?format=…&timeRange=… (spec 2 §2, §7; issue 9 "Exports"): a file of
 * the signed-in user's analytics, saved as 'analytics-{type}-{range}.{format}'. What each file holds:
 * docs/analytics.md §Exports; the CSV form of `all`: docs/decisions/097-analytics-exports.md.
 */
import { z } from 'zod';
import { timeRangeParam } from './analytics.ts';
import type { TimeRange } from './metrics.ts';

/** Spec 2 §2: the export dialog's data types and formats (xlsx is labelled Excel). */
export const exportTypes = ['campaigns', 'ads', 'content', 'all'] as const;
export type ExportType = (typeof exportTypes)[number];
export const exportFormats = ['csv', 'xlsx', 'pdf'] as const;
export type ExportFormat = (typeof exportFormats)[number];
export const DEFAULT_EXPORT_FORMAT: ExportFormat = 'csv';

export const exportFormatLabels: Record<ExportFormat, string> = { csv: 'CSV', xlsx: 'Excel', pdf: 'PDF' };

/** The Content-Type each format is sent with. */
export const exportMediaTypes: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};

/** Spec 2 §7: the file is saved as 'analytics-{type}-{range}.{format}'. */
export const exportFileName = (type: ExportType, timeRange: TimeRange, format: ExportFormat) => `analytics-${type}-${timeRange}.${format}`;

export const analyticsExportParams = z.object({
  type: z.enum(exportTypes, { error: `type must be one of ${exportTypes.join(', ')}.` }),
});
export type AnalyticsExportParams = z.output<typeof analyticsExportParams>;

export const analyticsExportQuery = z.object({
  format: z.enum(exportFormats, { error: `format must be one of ${exportFormats.join(', ')}.` }).default(DEFAULT_EXPORT_FORMAT),
  timeRange: timeRangeParam,
});
export type AnalyticsExportQuery = z.output<typeof analyticsExportQuery>;
