/**
 * Analytics (spec 2 §2, §3, §7, §9; issue 9): the query parameters and the answers of /api/analytics/*.
 * Field names are the spec's (§3). Definitions of every number: docs/analytics.md.
 *
 * Conventions on the wire:
 * - Money is a JSON number in USD with 2 decimals (amounts in other currencies are converted with the
 *   server's configured rates; currencies without a rate are left out and named in
 *   `meta.unconvertedCurrencies`, docs/decisions/092-analytics-money.md).
 * - Rates (CTR, ROI, growth, utilization, selection and success rates) are percentages with 2 decimals:
 *   2.5 means 2.5 %. A rate whose denominator is 0 is null (shown '—'), never 0 or ∞.
 * - Dates are calendar days 'YYYY-MM-DD' in the user's time zone (`meta.timezone`).
 */
import { z } from 'zod';
import { adStatuses, adTypes } from './ads.ts';
import { aiProviderIds } from './ai.ts';
import { budgetTypes, campaignObjectives, campaignStatuses } from './campaigns.ts';
import { boundedPeriod, FIRST_DAY, LAST_DAY } from './day-bounds.ts';
import { DEFAULT_TIME_RANGE, metricSources, timeRanges } from './metrics.ts';
import { MAX_PAGE, MAX_PAGE_SIZE } from './paging.ts';

// ---------------------------------------------------------------------------------------------
// Constants (spec 2 §9)

/** Spec 2 §2: the trends chart's metric selector, default impressions. */
export const trendMetrics = ['impressions', 'clicks', 'ctr', 'cpc', 'conversions', 'spend'] as const;
export type TrendMetric = (typeof trendMetrics)[number];
export const DEFAULT_TREND_METRIC: TrendMetric = 'impressions';

/** Spec 2 §2: the campaign table's sort options, default campaignName ascending, 10 rows a page. */
export const campaignSortFields = ['campaignName', 'impressions', 'clicks', 'ctr', 'spent', 'roi'] as const;
export type CampaignSortField = (typeof campaignSortFields)[number];
export const DEFAULT_CAMPAIGN_SORT: CampaignSortField = 'campaignName';
export const CAMPAIGN_TABLE_PAGE_SIZE = 10;

/** The ads table's sort options (the same measures as the campaign table). */
export const adSortFields = ['adName', 'impressions', 'clicks', 'ctr', 'spent', 'roi'] as const;
export type AdSortField = (typeof adSortFields)[number];
export const DEFAULT_AD_SORT: AdSortField = 'adName';

export const sortDirections = ['asc', 'desc'] as const;
export type SortDirection = (typeof sortDirections)[number];

/** Spec 2 §3: content types. */
export const contentTypes = ['headline', 'primary_text', 'description', 'call_to_action', 'image', 'video'] as const;
export type ContentType = (typeof contentTypes)[number];

/** Spec 2 §9: the spending trend chart shows the last 30 points. */
export const SPENDING_TREND_POINTS = 30;
/** How many contents Top Performing Content lists. */
export const TOP_CONTENT_COUNT = 12;
/** The content performance score's scale (spec 2 §9: the score bar is capped at 10,000). */
export const PERFORMANCE_SCORE_MAX = 10_000;
/** The analytics dashboard configuration: at most 64 KB of JSON (issue 9), nested at most 10 levels. */
export const ANALYTICS_CONFIG_MAX_BYTES = 64 * 1024;

/** Spec 2 §9 thresholds, shared so the web and the server's insights say the same thing. */
export const BUDGET_UTILIZATION_THRESHOLDS = { high: 90, medium: 70 } as const;
export const BUDGET_UTILIZATION_MESSAGES = {
  high: 'High utilization - Monitor spending closely',
  medium: 'Moderate utilization - On track',
  low: 'Low utilization - Room for increased spending',
} as const;
export const PROVIDER_SCORE_CLASSES = { excellent: 80, good: 60, average: 40 } as const;
export const CONTENT_SCORE_RATINGS = { excellent: 8000, veryGood: 6000, good: 4000, average: 2000 } as const;
export const CONTENT_TREND_THRESHOLDS = { up: 6000, stable: 3000 } as const;
export const SELECTION_RATE_CLASSES = { excellent: 70, good: 50, average: 30 } as const;
export const CONTENT_VOLUME_CLASSES = { high: 1000, moderate: 500, growing: 100 } as const;

