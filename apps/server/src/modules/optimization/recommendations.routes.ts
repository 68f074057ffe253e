/** /api/optimization: the signed-in user's recommendations, acting on them, and their export (spec 2 §7, issue 10). */
import { exportMediaTypes } from '@ads-creative/contracts/analytics-export';
import { apiErrorSchema } from '@ads-creative/contracts/errors';
import {
  batchInput,
  batchResultSchema,
  dismissInput,
  headerSummarySchema,
  optimizationExportQuery,
  RECOMMENDATION_TYPE_INFO,
  recommendationCategories,
  recommendationStatusSchema,
  recommendationsPageSchema,
  recommendationsQuery,
  recommendationTypes,
  recommendationViewSchema,
  riskLevels,
  scheduleInput,
} from '@ads-creative/contracts/optimization';
import { idParams } from '@ads-creative/contracts/paging';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendDownload } from '../../lib/send-download.ts';
import { currentUser } from '../../plugins/authenticate.ts';
import type { ExpensiveWork } from '../../plugins/expensive-work.ts';
import type { RecommendationsService } from './recommendations.service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema };
const oneErrors = { ...errors, 404: apiErrorSchema };
/** Acting on one: 409 when its status does not allow it (the message names the status). */
const actErrors = { ...oneErrors, 409: apiErrorSchema };
/** Revert goes through the campaign update path, which reaches Facebook for a published campaign (decision 086). */
const revertErrors = { ...actErrors, 403: apiErrorSchema, 429: apiErrorSchema, 502: apiErrorSchema };

export const recommendationTypeParams = z.object({
  type: z.enum(recommendationTypes, { error: `type must be one of ${recommendationTypes.join(', ')}.` }),
});
export const recommendationTypesSchema = z.array(
  z.object({
    type: z.enum(recommendationTypes),
    label: z.string(),
    category: z.enum(recommendationCategories),
    risk: z.enum(riskLevels),
    description: z.string(),
  }),
);
const file = z.file();

