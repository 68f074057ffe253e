/**
 * /api/facebook/targeting/search and /api/facebook/reach-estimate (decision 178): what the campaign form's
 * targeting editor looks places, interests and languages up with, and its live audience estimate.
 */
import { apiErrorSchema } from '@ads-creative/contracts/errors';
import {
  reachEstimateBody,
  reachEstimateSchema,
  targetingSearchQuery,
  targetingSearchResultSchema,
} from '@ads-creative/contracts/targeting-search';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/authenticate.ts';
import type { TargetingLookup } from './targeting-lookup.ts';

export function registerTargetingRoutes(app: FastifyInstance, deps: { targeting: TargetingLookup }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const e = apiErrorSchema;
  const common = { tags: ['facebook'], security: [{ bearer: [] }] };
  // Both reach Facebook: its refusals come back as reconnect (409), rate limit (429) or its failure (502).
  const facebookErrors = { 400: e, 401: e, 403: e, 409: e, 429: e, 502: e };

  api.get(
    '/facebook/targeting/search',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: "Places (countries, regions, cities), interests or languages from Facebook's targeting search",
        querystring: targetingSearchQuery,
        response: { 200: targetingSearchResultSchema, ...facebookErrors },
      },
    },
    async (request) => ({
      items: await deps.targeting.search(currentUser(request).id, request.query.type, request.query.q),
      sandbox: deps.targeting.sandbox,
    }),
  );

  api.post(
    '/facebook/reach-estimate',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: "How many people a targeting reaches, from the ad account's reach estimate (too narrow below 1,000)",
        body: reachEstimateBody,
        response: { 200: reachEstimateSchema, ...facebookErrors },
      },
    },
    async (request) => deps.targeting.reachEstimate(currentUser(request).id, request.body.targeting, request.body.adAccountId),
  );
}