/** Spec 2 §2, §9: the page's local settings (browser storage), their refresh intervals and the simulated refresh wait. */
export const refreshIntervals = [30, 60, 300, 600] as const;
export type RefreshInterval = (typeof refreshIntervals)[number];
export const DEFAULT_REFRESH_INTERVAL: RefreshInterval = 300;
export const SIMULATED_REFRESH_MS = 1000;
/** The local storage key holding { defaultTimeRange, autoRefresh, refreshInterval, emailReports }. */
export const ANALYTICS_SETTINGS_STORAGE_KEY = 'analyticsSettings';

// ---------------------------------------------------------------------------------------------
// Query parameters. Unknown values answer 400 naming the allowed ones; an empty filter means "all".

const choice = <const T extends readonly [string, ...string[]]>(name: string, values: T) =>
  z.enum(values, { error: `${name} must be one of ${values.join(', ')}.` });
/** An optional filter: absent or '' means no filter. */
const filter = <const T extends readonly [string, ...string[]]>(name: string, values: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), choice(name, values).optional());

export const timeRangeParam = choice('timeRange', timeRanges).default(DEFAULT_TIME_RANGE);

/** A page number or size in the query string: digits only; clamped like the other lists (decision 011). */
const wholeNumber = (name: string, fallback: number, min: number, max: number) =>
  z
    .string({ error: `${name} must be a whole number.` })
    .trim()
    .regex(/^\d*$/, `${name} must be a whole number.`)
    .optional()
    .transform((v) => (v === undefined || v === '' ? fallback : Math.min(max, Math.max(min, Number(v)))));

const paging = (defaultSize: number) => ({
  /** 0-based page index. */
  page: wholeNumber('page', 0, 0, MAX_PAGE),
  size: wholeNumber('size', defaultSize, 1, MAX_PAGE_SIZE),
});

/** kpis, ai-providers, budget, content, summary, insights, dashboard, campaign/{id}, ad/{id}. */
export const analyticsRangeQuery = z.object({ timeRange: timeRangeParam });
export type AnalyticsRangeQuery = z.output<typeof analyticsRangeQuery>;

export const analyticsTrendsQuery = z.object({
  timeRange: timeRangeParam,
  metric: choice('metric', trendMetrics).default(DEFAULT_TREND_METRIC),
});
export type AnalyticsTrendsQuery = z.output<typeof analyticsTrendsQuery>;

export const analyticsCampaignsQuery = z.object({
  timeRange: timeRangeParam,
  status: filter('status', campaignStatuses),
  objective: filter('objective', campaignObjectives),
  sortBy: choice('sortBy', campaignSortFields).default(DEFAULT_CAMPAIGN_SORT),
  sortDirection: choice('sortDirection', sortDirections).default('asc'),
  ...paging(CAMPAIGN_TABLE_PAGE_SIZE),
});
export type AnalyticsCampaignsQuery = z.output<typeof analyticsCampaignsQuery>;

export const analyticsAdsQuery = z.object({
  timeRange: timeRangeParam,
  status: filter('status', adStatuses),
  adType: filter('adType', adTypes),
  /** The provider that wrote the ad's selected content. */
  aiProvider: filter('aiProvider', aiProviderIds),
  sortBy: choice('sortBy', adSortFields).default(DEFAULT_AD_SORT),
  sortDirection: choice('sortDirection', sortDirections).default('asc'),
  ...paging(CAMPAIGN_TABLE_PAGE_SIZE),
});
export type AnalyticsAdsQuery = z.output<typeof analyticsAdsQuery>;

/** An explicit period 'YYYY-MM-DD..YYYY-MM-DD' spans at most 3 years (both days included). */
export const MAX_COMPARE_DAYS = 3 * 366;
const currentMessage = `current must be one of ${timeRanges.join(', ')} or a period YYYY-MM-DD..YYYY-MM-DD.`;
const comparisonMessage = `comparison must be previous, year, one of ${timeRanges.join(', ')} or a period YYYY-MM-DD..YYYY-MM-DD.`;
/** A period outside the days the API takes (docs/decisions/165-bounded-dates.md). */
const outOfRange = (name: string) => `${name} must be a period between ${FIRST_DAY} and ${LAST_DAY}.`;
const comparePeriod = (name: string, invalid: string) => boundedPeriod({ invalid, outOfRange: outOfRange(name) }, MAX_COMPARE_DAYS);

