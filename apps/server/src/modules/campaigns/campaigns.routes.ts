/** /api/campaigns: the signed-in user's campaigns (spec 1 §7). */
import { campaignPage, campaignSchema, createCampaignBody, updateCampaignBody } from '@ads-creative/contracts/campaigns';
import { apiErrorSchema } from '@ads-creative/contracts/errors';
import { idParams, pageQuery } from '@ads-creative/contracts/paging';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/authenticate.ts';
import type { CampaignsService } from './campaigns.service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };
/** A published campaign's edit reaches Facebook first: its refusals (decision 086), and a publish or edit in progress (409). */
const editErrors = { ...errors, 403: apiErrorSchema, 409: apiErrorSchema, 429: apiErrorSchema, 502: apiErrorSchema };

export function registerCampaignRoutes(app: FastifyInstance, deps: { campaigns: CampaignsService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { campaigns } = deps;
  // onRequest, not preHandler: a missing session answers 401 before the body or path is validated.
  const secured = { onRequest: app.authenticate };
  const tags = ['campaigns'];
  const security = [{ bearer: [] }];

  api.get(
    '/campaigns',
    {
      ...secured,
      schema: {
        tags,
        security,
        summary: 'Campaigns, newest first, paged',
        querystring: pageQuery(),
        response: { 200: campaignPage, ...errors },
      },
    },
    async (request) => campaigns.list(currentUser(request).id, request.query),
  );

  api.post(
    '/campaigns',
    {
      ...secured,
      schema: { tags, security, summary: 'Create a campaign', body: createCampaignBody, response: { 201: campaignSchema, ...errors } },
    },
    async (request, reply) => reply.status(201).send(await campaigns.create(currentUser(request).id, request.body)),
  );

  api.get(
    '/campaigns/:id',
    { ...secured, schema: { tags, security, summary: 'One campaign', params: idParams, response: { 200: campaignSchema, ...errors } } },
    async (request) => campaigns.get(currentUser(request).id, request.params.id),
  );

  api.put(
    '/campaigns/:id',
    {
      ...secured,
      schema: {
        tags,
        security,
        summary: 'Edit a campaign (absent fields stay as they are; a published one changes on Facebook first)',
        params: idParams,
        body: updateCampaignBody,
        response: { 200: campaignSchema, ...editErrors },
      },
    },
    async (request) => campaigns.update(currentUser(request).id, request.params.id, request.body),
  );

  api.delete(
    '/campaigns/:id',
    {
      ...secured,
      schema: { tags, security, summary: 'Delete a campaign and its ads', params: idParams, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await campaigns.remove(currentUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
