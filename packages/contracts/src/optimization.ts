/**
 * The optimization center's vocabulary (spec 2 §2, §3, §4, §5, §9): recommendation types, priorities,
 * statuses, categories, change types, dismiss reasons, settings with their defaults and bounds, and the
 * recommendation's shape with its expected impact, evidence and concrete action (docs/optimization.md).
 */
import { z } from 'zod';
import { aiProviderIds } from './ai.ts';
import { campaignObjectives, WEEKDAYS, type Weekday } from './campaigns.ts';
import { boundedDateTime, FIRST_DAY, LAST_DAY } from './day-bounds.ts';

export const recommendationTypes = [
  'BUDGET_REALLOCATION',
  'AI_PROVIDER_SWITCH',
  'CAMPAIGN_OBJECTIVE_OPTIMIZATION',
  'AD_SCHEDULING',
  'CONTENT_TYPE_OPTIMIZATION',
  'AD_CREATIVE_REFRESH',
  'CAMPAIGN_PAUSE',
  'CAMPAIGN_SCALE',
] as const;
export type RecommendationType = (typeof recommendationTypes)[number];

export const recommendationPriorities = ['HIGH', 'MEDIUM', 'LOW'] as const;
export type RecommendationPriority = (typeof recommendationPriorities)[number];

export const recommendationStatuses = ['PENDING', 'ACCEPTED', 'DISMISSED', 'IMPLEMENTED', 'SCHEDULED', 'EXPIRED'] as const;
export type RecommendationStatus = (typeof recommendationStatuses)[number];
/** Statuses in which a recommendation is still "open": a re-run refreshes or keeps it, never adds a second one. */
export const OPEN_STATUSES: readonly RecommendationStatus[] = ['PENDING', 'SCHEDULED', 'ACCEPTED'];

export const recommendationCategories = [
  'Budget Optimization',
  'AI Optimization',
  'Campaign Strategy',
  'Creative Optimization',
  'Timing Optimization',
] as const;
export type RecommendationCategory = (typeof recommendationCategories)[number];

export const changeTypes = ['increase', 'decrease', 'optimize'] as const;
export type ChangeType = (typeof changeTypes)[number];

export const dismissReasons = ['not_relevant', 'already_implemented', 'insufficient_data', 'too_risky', 'other'] as const;
export type DismissReason = (typeof dismissReasons)[number];

export const optimizationFrequencies = ['daily', 'weekly', 'monthly'] as const;
export type OptimizationFrequency = (typeof optimizationFrequencies)[number];

/** How much a type can cost the user when it is wrong; autoAccept applies only LOW ones (decision 100). */
export const riskLevels = ['LOW', 'MEDIUM', 'HIGH'] as const;
export type RiskLevel = (typeof riskLevels)[number];

export interface RecommendationTypeInfo {
  label: string;
  category: RecommendationCategory;
  risk: RiskLevel;
  description: string;
}

/** Each type's category, risk and what it means (GET /api/optimization/types). */
export const RECOMMENDATION_TYPE_INFO: Record<RecommendationType, RecommendationTypeInfo> = {
  BUDGET_REALLOCATION: {
    label: 'Budget reallocation',
    category: 'Budget Optimization',
    risk: 'MEDIUM',
    description: 'Move daily budget from a campaign whose ROI is credibly below the account to one credibly above it.',
  },
  AI_PROVIDER_SWITCH: {
    label: 'AI provider switch',
    category: 'AI Optimization',
    risk: 'LOW',
    description: 'Make another AI provider the default when its contents are chosen (or perform) credibly more often.',
  },
  CAMPAIGN_OBJECTIVE_OPTIMIZATION: {
    label: 'Campaign objective',
    category: 'Campaign Strategy',
    risk: 'HIGH',
    description: 'Ask Facebook to optimize for what the campaign actually produces.',
  },
  AD_SCHEDULING: {
    label: 'Ad scheduling',
    category: 'Timing Optimization',
    risk: 'MEDIUM',
    description: 'Stop delivering on weekdays whose results are credibly worse than the rest of the week.',
  },
  CONTENT_TYPE_OPTIMIZATION: {
    label: 'Content type',
    category: 'Creative Optimization',
    risk: 'LOW',
    description: 'Generate more of the content type whose ads perform (or are chosen) credibly better.',
  },
  AD_CREATIVE_REFRESH: {
    label: 'Creative refresh',
    category: 'Creative Optimization',
    risk: 'LOW',
    description: "Replace a tired creative: its CTR fell against its own first week while frequency rose and its siblings' did not.",
  },
  CAMPAIGN_PAUSE: {
    label: 'Pause campaign',
    category: 'Campaign Strategy',
    risk: 'HIGH',
    description: 'Pause a campaign that spent a meaningful amount without conversions, or whose ROI is far below target.',
  },
  CAMPAIGN_SCALE: {
    label: 'Scale campaign',
    category: 'Budget Optimization',
    risk: 'MEDIUM',
    description: 'Raise the daily budget (at most 20 % a step) of a campaign above its ROI target that spends its whole budget.',
  },
};