/**
 * GET /api/analytics/compare: `current` is a time range (default 30d) or an explicit period;
 * `comparison` is `previous` (the period of equal length just before, the default), `year` (the same
 * days one year earlier), a time range (its N days just before the current period's first day) or
 * an explicit period. Explicit periods are bounded like every day a client sends (day-bounds.ts).
 */
export const analyticsCompareQuery = z.object({
  current: z.union([z.enum(timeRanges), comparePeriod('current', currentMessage)], { error: currentMessage }).default(DEFAULT_TIME_RANGE),
  comparison: z
    .union([z.enum(['previous', 'year', ...timeRanges]), comparePeriod('comparison', comparisonMessage)], { error: comparisonMessage })
    .default('previous'),
});
export type AnalyticsCompareQuery = z.output<typeof analyticsCompareQuery>;

// ---------------------------------------------------------------------------------------------
// Building blocks of the answers

const int = () => z.number().int();
/** USD, 2 decimals. */
const money = () => z.number();
/** A percentage with 2 decimals; null when its denominator is 0. */
const rate = () => z.number().nullable();
const day = () => z.iso.date();

export const aiProviderIdSchema = z.enum(aiProviderIds);

/** What every analytics answer says about its numbers. */
export const analyticsMetaSchema = z.object({
  timeRange: z.enum(timeRanges),
  /** First and last day of the range (the last is today), in `timezone`. */
  since: day(),
  until: day(),
  /** The period of equal length just before, which growth compares with. */
  previousSince: day(),
  previousUntil: day(),
  /** The user's time zone (decision 160): the connected ad account's, else the user's own, else UTC. */
  timezone: z.string(),
  currency: z.literal('USD'),
  /** Currencies of stored amounts that have no configured USD rate: their money is left out of every sum. */
  unconvertedCurrencies: z.array(z.string()),
  /** Where the performance numbers come from; sandbox and demo numbers are labelled by the UI. */
  metricsSources: z.array(z.enum(metricSources)),
});
export type AnalyticsMeta = z.infer<typeof analyticsMetaSchema>;

/** Sums over a period and the ratios of those sums. */
export const metricTotalsSchema = z.object({
  impressions: int(),
  clicks: int(),
  conversions: int(),
  conversionValue: money(),
  spent: money(),
  /** clicks / impressions, percent. */
  ctr: rate(),
  /** spent / clicks, USD. */
  cpc: z.number().nullable(),
  /** (conversionValue − spent) / spent, percent. */
  roi: rate(),
});
export type MetricTotals = z.infer<typeof metricTotalsSchema>;

// ---------------------------------------------------------------------------------------------
// Spec 2 §3: the analytics dashboard's entities

export const kpiMetricsSchema = z.object({
  /** Campaigns that exist at the end of the range; growth compares with those at the end of the previous period. */
  totalCampaigns: int(),
  campaignGrowth: rate(),
  /** Saved ads, counted like campaigns. */
  totalAds: int(),
  adGrowth: rate(),
  totalImpressions: int(),
  impressionGrowth: rate(),
  /** Percent. */
  averageCTR: rate(),
  /** The budget of the campaigns running in the range (daily × days, or lifetime pro rata). */
  totalBudget: money(),
  budgetGrowth: rate(),
  /** Percent. */
  roi: rate(),
  /** AI-written contents created in the range. */
  contentGenerated: int(),
  /** contentGenerated × the copywriter cost per variation − the AI cost logged in the range. */
  aiCostSavings: money(),
});
export type KpiMetrics = z.infer<typeof kpiMetricsSchema>;

export const trendMetricsMapSchema = z.object({
  impressions: int(),
  clicks: int(),
  ctr: rate(),
  cpc: z.number().nullable(),
  conversions: int(),
  spend: money(),
});

export const trendPeriods = ['day', 'week'] as const;
/** One bucket of the trends chart: a day, or (1y) a calendar week starting on Monday. */
export const performanceTrendSchema = z.object({
  /** The bucket's first day ('YYYY-MM-DD'; a week's Monday, which may be before the range's first day). */
  timestamp: day(),
  period: z.enum(trendPeriods),
  metrics: trendMetricsMapSchema,
});
export type PerformanceTrend = z.infer<typeof performanceTrendSchema>;

