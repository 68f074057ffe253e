/** GET /api/optimization/history and /api/optimization/categories: the Performance and By Category tabs from real data. */
import { apiErrorSchema } from '@ads-creative/contracts/errors';
import { categoryStatsSchema, historyQuery, historySchema } from '@ads-creative/contracts/optimization';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { currentUser } from '../../../plugins/authenticate.ts';
import { categoryStats, historyOf } from './outcomes.ts';
import { createResultsRepo } from './results.repo.ts';

const RANGE_DAYS = { '7d': 7, '30d': 30, '90d': 90 } as const;

export function registerResultsRoutes(app: FastifyInstance, deps: { db: Db; clock: () => Date }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const repo = createResultsRepo(deps.db);
  const secured = { onRequest: app.authenticate };
  const tags = ['optimization'];
  const security = [{ bearer: [] }];

  api.get(
    '/optimization/history',
    {
      ...secured,
      schema: {
        tags,
        security,
        summary: 'Implemented recommendations of the range with their measured impact, the average impact and the success rate',
        querystring: historyQuery,
        response: { 200: historySchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const now = deps.clock();
      const since = new Date(now.getTime() - RANGE_DAYS[request.query.range] * 86_400_000);
      return historyOf(await repo.implemented(currentUser(request).id, since, now), request.query.limit);
    },
  );

  api.get(
    '/optimization/categories',
    {
      ...secured,
      schema: {
        tags,
        security,
        summary: "Each category's open, high-priority and implemented recommendations and their average measured impact",
        response: { 200: z.array(categoryStatsSchema), 401: apiErrorSchema },
      },
    },
    async (request) => categoryStats(await repo.all(currentUser(request).id)),
  );
}
