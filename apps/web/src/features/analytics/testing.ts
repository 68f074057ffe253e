/**
 * Analytics answers for the web tests, checked against the contract's schemas so they stay what the
 * server sends. `aFullAccount` is a small account worked by hand; `anEmptyAccount` has nothing yet.
 */
import {
  type AdDetailAnalytics,
  type AnalyticsCampaigns,
  type AnalyticsDashboard,
  type AnalyticsTrends,
  adDetailAnalyticsSchema,
  analyticsCampaignsSchema,
  analyticsDashboardSchema,
  analyticsTrendsSchema,
  type CampaignAnalyticsRow,
} from '@ads-creative/contracts/analytics';
import {
  type CreativeAnalytics,
  type CreativeDimensionResult,
  type CreativeValueResult,
  creativeAnalyticsSchema,
} from '@ads-creative/contracts/creative-analytics';
import type { TimeRange } from '@ads-creative/contracts/metrics';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { vi } from 'vitest';
import { chooseInOwnList } from '../../test/choose-option.ts';
import { type FakeRequest, type FakeRoutes, signedIn } from '../../test/fake-server.ts';

type Data = AnalyticsDashboard['data'];

export const aMeta = (timeRange: TimeRange = '30d', over: Partial<Data['meta']> = {}): Data['meta'] => ({
  timeRange,
  since: '2026-10-26',
  until: '2026-11-24',
  previousSince: '2026-09-26',
  previousUntil: '2026-10-25',
  timezone: 'UTC',
  currency: 'USD',
  unconvertedCurrencies: [],
  metricsSources: [],
  ...over,
});

const zeroTotals = { impressions: 0, clicks: 0, conversions: 0, conversionValue: 0, spent: 0, ctr: null, cpc: null, roi: null };

export const aCampaignRow = (over: Partial<CampaignAnalyticsRow> = {}): CampaignAnalyticsRow => ({
  campaignId: 1,
  campaignName: 'Summer Sale',
  objective: 'TRAFFIC',
  status: 'ACTIVE',
  budgetType: 'DAILY',
  budget: 300,
  spent: 123.4,
  budgetUtilization: 41.13,
  impressions: 10_000,
  clicks: 250,
  ctr: 2.5,
  cpc: 0.49,
  roi: 62.07,
  conversions: 10,
  conversionValue: 200,
  ...over,
});

/** The page of rows the fake /analytics/campaigns answers for its query. */
export function campaignsPage(rows: CampaignAnalyticsRow[], req: FakeRequest): AnalyticsCampaigns {
  const q = req.url.searchParams;
  const size = Number(q.get('size') ?? 10);
  const page = Number(q.get('page') ?? 0);
  return analyticsCampaignsSchema.parse({
    meta: aMeta((q.get('timeRange') as TimeRange) ?? '30d'),
    content: rows.slice(page * size, page * size + size),
    totalElements: rows.length,
    totalPages: Math.ceil(rows.length / size),
    number: page,
    size,
    sortBy: q.get('sortBy') ?? 'campaignName',
    sortDirection: q.get('sortDirection') ?? 'asc',
  });
}

const day = (i: number) => `2026-11-${String(22 + i).padStart(2, '0')}`;

export function aTrends(req: FakeRequest): AnalyticsTrends {
  const q = req.url.searchParams;
  const metric = (q.get('metric') ?? 'impressions') as AnalyticsTrends['metric'];
  const values = [1000, 3000, 2000];
  return analyticsTrendsSchema.parse({
    meta: aMeta((q.get('timeRange') as TimeRange) ?? '30d'),
    metric,
    granularity: 'day',
    performanceTrends: [],
    series: values.map((value, i) => ({ timestamp: day(i), value })),
    // Peak 3,000 on 23 November; average (1,000 + 3,000 + 2,000) / 3 = 2,000; trend: last bucket against the first, (2,000 − 1,000) / 1,000 = +100 %.
    stats: { peak: { timestamp: day(1), value: 3000 }, average: 2000, trend: 100 },
  });
}

/**
 * A small account: 12 campaigns (10 before the range: +20 %), 1,500 ads (2,000 before: −25 %),
 * 2.5 M impressions (none before: growth null), CTR 2.5 %, budget $12,345.60 (+10 %), ROI 15.25 %,
 * 40 contents, savings $730.40; budget $10,000 of which $9,500 spent (95 %: high).
 */