export const LOW_RISK_TYPES: readonly RecommendationType[] = recommendationTypes.filter((t) => RECOMMENDATION_TYPE_INFO[t].risk === 'LOW');

/** Spec 2 §3, §9: priority thresholds on confidence × normalised impact. Below LOW nothing is recommended. */
export const PRIORITY_THRESHOLDS = { HIGH: 0.8, MEDIUM: 0.6, LOW: 0.4 } as const;

// ---------------------------------------------------------------------------------------------
// Settings (spec 2 §3 Optimization settings, §5, §9; extensions in decision 100)

export const MIN_CONFIDENCE_MIN = 0.5;
export const MIN_CONFIDENCE_MAX = 1;
export const MIN_CONFIDENCE_STEP = 0.05;
/** Practitioner advice: budget steps of at most about 20 % (docs/optimization.md). The user may set a smaller cap. */
export const MAX_BUDGET_STEP_PERCENT = 20;

export const DEFAULT_OPTIMIZATION_SETTINGS = {
  frequency: 'daily' as OptimizationFrequency,
  minConfidence: 0.7,
  autoAccept: false,
  excludedTypes: [] as RecommendationType[],
  /** ROI (percent) a campaign must credibly beat to be scaled; 0 = it must at least pay for itself. */
  targetRoi: 0,
  /** The largest budget change one recommendation may make, percent (≤ 20). */
  maxBudgetStepPercent: MAX_BUDGET_STEP_PERCENT,
};

const minConfidenceMessage = `minConfidence must be between ${MIN_CONFIDENCE_MIN} and ${MIN_CONFIDENCE_MAX} in steps of ${MIN_CONFIDENCE_STEP}.`;
/** On the 0.05 grid, allowing for binary fractions (0.7 is 0.69999…). */
const onStep = (v: number) => Math.abs(v / MIN_CONFIDENCE_STEP - Math.round(v / MIN_CONFIDENCE_STEP)) < 1e-9;

export const optimizationSettingsSchema = z.object({
  frequency: z.enum(optimizationFrequencies, { error: `frequency must be one of ${optimizationFrequencies.join(', ')}.` }),
  minConfidence: z
    .number({ error: minConfidenceMessage })
    .min(MIN_CONFIDENCE_MIN, { error: minConfidenceMessage })
    .max(MIN_CONFIDENCE_MAX, { error: minConfidenceMessage })
    .refine(onStep, { error: minConfidenceMessage }),
  autoAccept: z.boolean({ error: 'autoAccept must be true or false.' }),
  excludedTypes: z
    .array(z.enum(recommendationTypes, { error: `excludedTypes must list types among ${recommendationTypes.join(', ')}.` }), {
      error: 'excludedTypes must be a list of recommendation types.',
    })
    .transform((types) => [...new Set(types)]),
  targetRoi: z
    .number({ error: 'targetRoi must be a number (percent).' })
    .min(-100, { error: 'targetRoi must be at least -100.' })
    .max(10_000, { error: 'targetRoi must be at most 10000.' }),
  maxBudgetStepPercent: z
    .number({ error: `maxBudgetStepPercent must be a number from 1 to ${MAX_BUDGET_STEP_PERCENT}.` })
    .min(1, { error: `maxBudgetStepPercent must be a number from 1 to ${MAX_BUDGET_STEP_PERCENT}.` })
    .max(MAX_BUDGET_STEP_PERCENT, { error: `maxBudgetStepPercent must be a number from 1 to ${MAX_BUDGET_STEP_PERCENT}.` }),
});
export type OptimizationSettings = z.infer<typeof optimizationSettingsSchema>;
/** PUT body: the spec's four fields, the extensions optional (missing ones keep their stored value). */
export const optimizationSettingsInput = optimizationSettingsSchema.partial({ targetRoi: true, maxBudgetStepPercent: true });

