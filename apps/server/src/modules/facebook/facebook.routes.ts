/**
 * /api/facebook/*: the connection (status, ad accounts, pages, choice, disconnect) and the insights
 * sync; /api/ads/{id}/publish, /facebook-status and /metrics: an ad on Facebook and its numbers.
 * Connecting itself (POST /api/facebook/connect and the OAuth callback) lives with Facebook login.
 */
import { adSchema } from '@ads-creative/contracts/ads';
import { apiErrorSchema } from '@ads-creative/contracts/errors';
import {
  adAccountSchema,
  chooseConnectionBody,
  connectionSchema,
  facebookStatusBody,
  pageSchema,
  publishBody,
  syncRunSchema,
  syncStatusSchema,
} from '@ads-creative/contracts/facebook';
import { adMetricsQuery, adMetricsSchema } from '@ads-creative/contracts/metrics';
import { idParams } from '@ads-creative/contracts/paging';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/authenticate.ts';
import type { AdsService } from '../ads/ads.service.ts';
import type { MetricsService } from '../metrics/metrics.service.ts';
import type { ConnectionService } from './connection.service.ts';
import type { SyncRunRow } from './facebook.repo.ts';
import type { PublishService } from './publish/publish.service.ts';
import type { SyncService } from './sync/sync.service.ts';

interface Deps {
  connection: ConnectionService;
  publishing: PublishService;
  sync: SyncService;
  ads: AdsService;
  metrics: MetricsService;
}

const e = apiErrorSchema;
const runView = (r: SyncRunRow) => ({
  id: r.id,
  status: r.status as 'queued' | 'running' | 'succeeded' | 'failed',
  jobId: r.jobId,
  since: r.since,
  until: r.until,
  rows: r.rows,
  error: r.error,
  createdAt: r.createdAt.toISOString(),
  finishedAt: r.finishedAt?.toISOString() ?? null,
  resumesAt: r.resumesAt?.toISOString() ?? null,
});

export function registerFacebookRoutes(app: FastifyInstance, deps: Deps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const secured = { onRequest: app.authenticate };
  const tags = ['facebook'];
  const security = [{ bearer: [] }];
  const user = (request: Parameters<typeof currentUser>[0]) => currentUser(request).id;
  // Calls that reach Facebook can also answer its refusals: reconnect (409), rate limit (429), its failure (502).
  const facebookErrors = { 400: e, 401: e, 403: e, 409: e, 429: e, 502: e };

  api.get(
    '/facebook/connection',
    {
      ...secured,
      schema: {
        tags,
        security,
        summary: "The user's Facebook connection: token, ad account, page, reconnect prompt",
        response: { 200: connectionSchema, 401: e },
      },
    },
    async (request) => deps.connection.status(user(request)),
  );

  api.get(
    '/facebook/ad-accounts',
    {
      ...secured,
      schema: {
        tags,
        security,
        summary: 'Ad accounts the Facebook login can use (disabled ones marked)',
        response: { 200: z.array(adAccountSchema), ...facebookErrors },
      },
    },
    async (request) => deps.connection.adAccounts(user(request)),
  );

  api.get(
    '/facebook/pages',
    {
      ...secured,
      schema: { tags, security, summary: 'Facebook pages the login manages', response: { 200: z.array(pageSchema), ...facebookErrors } },
    },
    async (request) => deps.connection.pages(user(request)),
  );

  api.put(
    '/facebook/connection',
    {
      ...secured,
      schema: {
        tags,
        security,
        summary: 'Choose the ad account and page to publish with (checked against Facebook)',
        body: chooseConnectionBody,
        response: { 200: connectionSchema, ...facebookErrors },
      },
    },
    async (request) => deps.connection.choose(user(request), request.body),
  );

  api.delete(
    '/facebook/connection',
    {
      ...secured,
      schema: { tags, security, summary: 'Disconnect Facebook (the stored token is erased)', response: { 204: z.null(), 401: e } },
    },
    async (request, reply) => {
      await deps.connection.disconnect(user(request));
      return reply.status(204).send(null);
    },
  );

  api.post(
    '/facebook/sync',
    {
      ...secured,
      schema: {
        tags,
        security,
        summary: "Sync now: queue an insights sync of the user's ad account (answers at once)",
        response: { 202: syncRunSchema, 400: e, 401: e },
      },
    },
    async (request, reply) => reply.status(202).send(runView(await deps.sync.request(user(request)))),
  );

  api.get(
    '/facebook/sync',
    {
      ...secured,
      schema: { tags, security, summary: 'The last insights sync: status, rows, error', response: { 200: syncStatusSchema, 401: e } },
    },
    async (request) => {
      const last = await deps.sync.lastRun(user(request));
      return { lastRun: last ? runView(last) : null };
    },
  );

  api.post(
    '/ads/:id/publish',
    {
      ...secured,
      schema: {
        tags,
        security,
        summary: 'Publish a DRAFT ad with a selected content to Facebook (delivery ACTIVE or PAUSED). Returns the ad.',
        params: idParams,
        body: publishBody,
        response: { 200: adSchema, ...facebookErrors, 404: e },
      },
    },
    async (request) => {
      await deps.publishing.publish(user(request), request.params.id, request.body.delivery);
      return deps.ads.get(user(request), request.params.id);
    },
  );

  api.post(
    '/ads/:id/facebook-status',
    {
      ...secured,
      schema: {
        tags,
        security,
        summary: "Start or pause a published ad's delivery on Facebook. Returns the ad.",
        params: idParams,
        body: facebookStatusBody,
        response: { 200: adSchema, ...facebookErrors, 404: e },
      },
    },
    async (request) => {
      await deps.publishing.setDelivery(user(request), request.params.id, request.body.status);
      return deps.ads.get(user(request), request.params.id);
    },
  );

  api.get(
    '/ads/:id/metrics',
    {
      ...secured,
      schema: {
        tags,
        security,
        summary: "An ad's daily performance and totals over a time range",
        params: idParams,
        querystring: adMetricsQuery,
        response: { 200: adMetricsSchema, 400: e, 401: e, 404: e },
      },
    },
    async (request) => {
      await deps.ads.get(user(request), request.params.id);
      return deps.metrics.adMetrics(user(request), request.params.id, request.query.timeRange);
    },
  );
}
