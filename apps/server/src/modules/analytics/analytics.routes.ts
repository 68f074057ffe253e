/** /api/analytics: the analytics page's data (spec 2 §7, export aside), scoped to the signed-in user. */
import {
  adDetailAnalyticsSchema,
  analyticsAdsQuery,
  analyticsAdsSchema,
  analyticsAiProvidersSchema,
  analyticsBudgetSchema,
  analyticsCampaignsQuery,
  analyticsCampaignsSchema,
  analyticsCompareQuery,
  analyticsCompareSchema,
  analyticsConfigSchema,
  analyticsContentSchema,
  analyticsDashboardSchema,
  analyticsFiltersSchema,
  analyticsInsightsSchema,
  analyticsKpisSchema,
  analyticsRangeQuery,
  analyticsRealtimeSchema,
  analyticsSummarySchema,
  analyticsTrendsQuery,
  analyticsTrendsSchema,
  campaignDetailAnalyticsSchema,
} from '@ads-creative/contracts/analytics';
import { creativeAnalyticsQuery, creativeAnalyticsSchema } from '@ads-creative/contracts/creative-analytics';
import { apiErrorSchema } from '@ads-creative/contracts/errors';
import { idParams } from '@ads-creative/contracts/paging';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/authenticate.ts';
import type { ExpensiveWork } from '../../plugins/expensive-work.ts';
import type { AnalyticsService } from './analytics.service.ts';

const errors = (...statuses: (400 | 401 | 404 | 413 | 429)[]) => Object.fromEntries(statuses.map((s) => [s, apiErrorSchema]));