export const trendPointSchema = z.object({ timestamp: day(), value: z.number().nullable() });
export type TrendPoint = z.infer<typeof trendPointSchema>;

export const campaignAnalyticsRowSchema = z.object({
  campaignId: int(),
  campaignName: z.string(),
  objective: z.enum(campaignObjectives),
  status: z.enum(campaignStatuses),
  budgetType: z.enum(budgetTypes),
  /** The campaign's budget for the range (daily × days running in the range, or lifetime pro rata). */
  budget: money(),
  spent: money(),
  /** spent / budget, percent. */
  budgetUtilization: rate(),
  impressions: int(),
  clicks: int(),
  ctr: rate(),
  cpc: z.number().nullable(),
  roi: rate(),
  conversions: int(),
  conversionValue: money(),
});
export type CampaignAnalyticsRow = z.infer<typeof campaignAnalyticsRowSchema>;

export const campaignAnalyticsPageSchema = z.object({
  content: z.array(campaignAnalyticsRowSchema),
  totalElements: int(),
  totalPages: int(),
  number: int(),
  size: int(),
  sortBy: z.enum(campaignSortFields),
  sortDirection: z.enum(sortDirections),
});

export const adAnalyticsRowSchema = z.object({
  adId: int(),
  adName: z.string(),
  campaignId: int().nullable(),
  campaignName: z.string().nullable(),
  status: z.enum(adStatuses),
  adType: z.enum(adTypes),
  headline: z.string().nullable(),
  /** The provider that wrote the ad's selected content; null when none (written by hand). */
  aiProvider: aiProviderIdSchema.nullable(),
  impressions: int(),
  clicks: int(),
  ctr: rate(),
  cpc: z.number().nullable(),
  spent: money(),
  conversions: int(),
  conversionValue: money(),
  roi: rate(),
});
export type AdAnalyticsRow = z.infer<typeof adAnalyticsRowSchema>;

export const providerMetricSchema = z.object({
  /** Successful calls whose output the user chose / successful calls, percent. */
  selectionRate: rate(),
  /** Contents of saved ads this provider wrote (text) or drew (image), created in the range. */
  contentCount: int(),
  /** Successful calls / calls, percent. */
  successRate: rate(),
  /** Mean wall time of a call, milliseconds; null without calls. */
  averageResponseTime: z.number().nullable(),
  /** USD, 2 decimals (calls of unpriced models count 0). */
  totalCost: money(),
  calls: int(),
  /** Ads whose selected content this provider wrote, and their delivery in the range. */
  adCount: int(),
  impressions: int(),
  clicks: int(),
  ctr: rate(),
  /** CTR shrunk toward the user's overall CTR (empirical Bayes); what bestPerformingProvider ranks by. Percent. */
  adjustedCtr: rate(),
});
export type ProviderMetric = z.infer<typeof providerMetricSchema>;

export const aiProviderAnalyticsSchema = z.object({
  /** Most calls in the range; null without calls. */
  mostUsedProvider: aiProviderIdSchema.nullable(),
  /** Highest adjustedCtr among providers whose content is in ads with impressions; null when none. */
  bestPerformingProvider: aiProviderIdSchema.nullable(),
  totalAICost: money(),
  /** The same number as kpiMetrics.aiCostSavings. */
  estimatedSavings: money(),
  /** Keyed by provider id; only providers with calls or ads in the range. */
  providerMetrics: z.record(z.string(), providerMetricSchema),
});
export type AiProviderAnalytics = z.infer<typeof aiProviderAnalyticsSchema>;

export const budgetBreakdownItemSchema = z.object({
  /** A campaign objective. */
  category: z.string(),
  amount: money(),
  /** Share of totalBudgetAllocated, percent. */
  percentage: z.number(),
});

export const spendingPointSchema = z.object({ timestamp: day(), amount: money() });

