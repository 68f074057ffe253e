/** POST /api/creative/score: the wizard's variations scored from the account's own results by tag (decision 185). */
import { creativeScoreBody, creativeScoreSchema } from '@ads-creative/contracts/creative-score';
import { apiErrorSchema } from '@ads-creative/contracts/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../../plugins/authenticate.ts';
import type { CreativeScoreService } from './score.service.ts';

export function registerCreativeScoreRoutes(app: FastifyInstance, deps: { creativeScore: CreativeScoreService }) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/creative/score',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['creative'],
        security: [{ bearer: [] }],
        summary: "Score ad variations before saving, from the account's own results by creative tag",
        body: creativeScoreBody,
        response: { 200: creativeScoreSchema, 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => deps.creativeScore.score(currentUser(request).id, request.body),
  );
}
