/** Liveness (`/api/health`: the process answers) and readiness (`/api/ready`: the database answers). */

import { apiErrorSchema } from '@ads-creative/contracts/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';

export function registerHealthRoutes(app: FastifyInstance, database: Database) {
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
        summary: 'Readiness: the database answers (503 while it does not)',
        response: { 200: z.object({ status: z.literal('ready'), database: z.string() }), 503: apiErrorSchema },
      },
    },
    async (_request, reply) => {
      try {
        await database.ping();
        return { status: 'ready' as const, database: database.kind };
      } catch {
        return reply.status(503).send({ code: 'SERVICE_UNAVAILABLE', message: 'Database unreachable' });
      }
    },
  );
}
