/**
 * "What works for you" (issue 18, decision 184): the account's results per creative tag, each value against the
 * rest of the account with a 95 % interval and a verdict. GET /api/analytics/creative. Formulas and worked
 * examples: docs/analytics.md § What works. Wire conventions as the other analytics answers (analytics.ts):
 * money in USD with 2 decimals, CTR and lifts in percent with 2 decimals, null when a denominator is 0.
 */
import { z } from 'zod';
import { analyticsMetaSchema, timeRangeParam } from './analytics.ts';

/** The tags results are broken down by (creative-tags.ts); `angle` counts an ad once per angle it has. */
export const creativeDimensions = ['angle', 'hook', 'length', 'emoji', 'callToAction', 'format', 'provider'] as const;
export type CreativeDimension = (typeof creativeDimensions)[number];

/** What `liftVsRest` compares: CTR (clicks per impression), CPA (spend per conversion), ROAS (conversion value per spend). */
export const creativeMetrics = ['CTR', 'CPA', 'ROAS'] as const;
export type CreativeMetric = (typeof creativeMetrics)[number];
export const DEFAULT_CREATIVE_METRIC: CreativeMetric = 'CTR';

/**
 * WINNER: the whole 95 % interval of the lift is on the better side of 0 (above for CTR and ROAS, below for CPA:
 * cheaper); LOSER: on the worse side; UNCLEAR: it spans 0; NOT_ENOUGH_DATA: see `reason`.
 */
export const creativeVerdicts = ['WINNER', 'LOSER', 'UNCLEAR', 'NOT_ENOUGH_DATA'] as const;
export type CreativeVerdict = (typeof creativeVerdicts)[number];

/**
 * Why a value has NOT_ENOUGH_DATA: under `minImpressions`; fewer than `minAds` ads; the rest of the account (the ads
 * without the value) under either; no result to compare (CPA and ROAS: no conversions, or no conversion value,
 * in the value's ads or in the rest).
 */
export const notEnoughDataReasons = ['IMPRESSIONS', 'ADS', 'REST', 'NO_RESULT'] as const;
export type NotEnoughDataReason = (typeof notEnoughDataReasons)[number];

/** A value needs this many impressions (and so does the rest) before it gets a verdict. */
export const WHAT_WORKS_MIN_IMPRESSIONS = 1000;
/** … and this many ads: fewer say more about the ads than about the tag. */
export const WHAT_WORKS_MIN_ADS = 3;

/** The value of `emoji` (a boolean tag) and of a missing call to action or provider (written by hand, imported). */
export const EMOJI_VALUES = { yes: 'true', no: 'false' } as const;
export const NO_TAG_VALUE = 'NONE';

export const creativeAnalyticsQuery = z.object({
  timeRange: timeRangeParam,
  metric: z.enum(creativeMetrics, { error: `metric must be one of ${creativeMetrics.join(', ')}.` }).default(DEFAULT_CREATIVE_METRIC),
});
export type CreativeAnalyticsQuery = z.output<typeof creativeAnalyticsQuery>;

const rate = () => z.number().nullable();

export const creativeValueResultSchema = z.object({
  /** The tag's value: an angle, hook, length or format id; 'true'/'false' for emoji; a call to action; a provider id; 'NONE'. */
  value: z.string(),
  /** Ads with the value that delivered in the range. */
  ads: z.number().int(),
  impressions: z.number().int(),
  clicks: z.number().int(),
  /** USD. */
  spend: z.number(),
  conversions: z.number().int(),
  /** USD. */
  conversionValue: z.number(),
  /** Percent. */
  ctr: rate(),
  /** The CTR's 95 % Wilson interval on the effective impressions (between-ad spread counted), percent. */
  ctrLow: rate(),
  ctrHigh: rate(),
  /** USD per click. */
  cpc: z.number().nullable(),
  /** USD per conversion. */
  cpa: z.number().nullable(),
  /** Conversion value per USD spent (2.5: $2.50 back per $1). */
  roas: z.number().nullable(),
  /** The chosen metric for the rest of the account (the ads without the value), in the metric's unit. */
  restValue: z.number().nullable(),
  /** The chosen metric against the rest: (value's / rest's − 1) × 100, percent; its 95 % interval. */
  liftVsRest: rate(),
  liftLow: rate(),
  liftHigh: rate(),
  verdict: z.enum(creativeVerdicts),
  /** Set when the verdict is NOT_ENOUGH_DATA. */
  reason: z.enum(notEnoughDataReasons).nullable(),
});
export type CreativeValueResult = z.infer<typeof creativeValueResultSchema>;

export const creativeDimensionResultSchema = z.object({
  dimension: z.enum(creativeDimensions),
  /** Every value seen in the range, most impressions first. */
  values: z.array(creativeValueResultSchema),
});
export type CreativeDimensionResult = z.infer<typeof creativeDimensionResultSchema>;

/** GET /api/analytics/creative */
export const creativeAnalyticsSchema = z.object({
  meta: analyticsMetaSchema,
  metric: z.enum(creativeMetrics),
  minImpressions: z.number().int(),
  minAds: z.number().int(),
  /** Delivered ads of the range with tags (the ones counted) and without (not yet tagged, left out). */
  taggedAds: z.number().int(),
  untaggedAds: z.number().int(),
  dimensions: z.array(creativeDimensionResultSchema),
});
export type CreativeAnalytics = z.infer<typeof creativeAnalyticsSchema>;

/** The words of 'What works for you' (the analytics page and the export). */
export const whatWorksMessages = {
  title: 'What works for you',
  dimensionLabels: {
    angle: 'Angle',
    hook: 'Hook',
    length: 'Length',
    emoji: 'Emoji',
    callToAction: 'Call to action',
    format: 'Format',
    provider: 'Written by',
  } satisfies Record<CreativeDimension, string>,
  verdictLabels: {
    WINNER: 'Wins',
    LOSER: 'Loses',
    UNCLEAR: 'No clear difference',
    NOT_ENOUGH_DATA: 'Not enough evidence yet',
  } satisfies Record<CreativeVerdict, string>,
  reasons: {
    IMPRESSIONS: (min: number) => `under ${min.toLocaleString('en-US')} impressions`,
    ADS: (min: number) => `fewer than ${min} ads`,
    REST: () => 'too few other ads to compare with',
    NO_RESULT: () => 'no conversions (or conversion value) to compare',
  } satisfies Record<NotEnoughDataReason, (min: number) => string>,
  noTags: 'No tagged ads delivered in this period yet: results by tag appear once tagged ads have impressions.',
  untagged: (n: number) => `${n} delivered ${n === 1 ? 'ad is' : 'ads are'} not tagged yet and not counted.`,
} as const;
