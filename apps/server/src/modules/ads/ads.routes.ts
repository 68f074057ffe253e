/** /api/ads: the signed-in user's ads and their generated text options (spec 1 §7). */
import { adContentSchema, adPage, adSchema, createAdBody, selectContentQuery, updateAdBody } from '@ads-creative/contracts/ads';
import { setAnglesBody, tagsResponse } from '@ads-creative/contracts/creative-tagging';
import { apiErrorSchema } from '@ads-creative/contracts/errors';
import { idParams, MAX_PAGE_SIZE, pageQuery } from '@ads-creative/contracts/paging';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/authenticate.ts';
import type { AdsService } from './ads.service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };

export function registerAdRoutes(app: FastifyInstance, deps: { ads: AdsService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { ads } = deps;
  // onRequest, not preHandler: a missing session answers 401 before the body or path is validated.
  const secured = { onRequest: app.authenticate };
  const tags = ['ads'];
  const security = [{ bearer: [] }];

  api.get(
    '/ads',
    {
      ...secured,
      schema: { tags, security, summary: 'Ads, newest first, paged', querystring: pageQuery(), response: { 200: adPage, ...errors } },
    },
    async (request) => ads.list(currentUser(request).id, request.query),
  );

  api.post(
    '/ads',
    { ...secured, schema: { tags, security, summary: 'Create an ad', body: createAdBody, response: { 201: adSchema, ...errors } } },
    async (request, reply) => reply.status(201).send(await ads.create(currentUser(request).id, request.body)),
  );

  api.get(
    '/ads/campaign/:id',
    {
      ...secured,
      schema: {
        tags,
        security,
        summary: "A campaign's ads, newest first, paged (default size 100)",
        params: idParams,
        querystring: pageQuery(MAX_PAGE_SIZE),
        response: { 200: adPage, ...errors },
      },
    },
    async (request) => ads.listByCampaign(currentUser(request).id, request.params.id, request.query),
  );

  api.get(
    '/ads/:id',
    { ...secured, schema: { tags, security, summary: 'One ad', params: idParams, response: { 200: adSchema, ...errors } } },
    async (request) => ads.get(currentUser(request).id, request.params.id),
  );

  api.put(
    '/ads/:id',
    {
      ...secured,
      schema: {
        tags,
        security,
        summary: 'Edit an ad (absent fields stay as they are)',
        params: idParams,
        body: updateAdBody,
        response: { 200: adSchema, ...errors },
      },
    },
    async (request) => ads.update(currentUser(request).id, request.params.id, request.body),
  );

  api.delete(
    '/ads/:id',
    { ...secured, schema: { tags, security, summary: 'Delete an ad', params: idParams, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await ads.remove(currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  api.get(
    '/ads/:id/contents',
    {
      ...secured,
      schema: {
        tags,
        security,
        summary: "The ad's generated text options",
        params: idParams,
        response: { 200: z.array(adContentSchema), ...errors },
      },
    },
    async (request) => ads.contents(currentUser(request).id, request.params.id),
  );

  api.post(
    '/ads/:id/select-content',
    {
      ...secured,
      schema: {
        tags,
        security,
        summary: 'Select one generated text option; it becomes the headline and primary text. Returns the ad.',
        params: idParams,
        querystring: selectContentQuery,
        response: { 200: adSchema, ...errors },
      },
    },
    async (request) => ads.selectContent(currentUser(request).id, request.params.id, request.query.contentId),
  );

  // The user's angles (decision 183): kept over every re-tag; a content's reach the ad it is selected for, and back.
  api.put(
    '/contents/:id/tags',
    {
      ...secured,
      schema: {
        tags,
        security,
        summary: "Set a content's creative angles (1–3); the tagger never overwrites them. Its ad gets them when it is the selected one.",
        params: idParams,
        body: setAnglesBody,
        response: { 200: tagsResponse, ...errors },
      },
    },
    async (request) => ads.setContentAngles(currentUser(request).id, request.params.id, request.body.angles),
  );

  api.put(
    '/ads/:id/tags',
    {
      ...secured,
      schema: {
        tags,
        security,
        summary: "Set an ad's creative angles (1–3); the tagger never overwrites them. Its selected content gets them too.",
        params: idParams,
        body: setAnglesBody,
        response: { 200: tagsResponse, ...errors },
      },
    },
    async (request) => ads.setAdAngles(currentUser(request).id, request.params.id, request.body.angles),
  );
}
