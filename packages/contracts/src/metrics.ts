/** Performance numbers of ads (issue 8's ad_metrics_daily), as the API answers them. */
import { z } from 'zod';

export const timeRanges = ['7d', '30d', '90d', '1y'] as const;
export type TimeRange = (typeof timeRanges)[number];
export const DEFAULT_TIME_RANGE: TimeRange = '30d';
/** A range is the last N whole days up to and including today. */
export const TIME_RANGE_DAYS: Record<TimeRange, number> = { '7d': 7, '30d': 30, '90d': 90, '1y': 365 };

/** Where stored numbers come from: Facebook itself, the simulated Facebook (FACEBOOK_SANDBOX) or demo data. The UI labels the last two. */
export const metricSources = ['facebook', 'sandbox', 'demo'] as const;
export type MetricSource = (typeof metricSources)[number];

/**
 * The attribution conversions read from Facebook (or its sandbox) are counted with: Meta's default, asked
 * for explicitly, never the 7-day or 28-day view windows that return nothing since 2026-01-12 (decision 176).
 */
export const FACEBOOK_ATTRIBUTION_WINDOWS = ['7d_click', '1d_view'] as const;
export const FACEBOOK_ATTRIBUTION_LABEL = "Attribution: 7-day click, 1-day view (Meta's default)";

const numbers = {
  impressions: z.number().int(),
  reach: z.number().int(),
  clicks: z.number().int(),
  linkClicks: z.number().int(),
  /** In `currency`, two decimals. */
  spend: z.number(),
  conversions: z.number().int(),
  conversionValue: z.number(),
};

export const adMetricsQuery = z.object({
  timeRange: z.enum(timeRanges, { error: `timeRange must be one of ${timeRanges.join(', ')}.` }).default(DEFAULT_TIME_RANGE),
});

export const adMetricsSchema = z.object({
  /** Where the numbers come from; null when the ad has none yet. Sandbox and demo numbers are labelled as such. */
  source: z.enum(metricSources).nullable(),
  currency: z.string().nullable(),
  since: z.iso.date(),
  until: z.iso.date(),
  totals: z.object(numbers),
  daily: z.array(z.object({ date: z.iso.date(), ...numbers })),
});
export type AdMetrics = z.infer<typeof adMetricsSchema>;
