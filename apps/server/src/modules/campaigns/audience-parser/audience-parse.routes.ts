/** POST /api/campaigns/targeting/parse: a structured targeting read from the free-text audience (decision 179). */
import { apiErrorSchema } from '@ads-creative/contracts/errors';
import { parsedTargetingSchema, parseTargetingBody } from '@ads-creative/contracts/targeting-parse';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../../plugins/authenticate.ts';
import type { AudienceParseService } from './audience-parse.service.ts';

/** A Facebook search may fail: the token refused (409 reconnect), throttled (429), Facebook down (502). */
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 409: apiErrorSchema, 429: apiErrorSchema, 502: apiErrorSchema };

export function registerAudienceParseRoutes(app: FastifyInstance, deps: { audienceParse: AudienceParseService }) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/campaigns/targeting/parse',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['campaigns'],
        security: [{ bearer: [] }],
        summary: 'Read a targeting from a free-text audience (places and interests looked up on Facebook when connected)',
        body: parseTargetingBody,
        response: { 200: parsedTargetingSchema, ...errors },
      },
    },
    async (request) => deps.audienceParse.parse(currentUser(request).id, request.body),
  );
}