// ---------------------------------------------------------------------------------------------
// A recommendation

export const targetEntityKinds = ['campaign', 'ad', 'provider', 'content_type', 'account'] as const;
export type TargetEntityKind = (typeof targetEntityKinds)[number];

export const targetEntitySchema = z.object({
  kind: z.enum(targetEntityKinds),
  /** A campaign or ad id, a provider id, a content type; 'account' for the whole account. */
  id: z.string(),
  name: z.string(),
});
export type TargetEntity = z.infer<typeof targetEntitySchema>;

/** What a recommendation's impact is measured on; `higherIsBetter` decides the wanted direction. */
export const impactMetrics = {
  conversions: { label: 'Conversions', higherIsBetter: true },
  conversion_value: { label: 'Conversion value', higherIsBetter: true },
  /** Return on ad spend, conversion value / spend (ROI + 1): positive, so a relative change means something. */
  roas: { label: 'ROAS', higherIsBetter: true },
  cost_per_conversion: { label: 'Cost per conversion', higherIsBetter: false },
  ctr: { label: 'CTR', higherIsBetter: true },
  selection_rate: { label: 'Selection rate', higherIsBetter: true },
} as const;
export type ImpactMetric = keyof typeof impactMetrics;
export const impactMetricIds = Object.keys(impactMetrics) as [ImpactMetric, ...ImpactMetric[]];

export const expectedImpactSchema = z.object({
  metric: z.enum(impactMetricIds),
  /** Relative change of the metric, percent (−12.5 = 12.5 % lower). */
  expectedChange: z.number(),
  changeType: z.enum(changeTypes),
  /** When the change should show, e.g. '7 days'. */
  timeframe: z.string(),
  /** 0–1, derived from the evidence (docs/optimization.md §Confidence). */
  confidence: z.number().min(0).max(1),
});
export type ExpectedImpact = z.infer<typeof expectedImpactSchema>;

export const statisticMethods = ['wilson', 'beta_posterior', 'gamma_posterior', 'count'] as const;
export type StatisticMethod = (typeof statisticMethods)[number];

export const evidenceStatisticSchema = z.object({
  /** What was estimated, in words: 'ROI', 'CTR last 7 days', 'P(ROI below the account)'. */
  name: z.string(),
  method: z.enum(statisticMethods),
  value: z.number().nullable(),
  lower: z.number().nullable(),
  upper: z.number().nullable(),
  /** Two-sided credibility of [lower, upper], e.g. 0.95. */
  level: z.number().nullable(),
});
export type EvidenceStatistic = z.infer<typeof evidenceStatisticSchema>;

/** Why a recommendation was made: the data window, the counts, the statistics and the thresholds they passed. */
export const evidenceSchema = z.object({
  window: z.object({ since: z.iso.date(), until: z.iso.date(), days: z.number().int() }),
  counts: z.record(z.string(), z.number()),
  statistics: z.array(evidenceStatisticSchema),
  thresholds: z.record(z.string(), z.number()),
  /** 'Why this?' in plain words with the numbers, one sentence a line. */
  reasons: z.array(z.string()),
});
export type Evidence = z.infer<typeof evidenceSchema>;

/**
 * What the delivery schedule job tells the user's bell (decision 155): `deliversOn` is
 * deliveryDaysLabel's 'Mon–Fri'.
 */