export const budgetAnalyticsSchema = z.object({
  totalBudgetAllocated: money(),
  totalBudgetSpent: money(),
  /** Percent; null without budget. */
  budgetUtilizationRate: rate(),
  averageDailySpend: money(),
  projectedMonthlySpend: money(),
  /** totalBudgetAllocated − totalBudgetSpent (negative when overspent). */
  remainingBudget: money(),
  /**
   * Remaining budget / average daily spend in days, from the unrounded amounts: 1 decimal (2 significant digits
   * below 0.1, so budget that remains is never 0); null without spend ('N/A'), 0 when exhausted ('Budget exhausted').
   */
  daysUntilDepletion: z.number().nullable(),
  budgetBreakdown: z.array(budgetBreakdownItemSchema),
  /** The last 30 days of the range (fewer for 7d), one point a day, oldest first. */
  spendingTrends: z.array(spendingPointSchema),
});
export type BudgetAnalytics = z.infer<typeof budgetAnalyticsSchema>;

export const topContentSchema = z.object({
  contentId: int(),
  adId: int(),
  headline: z.string().nullable(),
  aiProvider: aiProviderIdSchema.nullable(),
  impressions: int(),
  clicks: int(),
  /** Percent. */
  ctr: rate(),
  conversions: int(),
  /** 0–10,000 from CTR and conversions relative to the user's own baseline (docs/analytics.md). */
  performanceScore: int(),
});
export type TopContent = z.infer<typeof topContentSchema>;

export const contentAnalyticsSchema = z.object({
  totalContentGenerated: int(),
  selectedContent: int(),
  /** Percent, null without content. */
  selectionRate: rate(),
  contentTypeDistribution: z.object(Object.fromEntries(contentTypes.map((t) => [t, int()])) as Record<ContentType, z.ZodNumber>),
  /** Per provider: the selection rate of its contents in the range, percent. */
  aiProviderPerformance: z.record(z.string(), z.number()),
  topPerformingContent: z.array(topContentSchema),
  /** Over topPerformingContent: count, mean score, summed impressions and the CTR of the sums. */
  topContentSummary: z.object({
    count: int(),
    averagePerformanceScore: z.number().nullable(),
    totalImpressions: int(),
    averageCTR: rate(),
  }),
});
export type ContentAnalytics = z.infer<typeof contentAnalyticsSchema>;

// ---------------------------------------------------------------------------------------------
// The answers, one per path of spec 2 §7

/** GET /api/analytics/dashboard: everything the analytics page shows, in `data`. */
export const analyticsDashboardSchema = z.object({
  data: z.object({
    meta: analyticsMetaSchema,
    kpiMetrics: kpiMetricsSchema,
    /** Per day (per week for 1y), every metric. */
    performanceTrends: z.array(performanceTrendSchema),
    /** The first page of the campaign table in its default order. */
    campaignAnalytics: campaignAnalyticsPageSchema,
    aiProviderAnalytics: aiProviderAnalyticsSchema,
    budgetAnalytics: budgetAnalyticsSchema,
    contentAnalytics: contentAnalyticsSchema,
  }),
});
export type AnalyticsDashboard = z.infer<typeof analyticsDashboardSchema>;

const withMeta = <T extends z.ZodRawShape>(shape: T) => z.object({ meta: analyticsMetaSchema, ...shape });

export const analyticsKpisSchema = withMeta(kpiMetricsSchema.shape);

export const trendStatsSchema = z.object({
  /** The bucket with the highest value; null when every value is null. */
  peak: trendPointSchema.nullable(),
  /** Counts and spend: the mean per bucket; ctr and cpc: the ratio of the range's sums. */
  average: z.number().nullable(),
  /** The second half of the buckets against the first half, percent; null when the first half is empty. */
  trend: rate(),
});

export const analyticsTrendsSchema = withMeta({
  metric: z.enum(trendMetrics),
  granularity: z.enum(trendPeriods),
  performanceTrends: z.array(performanceTrendSchema),
  /** The chosen metric alone. */
  series: z.array(trendPointSchema),
  stats: trendStatsSchema,
});
export type AnalyticsTrends = z.infer<typeof analyticsTrendsSchema>;

export const analyticsCampaignsSchema = withMeta(campaignAnalyticsPageSchema.shape);
export type AnalyticsCampaigns = z.infer<typeof analyticsCampaignsSchema>;

export const analyticsAdsSchema = withMeta({
  content: z.array(adAnalyticsRowSchema),
  totalElements: int(),
  totalPages: int(),
  number: int(),
  size: int(),
  sortBy: z.enum(adSortFields),
  sortDirection: z.enum(sortDirections),
});
export type AnalyticsAds = z.infer<typeof analyticsAdsSchema>;

