/** /api/dashboard: overview data and the per-user dashboard configuration (spec 1 §3, §7). */

import { dashboardConfigSchema, dashboardSchema } from '@ads-creative/contracts/dashboard';
import { apiErrorSchema } from '@ads-creative/contracts/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/authenticate.ts';
import type { DashboardService } from './dashboard.service.ts';

export function registerDashboardRoutes(app: FastifyInstance, deps: { dashboard: DashboardService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { dashboard } = deps;
  // onRequest, not preHandler: a missing session answers 401 before the body or path is validated.
  const secured = { onRequest: app.authenticate };
  const tags = ['dashboard'];
  const security = [{ bearer: [] }];

  api.get(
    '/dashboard',
    {
      ...secured,
      schema: {
        tags,
        security,
        summary: 'Counts, total spend and where its numbers come from, 5 newest campaigns and 5 newest ads',
        response: { 200: dashboardSchema, 401: apiErrorSchema },
      },
    },
    async (request) => dashboard.get(currentUser(request).id),
  );

  api.get(
    '/dashboard/config',
    {
      ...secured,
      schema: {
        tags,
        security,
        summary: "The user's dashboard configuration ({} until saved)",
        response: { 200: dashboardConfigSchema, 401: apiErrorSchema },
      },
    },
    async (request) => dashboard.getConfig(currentUser(request).id),
  );

  api.post(
    '/dashboard/config',
    {
      ...secured,
      schema: {
        tags,
        security,
        summary: "Replace the user's dashboard configuration (a JSON object, at most 16 KB)",
        body: dashboardConfigSchema,
        response: { 200: dashboardConfigSchema, 400: apiErrorSchema, 401: apiErrorSchema, 413: apiErrorSchema },
      },
    },
    async (request) => dashboard.saveConfig(currentUser(request).id, request.body),
  );
}