export const deliveryScheduleNotices = {
  paused: (name: string, deliversOn: string) => ({
    title: 'Campaign paused by its delivery schedule',
    message: `"${name}" delivers ${deliversOn} (optimization schedule): paused for today, it resumes on its next delivering day.`,
  }),
  resumed: (name: string, deliversOn: string) => ({
    title: 'Campaign resumed by its delivery schedule',
    message: `"${name}" delivers again today (${deliversOn}, optimization schedule).`,
  }),
  keptPaused: (name: string) => ({
    title: 'Campaign left paused',
    message: `"${name}" was changed while its delivery schedule held it paused, so it stays as you left it; resume it yourself when it should deliver.`,
  }),
  failed: (name: string, verb: 'pause' | 'resume', reason: string) => ({
    title: 'Delivery schedule failed',
    message: `Could not ${verb} "${name}" for its delivery schedule: ${reason} It is tried again every 15 minutes.`,
  }),
} as const;

/** Moved to campaigns.ts (a campaign's delivery schedule names them too); kept here for the engine's imports. */
export { WEEKDAYS, type Weekday };

export const contentFormats = ['image', 'video', 'text'] as const;
/** The visual format of a content as its ad shows it (spec 2 §3's image and video types; text = copy only). */
export type ContentFormat = (typeof contentFormats)[number];

/** The concrete change a recommendation makes when applied; null for advice only. */
export const recommendationActionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('budget'), campaignId: z.number().int(), from: z.number(), to: z.number() }),
  z.object({
    kind: z.literal('budget_shift'),
    from: z.object({ campaignId: z.number().int(), before: z.number(), after: z.number() }),
    to: z.object({ campaignId: z.number().int(), before: z.number(), after: z.number() }),
  }),
  z.object({ kind: z.literal('pause'), campaignId: z.number().int() }),
  z.object({ kind: z.literal('creative_refresh'), adId: z.number().int() }),
  z.object({ kind: z.literal('schedule'), campaignId: z.number().int(), excludeDays: z.array(z.enum(WEEKDAYS)) }),
  z.object({
    kind: z.literal('objective'),
    campaignId: z.number().int(),
    from: z.enum(campaignObjectives),
    to: z.enum(campaignObjectives),
  }),
  z.object({ kind: z.literal('provider_switch'), from: z.enum(aiProviderIds).nullable(), to: z.enum(aiProviderIds) }),
  z.object({ kind: z.literal('content_format'), prefer: z.enum(contentFormats) }),
]);
export type RecommendationAction = z.infer<typeof recommendationActionSchema>;

export const MAX_TAGS = 3;