export function registerAnalyticsRoutes(app: FastifyInstance, deps: { analytics: AnalyticsService; expensiveWork: ExpensiveWork }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { analytics } = deps;
  // onRequest, not preHandler: a missing session answers 401 before the query or body is validated.
  const secured = { onRequest: app.authenticate };
  const tags = ['analytics'];
  const security = [{ bearer: [] }];
  const ranged = (summary: string) => ({ tags, security, summary, querystring: analyticsRangeQuery });

  api.get(
    '/analytics/dashboard',
    {
      ...secured,
      schema: {
        ...ranged('Everything the analytics page shows over a time range (in `data`)'),
        response: { 200: analyticsDashboardSchema, ...errors(400, 401) },
      },
    },
    async (request) => analytics.dashboard(currentUser(request).id, request.query.timeRange),
  );

  api.get(
    '/analytics/kpis',
    {
      ...secured,
      schema: {
        ...ranged('The eight KPIs with growth against the previous period'),
        response: { 200: analyticsKpisSchema, ...errors(400, 401) },
      },
    },
    async (request) => analytics.kpis(currentUser(request).id, request.query.timeRange),
  );

  api.get(
    '/analytics/trends',
    {
      ...secured,
      schema: {
        tags,
        security,
        summary: 'Performance per day (per week for 1y) with peak, average and trend of a metric',
        querystring: analyticsTrendsQuery,
        response: { 200: analyticsTrendsSchema, ...errors(400, 401) },
      },
    },
    async (request) => analytics.trends(currentUser(request).id, request.query.timeRange, request.query.metric),
  );

  api.get(
    '/analytics/campaigns',
    {
      ...secured,
      schema: {
        tags,
        security,
        summary: 'The campaign table: each campaign over the range, filtered, sorted and paged',
        querystring: analyticsCampaignsQuery,
        response: { 200: analyticsCampaignsSchema, ...errors(400, 401) },
      },
    },
    async (request) => analytics.campaigns(currentUser(request).id, request.query),
  );

  api.get(
    '/analytics/ads',
    {
      ...secured,
      schema: {
        tags,
        security,
        summary: 'Each saved ad over the range, filtered, sorted and paged',
        querystring: analyticsAdsQuery,
        response: { 200: analyticsAdsSchema, ...errors(400, 401) },
      },
    },
    async (request) => analytics.ads(currentUser(request).id, request.query),
  );

  api.get(
    '/analytics/ai-providers',
    {
      ...secured,
      schema: {
        ...ranged('AI providers: usage, cost, selection and the best performing one'),
        response: { 200: analyticsAiProvidersSchema, ...errors(400, 401) },
      },
    },
    async (request) => analytics.aiProviders(currentUser(request).id, request.query.timeRange),
  );

  api.get(
    '/analytics/budget',
    {
      ...secured,
      schema: {
        ...ranged('Budget allocated and spent, pace, depletion, breakdown and spending trend'),
        response: { 200: analyticsBudgetSchema, ...errors(400, 401) },
      },
    },
    async (request) => analytics.budget(currentUser(request).id, request.query.timeRange),
  );

  api.get(
    '/analytics/content',
    {
      ...secured,
      schema: {
        ...ranged('AI content: generated, selected, types and top performing contents'),
        response: { 200: analyticsContentSchema, ...errors(400, 401) },
      },
    },
    async (request) => analytics.content(currentUser(request).id, request.query.timeRange),
  );

  api.get(
    '/analytics/summary',
    {
      ...secured,
      schema: {
        ...ranged('Totals of the range against the previous period, and counts'),
        response: { 200: analyticsSummarySchema, ...errors(400, 401) },
      },
    },
    async (request) => analytics.summary(currentUser(request).id, request.query.timeRange),
  );

  api.get(
    '/analytics/filters',
    {
      ...secured,
      schema: {
        tags,
        security,
        summary: 'The filter values that exist for this user',
        response: { 200: analyticsFiltersSchema, ...errors(401) },
      },
    },
    async (request) => analytics.filters(currentUser(request).id),
  );

  api.get(
    '/analytics/realtime',
    {
      ...secured,
      schema: {
        tags,
        security,
        summary: 'The last 24 hours: today and yesterday, and what the app recorded',
        response: { 200: analyticsRealtimeSchema, ...errors(401) },
      },
    },
    async (request) => analytics.realtime(currentUser(request).id),
  );

  api.get(
    '/analytics/insights',
    {
      ...secured,
      schema: {
        ...ranged('Findings in plain language with the numbers behind them'),
        response: { 200: analyticsInsightsSchema, ...errors(400, 401) },
      },
    },
    async (request) => analytics.insights(currentUser(request).id, request.query.timeRange),
  );

  api.get(
    '/analytics/creative',
    {
      ...secured,
      schema: {
        tags,
        security,
        summary: 'What works for you: results per creative tag value against the rest of the account, with 95 % intervals and a verdict',
        description:
          'metric (CTR, CPA or ROAS, default CTR) is what the lift compares. Formulas and worked examples: docs/analytics.md § What works.',
        querystring: creativeAnalyticsQuery,
        response: { 200: creativeAnalyticsSchema, ...errors(400, 401) },
      },
    },
    async (request) => analytics.creative(currentUser(request).id, request.query),
  );

  api.get(
    '/analytics/compare',
    {
      ...secured,
      schema: {
        tags,
        security,
        summary: 'Totals of two periods and the change of each',
        querystring: analyticsCompareQuery,
        response: { 200: analyticsCompareSchema, ...errors(400, 401, 429) },
      },
    },
    // Computed from the daily rows, not the dashboard's cache: capped per user (decision 169).
    async (request) => {
      const userId = currentUser(request).id;
      return deps.expensiveWork.run('compare', userId, () => analytics.compare(userId, request.query));
    },
  );

  api.get(
    '/analytics/campaign/:id',
    {
      ...secured,
      schema: {
        ...ranged("One campaign's KPIs and daily series over the range, and its ads"),
        params: idParams,
        response: { 200: campaignDetailAnalyticsSchema, ...errors(400, 401, 404) },
      },
    },
    async (request) => analytics.campaign(currentUser(request).id, request.params.id, request.query.timeRange),
  );

  api.get(
    '/analytics/ad/:id',
    {
      ...secured,
      schema: {
        ...ranged("One ad's KPIs and daily series over the range, and its contents"),
        params: idParams,
        response: { 200: adDetailAnalyticsSchema, ...errors(400, 401, 404) },
      },
    },
    async (request) => analytics.ad(currentUser(request).id, request.params.id, request.query.timeRange),
  );

  api.get(
    '/analytics/dashboard/config',
    {
      ...secured,
      schema: {
        tags,
        security,
        summary: "The user's analytics dashboard configuration ({} until saved)",
        response: { 200: analyticsConfigSchema, ...errors(401) },
      },
    },
    async (request) => analytics.getConfig(currentUser(request).id),
  );

  api.post(
    '/analytics/dashboard/config',
    {
      ...secured,
      schema: {
        tags,
        security,
        summary: "Replace the user's analytics dashboard configuration (a JSON object, at most 64 KB)",
        body: analyticsConfigSchema,
        response: { 200: analyticsConfigSchema, ...errors(400, 401, 413) },
      },
    },
    async (request) => analytics.saveConfig(currentUser(request).id, request.body),
  );
}