export function registerRecommendationRoutes(
  app: FastifyInstance,
  deps: { recommendations: RecommendationsService; expensiveWork: ExpensiveWork },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { recommendations: service } = deps;
  // onRequest, not preHandler: a missing session answers 401 before the body or path is validated.
  const secured = { onRequest: app.authenticate };
  const tags = ['optimization'];
  const security = [{ bearer: [] }];
  const base = '/optimization/recommendations';

  api.get(
    base,
    {
      ...secured,
      schema: {
        tags,
        security,
        summary: 'Recommendations of the range with the summary: filters, 12 a page; without a status, the open ones',
        querystring: recommendationsQuery,
        response: { 200: recommendationsPageSchema, ...errors },
      },
    },
    async (request) => service.page(currentUser(request).id, request.query),
  );

  api.get(
    `${base}/type/:type`,
    {
      ...secured,
      schema: {
        tags,
        security,
        summary: 'Recommendations of one type (same query and answer as the list)',
        params: recommendationTypeParams,
        querystring: recommendationsQuery,
        response: { 200: recommendationsPageSchema, ...oneErrors },
      },
    },
    async (request) => service.page(currentUser(request).id, request.query, { type: request.params.type }),
  );

  api.get(
    `${base}/priority/high`,
    {
      ...secured,
      schema: {
        tags,
        security,
        summary: 'High-priority recommendations (same query and answer as the list)',
        querystring: recommendationsQuery,
        response: { 200: recommendationsPageSchema, ...errors },
      },
    },
    async (request) => service.page(currentUser(request).id, request.query, { priority: 'HIGH' }),
  );

  api.get(
    `${base}/:id/status`,
    {
      ...secured,
      schema: {
        tags,
        security,
        summary: "A recommendation's status, last application failure, implementation and schedule",
        params: idParams,
        response: { 200: recommendationStatusSchema, ...oneErrors },
      },
    },
    async (request) => service.status(currentUser(request).id, request.params.id),
  );

  api.post(
    `${base}/:id/accept`,
    {
      ...secured,
      schema: {
        tags,
        security,
        summary: 'Accept a PENDING recommendation and apply it (or retry one whose application failed)',
        description: 'Answers the recommendation: IMPLEMENTED, or with applyFailure when applying failed (its status kept).',
        params: idParams,
        response: { 200: recommendationViewSchema, ...actErrors },
      },
    },
    async (request) => service.accept(currentUser(request).id, request.params.id),
  );

  api.post(
    `${base}/:id/dismiss`,
    {
      ...secured,
      schema: {
        tags,
        security,
        summary: "Dismiss a recommendation with a reason ('other' needs a comment)",
        params: idParams,
        body: dismissInput,
        response: { 200: recommendationViewSchema, ...actErrors },
      },
    },
    async (request) => service.dismiss(currentUser(request).id, request.params.id, request.body),
  );

  api.post(
    `${base}/:id/schedule`,
    {
      ...secured,
      schema: {
        tags,
        security,
        summary: 'Schedule a recommendation to be applied at a future time (before it expires)',
        params: idParams,
        body: scheduleInput,
        response: { 200: recommendationViewSchema, ...actErrors },
      },
    },
    async (request) => service.schedule(currentUser(request).id, request.params.id, request.body),
  );

  api.post(
    `${base}/:id/unschedule`,
    {
      ...secured,
      schema: {
        tags,
        security,
        summary: 'Cancel the schedule of a SCHEDULED recommendation: it is PENDING again',
        params: idParams,
        response: { 200: recommendationViewSchema, ...actErrors },
      },
    },
    async (request) => service.unschedule(currentUser(request).id, request.params.id),
  );

  api.post(
    `${base}/:id/revert`,
    {
      ...secured,
      schema: {
        tags,
        security,
        summary: 'Undo an implemented change within 7 days, while nothing has changed it since',
        params: idParams,
        response: { 200: recommendationViewSchema, ...revertErrors },
      },
    },
    async (request) => service.revert(currentUser(request).id, request.params.id),
  );

  api.post(
    `${base}/batch`,
    {
      ...secured,
      schema: {
        tags,
        security,
        summary: 'Accept or dismiss several recommendations: a result per id and the counts',
        body: batchInput,
        response: { 200: batchResultSchema, ...errors },
      },
    },
    async (request) => service.batch(currentUser(request).id, request.body),
  );

  api.get(
    '/optimization/summary',
    {
      ...secured,
      schema: {
        tags,
        security,
        summary: 'Header stats: open recommendations, high priority, potential impact',
        response: { 200: headerSummarySchema, 401: apiErrorSchema },
      },
    },
    async (request) => service.headerSummary(currentUser(request).id),
  );

  api.get(
    '/optimization/types',
    {
      ...secured,
      schema: {
        tags,
        security,
        summary: 'The recommendation types with their label, category, risk and meaning',
        response: { 200: recommendationTypesSchema, 401: apiErrorSchema },
      },
    },
    async () => recommendationTypes.map((type) => ({ type, ...RECOMMENDATION_TYPE_INFO[type] })),
  );

  api.get(
    '/optimization/export',
    {
      ...secured,
      schema: {
        tags,
        security,
        summary: "Download the range's recommendations as CSV, Excel or PDF",
        description: "Sent as an attachment named 'optimization-recommendations.{format}'.",
        querystring: optimizationExportQuery,
        response: {
          200: {
            description: 'The file',
            content: {
              [exportMediaTypes.csv]: { schema: file },
              [exportMediaTypes.xlsx]: { schema: file },
              [exportMediaTypes.pdf]: { schema: file },
            },
          },
          ...errors,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { format, timeRange } = request.query;
      const userId = currentUser(request).id;
      // Shares the analytics exports' cap per user (decision 169); the file is rendered in a worker thread.
      return sendDownload(reply, await deps.expensiveWork.run('export', userId, () => service.exportFile(userId, format, timeRange)));
    },
  );
}