export const recommendationSchema = z.object({
  id: z.number().int(),
  type: z.enum(recommendationTypes),
  priority: z.enum(recommendationPriorities),
  status: z.enum(recommendationStatuses),
  title: z.string(),
  description: z.string(),
  category: z.enum(recommendationCategories),
  tags: z.array(z.string()).max(MAX_TAGS),
  targetEntity: targetEntitySchema,
  targetEntityName: z.string(),
  expiresAt: z.iso.datetime({ offset: true }),
  expectedImpact: expectedImpactSchema,
  evidence: evidenceSchema,
  action: recommendationActionSchema.nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type Recommendation = z.infer<typeof recommendationSchema>;

// ---------------------------------------------------------------------------------------------
// Acting on one, and the measured result

export const DISMISS_COMMENT_MAX = 1000;
export const dismissInput = z
  .object({
    reason: z.enum(dismissReasons, { error: `reason must be one of ${dismissReasons.join(', ')}.` }),
    comment: z.string({ error: 'comment must be text.' }).trim().max(DISMISS_COMMENT_MAX).optional(),
  })
  .refine((v) => v.reason !== 'other' || (v.comment ?? '') !== '', {
    error: "A comment is required when the reason is 'other'.",
    path: ['comment'],
  });
export type DismissInput = z.infer<typeof dismissInput>;

/** Spec 2 §3 Implementation history item. */
export const implementationOutcomes = ['SUCCESS', 'PARTIAL', 'FAILED'] as const;
export type ImplementationOutcome = (typeof implementationOutcomes)[number];
/** The measurement's verdict: an outcome, or not yet (too few days) or not decidable (interval spans 0). */
export const impactVerdicts = [...implementationOutcomes, 'TOO_EARLY', 'INCONCLUSIVE'] as const;
export type ImpactVerdict = (typeof impactVerdicts)[number];
/** Spec 2 §9: history limit 50, range 90d. */
export const HISTORY_LIMIT = 50;
export const HISTORY_RANGE_DAYS = 90;
/** Measured 7 and 14 days after implementation (docs/optimization.md §Impact). */
export const IMPACT_HORIZONS_DAYS = [7, 14] as const;

export const measuredImpactSchema = z.object({
  horizonDays: z.number().int(),
  metric: z.enum(impactMetricIds),
  verdict: z.enum(impactVerdicts),
  /** Relative change, percent, with its interval; null when too early. */
  change: z.number().nullable(),
  lower: z.number().nullable(),
  upper: z.number().nullable(),
  level: z.number(),
  /** 'difference_in_differences' when untouched campaigns served as control, else 'before_after'. */
  method: z.enum(['difference_in_differences', 'before_after']),
});
export type MeasuredImpact = z.infer<typeof measuredImpactSchema>;

// ---------------------------------------------------------------------------------------------
// The API (issue 10 §API, spec 2 §7; decision 103). All scoped to the signed-in user.

/** Spec 2 §2: the optimization dashboard's time ranges (recommendations created or refreshed in the range). */
export const optimizationTimeRanges = ['7d', '30d', '90d'] as const;
export type OptimizationTimeRange = (typeof optimizationTimeRanges)[number];
export const DEFAULT_OPTIMIZATION_TIME_RANGE: OptimizationTimeRange = '30d';
/** Spec 2 §9: 12 recommendations a page. */
export const RECOMMENDATIONS_PAGE_SIZE = 12;
/** Spec 2 §9: the expiry warning shows within 48 hours; 'in N hours' under 24, else 'in N days'. */
export const EXPIRY_WARNING_HOURS = 48;
/** Issue 10: an implemented change can be reverted within 7 days if the object was not changed since. */
export const REVERT_WINDOW_DAYS = 7;
/** Issue 10: no second applied change to the same campaign within 72 hours. */
export const CAMPAIGN_CHANGE_COOLDOWN_HOURS = 72;
/** AD_SCHEDULING drops at most three weekdays, so a campaign keeps delivering four days a week (decision 155). */
export const MAX_SCHEDULE_EXCLUDED_DAYS = 3;

const enumChoice = <const T extends readonly [string, ...string[]]>(name: string, values: T) =>
  z.enum(values, { error: `${name} must be one of ${values.join(', ')}.` });
/** An optional filter: absent or '' means all. */
const optionalChoice = <const T extends readonly [string, ...string[]]>(name: string, values: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), enumChoice(name, values).optional());
const queryWhole = (name: string, fallback: number, min: number, max: number) =>
  z
    .string({ error: `${name} must be a whole number.` })
    .trim()
    .regex(/^\d*$/, `${name} must be a whole number.`)
    .optional()
    .transform((v) => (v === undefined || v === '' ? fallback : Math.min(max, Math.max(min, Number(v)))));

/** GET /api/optimization/recommendations: range, filters and paging (page is 0-based like every list here). */
export const recommendationsQuery = z.object({
  timeRange: enumChoice('timeRange', optimizationTimeRanges).default(DEFAULT_OPTIMIZATION_TIME_RANGE),
  priority: optionalChoice('priority', recommendationPriorities),
  type: optionalChoice('type', recommendationTypes),
  category: optionalChoice('category', recommendationCategories),
  /** Absent = the open ones a user acts on (PENDING, SCHEDULED, ACCEPTED). */
  status: optionalChoice('status', recommendationStatuses),
  page: queryWhole('page', 0, 0, 10_000_000),
  size: queryWhole('size', RECOMMENDATIONS_PAGE_SIZE, 1, 100),
});
export type RecommendationsQuery = z.output<typeof recommendationsQuery>;

/** A failed application: the status is kept, the reason shown, the user may retry. */
export const applyFailureSchema = z.object({ message: z.string(), at: z.iso.datetime({ offset: true }), attempts: z.number().int() });

/** A recommendation as the API shows it: the engine's fields plus what became of it. */
export const recommendationViewSchema = recommendationSchema.extend({
  updatedAt: z.iso.datetime({ offset: true }),
  scheduledFor: z.iso.datetime({ offset: true }).nullable(),
  autoAccepted: z.boolean(),
  dismissReason: z.enum(dismissReasons).nullable(),
  dismissComment: z.string().nullable(),
  applyFailure: applyFailureSchema.nullable(),
  implementedAt: z.iso.datetime({ offset: true }).nullable(),
  revertedAt: z.iso.datetime({ offset: true }).nullable(),
  /** Implemented, not reverted, within REVERT_WINDOW_DAYS (the object may still have changed since: then revert answers 409). */
  revertible: z.boolean(),
  /** Measured 7 and 14 days after implementation; empty before. */
  measuredImpact: z.array(measuredImpactSchema),
});
export type RecommendationView = z.infer<typeof recommendationViewSchema>;

/**
 * Spec 2 §3 dashboard summary, over the open recommendations in the range. totalPotentialImpact is the sum of
 * confidence × |expectedChange| (percent) of the open ones: a weighted size of what acting on them could move
 * (docs/optimization.md §Potential impact). implementableRecommendations = PENDING ones whose action the app
 * can apply (action not null).
 */
export const recommendationsSummarySchema = z.object({
  totalRecommendations: z.number().int(),
  highPriorityRecommendations: z.number().int(),
  totalPotentialImpact: z.number(),
  implementableRecommendations: z.number().int(),
});
export type RecommendationsSummary = z.infer<typeof recommendationsSummarySchema>;

export const recommendationsPageSchema = z.object({
  summary: recommendationsSummarySchema,
  recommendations: z.array(recommendationViewSchema),
  totalElements: z.number().int(),
  totalPages: z.number().int(),
  /** 0-based page index used. */
  number: z.number().int(),
  size: z.number().int(),
});
export type RecommendationsPage = z.infer<typeof recommendationsPageSchema>;

/** GET /api/optimization/summary: spec 2 §3 header summary. */
export const headerSummarySchema = z.object({
  totalRecommendations: z.number().int(),
  highPriorityCount: z.number().int(),
  totalPotentialImpact: z.number(),
});
export type HeaderSummary = z.infer<typeof headerSummarySchema>;

/** GET …/{id}/status. */
export const recommendationStatusSchema = z.object({
  id: z.number().int(),
  status: z.enum(recommendationStatuses),
  applyFailure: applyFailureSchema.nullable(),
  implementedAt: z.iso.datetime({ offset: true }).nullable(),
  scheduledFor: z.iso.datetime({ offset: true }).nullable(),
});

/** POST …/{id}/schedule: a time in the future (ISO date-time with offset), on a day the API takes (day-bounds.ts). */
export const scheduleInput = z.object({
  scheduledFor: boundedDateTime(
    'scheduledFor must be a date and time (ISO 8601 with a time zone).',
    `scheduledFor must be between ${FIRST_DAY} and ${LAST_DAY}.`,
  ),
});
export type ScheduleInput = z.infer<typeof scheduleInput>;
export const SCHEDULE_IN_PAST_MESSAGE = 'scheduledFor must be in the future.';

/**
 * The apply failure of a recommendation whose application was cut off (the server stopped mid-way) and whose one
 * automatic retry did not finish either: the job does not try again; the user checks and retries or dismisses.
 */
export const APPLY_INTERRUPTED_MESSAGE =
  'Applying was interrupted: the server stopped while applying it. Check the campaign, then retry it or give it up.';

/** POST /api/optimization/recommendations/batch (spec 2 §4: batch accept and dismiss report counts). */
export const batchActions = ['accept', 'dismiss'] as const;
export const BATCH_MAX_IDS = 100;
export const batchInput = z
  .object({
    action: enumChoice('action', batchActions),
    ids: z.array(z.number().int().positive(), { error: 'ids must be a list of recommendation ids.' }).min(1).max(BATCH_MAX_IDS),
    reason: z.enum(dismissReasons).optional(),
    comment: z.string().trim().max(DISMISS_COMMENT_MAX).optional(),
  })
  .refine((v) => v.action !== 'dismiss' || v.reason !== undefined, { error: 'A dismiss needs a reason.', path: ['reason'] })
  .refine((v) => v.reason !== 'other' || (v.comment ?? '') !== '', {
    error: "A comment is required when the reason is 'other'.",
    path: ['comment'],
  });
export type BatchInput = z.infer<typeof batchInput>;
export const batchResultSchema = z.object({
  results: z.array(
    z.object({
      id: z.number().int(),
      ok: z.boolean(),
      /** On success the new status; on failure the error's code and message (e.g. 409 with the current status). */
      status: z.enum(recommendationStatuses).nullable(),
      code: z.string().nullable(),
      message: z.string().nullable(),
    }),
  ),
  succeeded: z.number().int(),
  failed: z.number().int(),
});
export type BatchResult = z.infer<typeof batchResultSchema>;

/** GET /api/optimization/history?limit=50&range=90d: spec 2 §3 implementation history item, plus what it measured. */
export const historyQuery = z.object({
  limit: queryWhole('limit', HISTORY_LIMIT, 1, HISTORY_LIMIT),
  range: enumChoice('range', optimizationTimeRanges).default('90d'),
});
export const historyItemSchema = z.object({
  id: z.number().int(),
  recommendationId: z.number().int(),
  type: z.enum(recommendationTypes),
  title: z.string(),
  description: z.string(),
  implementedAt: z.iso.datetime({ offset: true }),
  /** The latest measured relative change, percent; null until measured (then verdict TOO_EARLY). */
  actualImpact: z.number().nullable(),
  /** SUCCESS, PARTIAL, FAILED once decidable; null while 'Too early' or 'Inconclusive' (see verdict). */
  status: z.enum(implementationOutcomes).nullable(),
  verdict: z.enum(impactVerdicts),
  measuredImpact: z.array(measuredImpactSchema),
  revertedAt: z.iso.datetime({ offset: true }).nullable(),
  /** Can be undone now with POST …/recommendations/{recommendationId}/revert (as the recommendation's `revertible`). */
  revertible: z.boolean(),
});
export type HistoryItem = z.infer<typeof historyItemSchema>;
/** Spec 2 §2 Performance tab: totalImplemented, averageImpact, successRate and the history list. */
export const historySchema = z.object({
  totalImplemented: z.number().int(),
  /** Mean actualImpact of the measured ones, percent; null when none is measured. */
  averageImpact: z.number().nullable(),
  /** SUCCESS / decided ones, percent; null when none is decided. */
  successRate: z.number().nullable(),
  items: z.array(historyItemSchema),
});
export type History = z.infer<typeof historySchema>;

/** GET /api/optimization/categories: By Category from the user's real recommendations. */
export const categoryStatsSchema = z.object({
  category: z.enum(recommendationCategories),
  open: z.number().int(),
  highPriority: z.number().int(),
  implemented: z.number().int(),
  /** Mean measured change of its implemented ones, percent; null when none measured. */
  averageImpact: z.number().nullable(),
  types: z.array(z.enum(recommendationTypes)),
});
export type CategoryStats = z.infer<typeof categoryStatsSchema>;

/** GET /api/optimization/export?format=csv|xlsx|pdf → optimization-recommendations.{format}. */
export const optimizationExportFormats = ['csv', 'xlsx', 'pdf'] as const;
export const optimizationExportQuery = z.object({
  format: enumChoice('format', optimizationExportFormats).default('csv'),
  timeRange: enumChoice('timeRange', optimizationTimeRanges).default(DEFAULT_OPTIMIZATION_TIME_RANGE),
});
export const optimizationExportFileName = (format: (typeof optimizationExportFormats)[number]) => `optimization-recommendations.${format}`;
