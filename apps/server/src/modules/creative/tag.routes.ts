/** POST /api/creative/tag: the creative tags the built-in tagger reads in a copy, before anything is saved (decision 183). */
import { tagCopyBody, tagsResponse } from '@ads-creative/contracts/creative-tagging';
import { apiErrorSchema } from '@ads-creative/contracts/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { tagCopy } from './tagger/tag-copy.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema };

export function registerCreativeTagRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/creative/tag',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['creative'],
        security: [{ bearer: [] }],
        summary: 'The creative tags of a copy (angles, hook, length, emoji, call to action, language); nothing is saved',
        body: tagCopyBody,
        response: { 200: tagsResponse, ...errors },
      },
    },
    // Copy not saved yet: no picture (TEXT), no AI provider known.
    async (request) => ({ tags: tagCopy({ ...request.body, format: 'TEXT', provider: null }) }),
  );
}
