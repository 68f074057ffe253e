/**
 * Optimization answers for the web tests, checked against the contract's schemas so they stay what the server
 * sends, and a fake server that lists, filters and pages them as GET /api/optimization/recommendations does.
 */
import {
  type CategoryStats,
  categoryStatsSchema,
  type History,
  historySchema,
  OPEN_STATUSES,
  type OptimizationSettings,
  optimizationSettingsSchema,
  type RecommendationView,
  recommendationsPageSchema,
  recommendationViewSchema,
} from '@ads-creative/contracts/optimization';
import { screen } from '@testing-library/react';
import { type FakeRequest, type FakeResponse, type FakeRoutes, signedIn } from '../../test/fake-server.ts';

const HOUR = 3_600_000;
export const hoursFromNow = (h: number) => new Date(Date.now() + h * HOUR).toISOString();

export function aRecommendation(over: Partial<RecommendationView> = {}): RecommendationView {
  return recommendationViewSchema.parse({
    id: 1,
    type: 'CAMPAIGN_PAUSE',
    priority: 'HIGH',
    status: 'PENDING',
    title: 'Pause Summer Sale: $312.40 spent without a conversion',
    description: 'Summer Sale spent $312.40 over the last 14 days and recorded no conversion.',
    category: 'Campaign Strategy',
    tags: ['No conversions', 'Wasted spend', 'Budget'],
    targetEntity: { kind: 'campaign', id: '7', name: 'Summer Sale' },
    targetEntityName: 'Summer Sale',
    expiresAt: hoursFromNow(24 * 6),
    expectedImpact: {
      metric: 'cost_per_conversion',
      expectedChange: -18.4,
      changeType: 'decrease',
      timeframe: '7 days',
      confidence: 0.962,
    },
    evidence: {
      window: { since: '2026-11-09', until: '2026-11-22', days: 14 },
      counts: { spend: 312.4, conversions: 0, expectedConversions: 6.25 },
      statistics: [
        { name: 'Conversions (credible interval)', method: 'gamma_posterior', value: 0, lower: 0, upper: Math.LN10, level: 0.9 },
        {
          name: 'P(converts less than the rest of the account)',
          method: 'gamma_posterior',
          value: 0.9981,
          lower: null,
          upper: null,
          level: null,
        },
      ],
      thresholds: { minSpend: 100, minExpectedConversions: 5 },
      reasons: [
        'Spent $312.40 in 14 days (at least $100.00 needed to judge).',
        "No conversions, where 6.3 were expected at the account's $50.00 per conversion (at least 5 needed).",
      ],
    },
    action: { kind: 'pause', campaignId: 7 },
    createdAt: '2026-11-23T06:00:00.000Z',
    updatedAt: '2026-11-23T06:00:00.000Z',
    scheduledFor: null,
    autoAccepted: false,
    dismissReason: null,
    dismissComment: null,
    applyFailure: null,
    implementedAt: null,
    revertedAt: null,
    revertible: false,
    measuredImpact: [],
    ...over,
  });
}

/** `n` recommendations with ids 1…n, titled 'Recommendation 1'…, alternating HIGH and MEDIUM. */
export const someRecommendations = (n: number, over: (i: number) => Partial<RecommendationView> = () => ({})) =>
  Array.from({ length: n }, (_, k) =>
    aRecommendation({ id: k + 1, title: `Recommendation ${k + 1}`, priority: k % 2 === 0 ? 'HIGH' : 'MEDIUM', ...over(k + 1) }),
  );

export const defaultSettings: OptimizationSettings = optimizationSettingsSchema.parse({
  frequency: 'daily',
  minConfidence: 0.7,
  autoAccept: false,
  excludedTypes: [],
  targetRoi: 0,
  maxBudgetStepPercent: 20,
});

export const aHistory = (over: Partial<History> = {}): History =>
  historySchema.parse({ totalImplemented: 0, averageImpact: null, successRate: null, items: [], ...over });

export const someCategories = (): CategoryStats[] =>
  [
    {
      category: 'Budget Optimization',
      open: 4,
      highPriority: 1,
      implemented: 3,
      averageImpact: 11.25,
      types: ['BUDGET_REALLOCATION', 'CAMPAIGN_SCALE'],
    },
    { category: 'Campaign Strategy', open: 2, highPriority: 2, implemented: 0, averageImpact: null, types: ['CAMPAIGN_PAUSE'] },
  ].map((c) => categoryStatsSchema.parse(c));

