/**
 * Liveness (`/api/health`: the process answers) and readiness (`/api/ready`: the database answers; Facebook's
 * view of the configured Graph API version shown as a check that may be degraded while the app still serves).
 */

import { apiErrorSchema } from '@ads-creative/contracts/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';

/** A part of the app that works but needs the operator (e.g. a Graph API version Facebook retired). */
const checkSchema = z.object({ status: z.enum(['ok', 'degraded']), detail: z.string().optional() });
type Check = z.infer<typeof checkSchema>;

export function registerHealthRoutes(app: FastifyInstance, database: Database, checks: { facebookApi: () => Check }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/health',
    { schema: { tags: ['health'], summary: 'Liveness: the process answers', response: { 200: z.object({ status: z.literal('ok') }) } } },
    async () => ({
      status: 'ok' as const,
    }),
  );
  api.get(
    '/ready',
    {
      schema: {
        tags: ['health'],
        summary:
          'Readiness: the database answers (503 while it does not); checks.facebookApi is degraded (still 200) once Facebook warned about or refused FACEBOOK_API_VERSION',
        response: {
          200: z.object({ status: z.literal('ready'), database: z.string(), checks: z.object({ facebookApi: checkSchema }) }),
          503: apiErrorSchema,
        },
      },
    },
    async (_request, reply) => {
      try {
        await database.ping();
        return { status: 'ready' as const, database: database.kind, checks: { facebookApi: checks.facebookApi() } };
      } catch {
        return reply.status(503).send({ code: 'SERVICE_UNAVAILABLE', message: 'Database unreachable' });
      }
    },
  );
}