export const analyticsAiProvidersSchema = withMeta(aiProviderAnalyticsSchema.shape);
export const analyticsBudgetSchema = withMeta(budgetAnalyticsSchema.shape);
export const analyticsContentSchema = withMeta(contentAnalyticsSchema.shape);

/** GET /api/analytics/summary: the range's totals against the previous period, and counts. */
export const analyticsSummarySchema = withMeta({
  totals: metricTotalsSchema,
  previousTotals: metricTotalsSchema,
  /** Growth of each total against previousTotals, percent; null when the previous value is 0 or null. */
  changes: z.object({
    impressions: rate(),
    clicks: rate(),
    conversions: rate(),
    conversionValue: rate(),
    spent: rate(),
    ctr: rate(),
    cpc: rate(),
    roi: rate(),
  }),
  campaigns: z.object({ total: int(), active: int(), withDelivery: int() }),
  ads: z.object({ total: int(), active: int(), withDelivery: int() }),
  budget: z.object({ allocated: money(), spent: money(), utilization: rate() }),
  ai: z.object({ contentGenerated: int(), selectedContent: int(), totalAICost: money(), aiCostSavings: money() }),
});
export type AnalyticsSummary = z.infer<typeof analyticsSummarySchema>;

/** GET /api/analytics/filters: the values that exist for this user (and the fixed choices). */
export const analyticsFiltersSchema = z.object({
  timeRanges: z.array(z.enum(timeRanges)),
  defaultTimeRange: z.enum(timeRanges),
  metrics: z.array(z.enum(trendMetrics)),
  campaignSortFields: z.array(z.enum(campaignSortFields)),
  adSortFields: z.array(z.enum(adSortFields)),
  /** Values present among the user's campaigns and saved ads, in the order of their enums. */
  campaignStatuses: z.array(z.enum(campaignStatuses)),
  objectives: z.array(z.enum(campaignObjectives)),
  adStatuses: z.array(z.enum(adStatuses)),
  adTypes: z.array(z.enum(adTypes)),
  /** Providers the user has called (the AI call log). */
  aiProviders: z.array(aiProviderIdSchema),
  contentTypes: z.array(z.enum(contentTypes)),
  metricsSources: z.array(z.enum(metricSources)),
});
export type AnalyticsFilters = z.infer<typeof analyticsFiltersSchema>;

/** GET /api/analytics/realtime: the last 24 hours. Delivery is stored per day, so it is today's and yesterday's days. */
export const analyticsRealtimeSchema = z.object({
  /** now − 24 h and now (ISO timestamps). */
  since: z.iso.datetime({ offset: true }),
  until: z.iso.datetime({ offset: true }),
  timezone: z.string(),
  currency: z.literal('USD'),
  unconvertedCurrencies: z.array(z.string()),
  metricsSources: z.array(z.enum(metricSources)),
  /** The user's today and yesterday (the days the last 24 hours touch), as last synced. */
  today: z.object({ date: day(), totals: metricTotalsSchema }),
  yesterday: z.object({ date: day(), totals: metricTotalsSchema }),
  /** When a metrics row was last written (a sync); null without any. */
  lastSyncedAt: z.iso.datetime({ offset: true }).nullable(),
  activeCampaigns: int(),
  activeAds: int(),
  /** Exact to the second: things the app itself recorded in the last 24 hours. */
  last24h: z.object({
    aiCalls: int(),
    failedAiCalls: int(),
    aiCost: money(),
    contentGenerated: int(),
    campaignsCreated: int(),
    adsCreated: int(),
  }),
});
export type AnalyticsRealtime = z.infer<typeof analyticsRealtimeSchema>;

export const insightSeverities = ['positive', 'negative', 'warning', 'info'] as const;
export const insightCategories = ['performance', 'budget', 'campaign', 'content', 'ai'] as const;