/** The page the fake answers for a query: filtered like the server (no status = the open ones), 0-based pages. */
export function recommendationsPage(all: RecommendationView[], req: FakeRequest) {
  const q = req.url.searchParams;
  const size = Number(q.get('size') ?? 12);
  const page = Number(q.get('page') ?? 0);
  const status = q.get('status');
  const matches = all.filter(
    (r) =>
      (status ? r.status === status : OPEN_STATUSES.includes(r.status)) &&
      (!q.get('priority') || r.priority === q.get('priority')) &&
      (!q.get('type') || r.type === q.get('type')) &&
      (!q.get('category') || r.category === q.get('category')),
  );
  return recommendationsPageSchema.parse({
    summary: {
      totalRecommendations: matches.length,
      highPriorityRecommendations: matches.filter((r) => r.priority === 'HIGH').length,
      totalPotentialImpact: 42.5,
      implementableRecommendations: matches.filter((r) => r.status === 'PENDING').length,
    },
    recommendations: matches.slice(page * size, page * size + size),
    totalElements: matches.length,
    totalPages: Math.ceil(matches.length / size),
    number: page,
    size,
  });
}

export interface OptimizationServer {
  recommendations?: RecommendationView[];
  settings?: OptimizationSettings;
  history?: History;
  categories?: CategoryStats[];
  /** Answers of POST …/{id}/{action}, by 'id/action'; by default the recommendation with the action's status. */
  actions?: Record<string, (req: FakeRequest) => FakeResponse>;
  extra?: FakeRoutes;
}

const NEW_STATUS = {
  accept: 'IMPLEMENTED',
  dismiss: 'DISMISSED',
  schedule: 'SCHEDULED',
  unschedule: 'PENDING',
  revert: 'IMPLEMENTED',
} as const;

/** A signed-in user whose optimization center the fake server answers; actions change the stored list like the server. */
export function serveOptimization(o: OptimizationServer = {}) {
  let list = o.recommendations ?? someRecommendations(3);
  let settings = o.settings ?? defaultSettings;
  const routes: FakeRoutes = {
    'GET /api/optimization/recommendations': (req) => ({ body: recommendationsPage(list, req) }),
    'GET /api/optimization/recommendations/priority/high': (req) => {
      req.url.searchParams.set('priority', 'HIGH');
      return { body: recommendationsPage(list, req) };
    },
    'GET /api/optimization/summary': () => ({
      body: {
        totalRecommendations: list.filter((r) => OPEN_STATUSES.includes(r.status)).length,
        highPriorityCount: list.filter((r) => OPEN_STATUSES.includes(r.status) && r.priority === 'HIGH').length,
        totalPotentialImpact: 42.5,
      },
    }),
    'GET /api/optimization/settings': () => ({ body: settings }),
    'PUT /api/optimization/settings': (req) => {
      settings = optimizationSettingsSchema.parse({ ...settings, ...(req.body as object) });
      return { body: settings };
    },
    'GET /api/optimization/history': () => ({ body: o.history ?? aHistory() }),
    'GET /api/optimization/categories': () => ({ body: o.categories ?? someCategories() }),
    'GET /api/notifications': () => ({ body: { items: [] } }),
  };
  for (const r of list)
    for (const action of ['accept', 'dismiss', 'schedule', 'unschedule', 'revert'] as const)
      routes[`POST /api/optimization/recommendations/${r.id}/${action}`] = (req) => {
        const custom = o.actions?.[`${r.id}/${action}`];
        if (custom) return custom(req);
        const body = req.body as { scheduledFor?: string; reason?: string; comment?: string } | undefined;
        const updated = recommendationViewSchema.parse({
          ...list.find((x) => x.id === r.id),
          status: NEW_STATUS[action],
          ...(action === 'schedule' ? { scheduledFor: body?.scheduledFor } : {}),
          ...(action === 'unschedule' ? { scheduledFor: null } : {}),
          ...(action === 'accept' || action === 'dismiss' || action === 'unschedule' ? { applyFailure: null } : {}),
          ...(action === 'dismiss' ? { dismissReason: body?.reason, dismissComment: body?.comment ?? null } : {}),
          ...(action === 'accept' ? { implementedAt: new Date().toISOString(), revertible: true } : {}),
          ...(action === 'revert' ? { revertedAt: new Date().toISOString(), revertible: false } : {}),
        });
        list = list.map((x) => (x.id === r.id ? updated : x));
        return { body: updated };
      };
  return signedIn({ ...routes, ...o.extra });
}

/** A recommendation's card (or list row) by its title. */
export const card = (title: string) => screen.getByRole('article', { name: title });
export const findCard = (title: string) => screen.findByRole('article', { name: title });