export const aFullAccount = (timeRange: TimeRange = '30d'): Data =>
  analyticsDashboardSchema.parse({
    data: {
      meta: aMeta(timeRange, { metricsSources: ['demo'] }),
      kpiMetrics: {
        totalCampaigns: 12,
        campaignGrowth: 20,
        totalAds: 1500,
        adGrowth: -25,
        totalImpressions: 2_500_000,
        impressionGrowth: null,
        averageCTR: 2.5,
        totalBudget: 12_345.6,
        budgetGrowth: 10,
        roi: 15.25,
        contentGenerated: 40,
        aiCostSavings: 730.4,
      },
      performanceTrends: [],
      campaignAnalytics: {
        content: [aCampaignRow()],
        totalElements: 1,
        totalPages: 1,
        number: 0,
        size: 10,
        sortBy: 'campaignName',
        sortDirection: 'asc',
      },
      aiProviderAnalytics: {
        mostUsedProvider: 'OPENAI',
        bestPerformingProvider: 'GEMINI',
        totalAICost: 9.6,
        estimatedSavings: 730.4,
        providerMetrics: {
          OPENAI: {
            selectionRate: 85,
            contentCount: 30,
            successRate: 96.5,
            averageResponseTime: 1250,
            totalCost: 8.25,
            calls: 40,
            adCount: 5,
            impressions: 50_000,
            clicks: 1000,
            ctr: 2,
            adjustedCtr: 2.1,
          },
          GEMINI: {
            selectionRate: 45,
            contentCount: 10,
            successRate: 100,
            averageResponseTime: 850,
            totalCost: 1.35,
            calls: 12,
            adCount: 2,
            impressions: 20_000,
            clicks: 600,
            ctr: 3,
            adjustedCtr: 2.6,
          },
        },
      },
      budgetAnalytics: {
        totalBudgetAllocated: 10_000,
        totalBudgetSpent: 9500,
        budgetUtilizationRate: 95,
        averageDailySpend: 316.67,
        projectedMonthlySpend: 9500,
        remainingBudget: 500,
        daysUntilDepletion: 1.6,
        budgetBreakdown: [
          { category: 'TRAFFIC', amount: 7500, percentage: 75 },
          { category: 'LEAD_GENERATION', amount: 2500, percentage: 25 },
        ],
        spendingTrends: [
          { timestamp: '2026-11-23', amount: 300 },
          { timestamp: '2026-11-24', amount: 333.5 },
        ],
      },
      contentAnalytics: {
        totalContentGenerated: 40,
        selectedContent: 18,
        selectionRate: 45,
        contentTypeDistribution: { headline: 30, primary_text: 28, description: 25, call_to_action: 20, image: 10, video: 0 },
        aiProviderPerformance: { OPENAI: 50, GEMINI: 30 },
        topPerformingContent: [
          {
            contentId: 71,
            adId: 9,
            headline: 'Run faster',
            aiProvider: 'OPENAI',
            impressions: 45_600,
            clicks: 1368,
            ctr: 3,
            conversions: 40,
            performanceScore: 8500,
          },
          {
            contentId: 72,
            adId: 10,
            headline: 'Giày chạy bộ nhẹ nhất',
            aiProvider: 'GEMINI',
            impressions: 900,
            clicks: 9,
            ctr: 1,
            conversions: 0,
            performanceScore: 3500,
          },
        ],
        topContentSummary: { count: 2, averagePerformanceScore: 6000, totalImpressions: 46_500, averageCTR: 2.96 },
      },
    },
  }).data;

export const anEmptyAccount = (timeRange: TimeRange = '30d'): Data =>
  analyticsDashboardSchema.parse({
    data: {
      meta: aMeta(timeRange),
      kpiMetrics: {
        totalCampaigns: 0,
        campaignGrowth: null,
        totalAds: 0,
        adGrowth: null,
        totalImpressions: 0,
        impressionGrowth: null,
        averageCTR: null,
        totalBudget: 0,
        budgetGrowth: null,
        roi: null,
        contentGenerated: 0,
        aiCostSavings: 0,
      },
      performanceTrends: [],
      campaignAnalytics: {
        content: [],
        totalElements: 0,
        totalPages: 0,
        number: 0,
        size: 10,
        sortBy: 'campaignName',
        sortDirection: 'asc',
      },
      aiProviderAnalytics: {
        mostUsedProvider: null,
        bestPerformingProvider: null,
        totalAICost: 0,
        estimatedSavings: 0,
        providerMetrics: {},
      },
      budgetAnalytics: {
        totalBudgetAllocated: 0,
        totalBudgetSpent: 0,
        budgetUtilizationRate: null,
        averageDailySpend: 0,
        projectedMonthlySpend: 0,
        remainingBudget: 0,
        daysUntilDepletion: null,
        budgetBreakdown: [],
        spendingTrends: [],
      },
      contentAnalytics: {
        totalContentGenerated: 0,
        selectedContent: 0,
        selectionRate: null,
        contentTypeDistribution: { headline: 0, primary_text: 0, description: 0, call_to_action: 0, image: 0, video: 0 },
        aiProviderPerformance: {},
        topPerformingContent: [],
        topContentSummary: { count: 0, averagePerformanceScore: null, totalImpressions: 0, averageCTR: null },
      },
    },
  }).data;