/** A finding in plain language with the numbers behind it. */
export const insightSchema = z.object({
  /** Stable key of the kind of finding, e.g. 'impressions-change', 'budget-utilization'. */
  id: z.string(),
  category: z.enum(insightCategories),
  severity: z.enum(insightSeverities),
  title: z.string(),
  message: z.string(),
  /** The measure the finding is about and its value (units as elsewhere: percent, USD, counts). */
  metric: z.string(),
  value: z.number().nullable(),
  /** The value it is compared with, when there is one. */
  previousValue: z.number().nullable(),
  /** Percent change from previousValue, when it is defined. */
  change: z.number().nullable(),
  /** The campaign, ad or provider the finding is about, if any. */
  entity: z
    .object({ type: z.enum(['campaign', 'ad', 'provider', 'content']), id: z.union([z.number().int(), z.string()]), name: z.string() })
    .nullable(),
});
export type Insight = z.infer<typeof insightSchema>;

export const analyticsInsightsSchema = withMeta({ insights: z.array(insightSchema) });
export type AnalyticsInsights = z.infer<typeof analyticsInsightsSchema>;

const comparedPeriodSchema = z.object({ since: day(), until: day(), days: int(), totals: metricTotalsSchema });

/** GET /api/analytics/compare. */
export const analyticsCompareSchema = z.object({
  timezone: z.string(),
  currency: z.literal('USD'),
  unconvertedCurrencies: z.array(z.string()),
  metricsSources: z.array(z.enum(metricSources)),
  current: comparedPeriodSchema,
  comparison: comparedPeriodSchema,
  /** current against comparison per total, percent; null when the comparison value is 0 or null. */
  changes: analyticsSummarySchema.shape.changes,
});
export type AnalyticsCompare = z.infer<typeof analyticsCompareSchema>;

export const dailyMetricsSchema = z.object({
  date: day(),
  impressions: int(),
  clicks: int(),
  ctr: rate(),
  cpc: z.number().nullable(),
  conversions: int(),
  conversionValue: money(),
  spend: money(),
});
export type DailyMetrics = z.infer<typeof dailyMetricsSchema>;

/** GET /api/analytics/campaign/{id}: one campaign's KPIs over the range and its daily series (every day of the range). */
export const campaignDetailAnalyticsSchema = withMeta({
  campaign: z.object({
    campaignId: int(),
    campaignName: z.string(),
    objective: z.enum(campaignObjectives),
    status: z.enum(campaignStatuses),
    budgetType: z.enum(budgetTypes),
    dailyBudget: z.number().nullable(),
    totalBudget: z.number().nullable(),
    startDate: day().nullable(),
    endDate: day().nullable(),
  }),
  kpis: metricTotalsSchema.extend({ budget: money(), budgetUtilization: rate() }),
  previous: metricTotalsSchema,
  daily: z.array(dailyMetricsSchema),
  /** Its saved ads over the range, most impressions first. */
  ads: z.array(adAnalyticsRowSchema),
});
export type CampaignDetailAnalytics = z.infer<typeof campaignDetailAnalyticsSchema>;

/** GET /api/analytics/ad/{id}: one ad's KPIs over the range, its daily series and its contents. */
export const adDetailAnalyticsSchema = withMeta({
  ad: adAnalyticsRowSchema.pick({
    adId: true,
    adName: true,
    campaignId: true,
    campaignName: true,
    status: true,
    adType: true,
    headline: true,
    aiProvider: true,
  }),
  kpis: metricTotalsSchema,
  previous: metricTotalsSchema,
  daily: z.array(dailyMetricsSchema),
  contents: z.array(
    z.object({
      contentId: int(),
      headline: z.string().nullable(),
      aiProvider: aiProviderIdSchema.nullable(),
      isSelected: z.boolean(),
      createdAt: z.iso.datetime({ offset: true }),
      /** The selected content carries the ad's score over the range; the others never ran (null). */
      performanceScore: int().nullable(),
    }),
  ),
});
export type AdDetailAnalytics = z.infer<typeof adDetailAnalyticsSchema>;

export const analyticsMessages = {
  configInvalid: 'The analytics configuration must be a JSON object.',
  configTooLarge: 'The analytics configuration must be at most 64 KB.',
  configTooDeep: 'The analytics configuration is nested too deeply.',
  configBadText: 'The analytics configuration contains text that cannot be stored.',
} as const;

/** POST|GET /api/analytics/dashboard/config: any JSON object (at most 64 KB), kept as sent; {} until saved. */
export const analyticsConfigSchema = z.record(z.string(), z.unknown(), { error: analyticsMessages.configInvalid });
export type AnalyticsConfig = z.infer<typeof analyticsConfigSchema>;