export const anAdAnalytics = (adId: number): AdDetailAnalytics =>
  adDetailAnalyticsSchema.parse({
    meta: aMeta('30d'),
    ad: {
      adId,
      adName: 'Sneakers ad',
      campaignId: 1,
      campaignName: 'Summer Sale',
      status: 'ACTIVE',
      adType: 'PAGE_POST_AD',
      headline: 'Run faster',
      aiProvider: 'OPENAI',
    },
    // 1,368 clicks of 45,600 impressions: 3.00 %; $684 / 1,368 = $0.50 a click.
    kpis: { impressions: 45_600, clicks: 1368, conversions: 40, conversionValue: 1026, spent: 684, ctr: 3, cpc: 0.5, roi: 50 },
    previous: zeroTotals,
    daily: [
      { date: '2026-11-23', impressions: 20_000, clicks: 600, ctr: 3, cpc: 0.5, conversions: 20, conversionValue: 500, spend: 300 },
      { date: '2026-11-24', impressions: 25_600, clicks: 768, ctr: 3, cpc: 0.5, conversions: 20, conversionValue: 526, spend: 384 },
    ],
    contents: [],
  });

/** One tag value of 'What works for you' (decision 184): by default Offer winning on CTR, 3 % against 1 %. */
export const aCreativeValue = (over: Partial<CreativeValueResult> = {}): CreativeValueResult => ({
  value: 'OFFER',
  ads: 3,
  impressions: 3000,
  clicks: 90,
  spend: 30,
  conversions: 6,
  conversionValue: 120,
  ctr: 3,
  ctrLow: 1.67,
  ctrHigh: 5.35,
  cpc: 0.33,
  cpa: 5,
  roas: 4,
  restValue: 1,
  liftVsRest: 200,
  liftLow: 21.9,
  liftHigh: 638.28,
  verdict: 'WINNER',
  reason: null,
  ...over,
});

/** GET /api/analytics/creative's answer (checked against the contract); no tagged ads by default. */
export const aCreativeAnalytics = (dimensions: CreativeDimensionResult[] = [], over: Partial<CreativeAnalytics> = {}): CreativeAnalytics =>
  creativeAnalyticsSchema.parse({
    meta: aMeta(),
    metric: 'CTR',
    minImpressions: 1000,
    minAds: 3,
    taggedAds: dimensions.length ? 6 : 0,
    untaggedAds: 0,
    dimensions,
    ...over,
  });

/** A signed-in user whose analytics the fake server answers from `account` (per range) and `rows`. */
export function serveAnalytics(
  account: (range: TimeRange) => Data = aFullAccount,
  rows: CampaignAnalyticsRow[] = [aCampaignRow()],
  extra: FakeRoutes = {},
) {
  return signedIn({
    'GET /api/analytics/dashboard': (req) => ({ body: { data: account((req.url.searchParams.get('timeRange') as TimeRange) ?? '30d') } }),
    'GET /api/analytics/trends': (req) => ({ body: aTrends(req) }),
    'GET /api/analytics/campaigns': (req) => ({ body: campaignsPage(rows, req) }),
    'GET /api/analytics/ad/9': () => ({ body: anAdAnalytics(9) }),
    'GET /api/analytics/creative': () => ({ body: aCreativeAnalytics() }),
    ...extra,
  });
}

/** The analytics dashboard configuration on a fake server: GET answers what POST last stored (kept as sent). */
export function storedConfig(initial: Record<string, unknown> = {}) {
  let config = initial;
  return {
    current: () => config,
    routes: {
      'GET /api/analytics/dashboard/config': () => ({ body: config }),
      'POST /api/analytics/dashboard/config': (req) => {
        config = req.body as Record<string, unknown>;
        return { body: config };
      },
    } satisfies FakeRoutes,
  };
}

/** A KPI card by its title. */
export const kpiCard = (name: string) => within(screen.getByRole('region', { name: 'Key metrics' })).getByRole('group', { name });
/** A block of the page by its heading. */
export const section = (name: string) => screen.getByRole('region', { name });
/** chooseOption, for an option whose name another select also offers: looks in this select's own list. */
export const pick = (user: UserEvent, container: HTMLElement, label: string, option: string) =>
  chooseInOwnList(user, within(container).getByLabelText(label), label, option);
/** A saved file's text (jsdom's Blob has no text()). */
export const readText = (file: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(file);
  });
/** The time ranges the page asked one path for, in order. */
export const ranges = (server: ReturnType<typeof serveAnalytics>, path: string) =>
  server.requests('GET', path).map((r) => r.url.searchParams.get('timeRange'));

/** Files the page hands to the browser: their names and contents (URL.createObjectURL and the link click stubbed). */
export function savedFiles() {
  const saved: { name: string; file: Blob }[] = [];
  let last: Blob | null = null;
  URL.createObjectURL = vi.fn((file: Blob) => {
    last = file;
    return 'blob:saved';
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (last) saved.push({ name: this.download, file: last });
  });
  return saved;
}
