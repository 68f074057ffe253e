/**
 * Ad Library import (spec 1 §7): /api/meta-ad-library/validate-url and /extract, /api/meta/ads/search
 * and /{id}, /api/scrape-creators/scrape and /scrape-batch, /api/scrape/creators (the advertisers the
 * user imported from) and /api/scrape/creators/{id}/ads.
 */
import {
  type AdArchiveResult,
  adArchiveResultSchema,
  adArchiveSearchQuery,
  adLibraryItemSchema,
  importedCreatorSchema,
  searchTerms,
} from '@ads-creative/contracts/ad-library';
import { AD_LIBRARY_ID } from '@ads-creative/contracts/ad-library-link';
import { apiErrorSchema } from '@ads-creative/contracts/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/authenticate.ts';
import type { AdLibraryService } from './ad-library.service.ts';
import { MAX_BATCH } from './ad-library.service.ts';

const e = apiErrorSchema;
/** An Ad Library id: digits only (it is what the server asks the extractor for). */
const libraryId = z.string().trim().regex(AD_LIBRARY_ID, 'id must be an Ad Library ad id (digits).');
const readErrors = { 400: e, 401: e, 403: e, 404: e, 429: e, 502: e, 503: e };

export function registerAdLibraryRoutes(
  app: FastifyInstance,
  deps: { adLibrary: AdLibraryService; searchArchive: (userId: number, q: string, country: string) => Promise<AdArchiveResult[]> },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const secured = { onRequest: app.authenticate };
  const tags = ['ad-library'];
  const security = [{ bearer: [] }];
  const { adLibrary } = deps;

  api.post(
    '/meta-ad-library/validate-url',
    {
      ...secured,
      schema: {
        tags,
        security,
        summary: 'Check an Ad Library link (https://(www.|m.)facebook.com/ads/library/?id=<digits>) and give its ad id',
        body: z.object({ url: z.string().max(4096) }),
        response: { 200: z.object({ valid: z.boolean(), adId: z.string().optional(), message: z.string().optional() }), 400: e, 401: e },
      },
    },
    async (request) => adLibrary.validate(request.body.url),
  );

  api.post(
    '/meta-ad-library/extract',
    {
      ...secured,
      schema: {
        tags,
        security,
        summary: "Read the ad of an Ad Library link (ScrapeCreators, else the Meta Ad Library API with the user's or the given token)",
        body: z.object({ url: z.string().max(4096), accessToken: z.string().max(1024).optional() }),
        response: { 200: adLibraryItemSchema, ...readErrors },
      },
    },
    async (request) => adLibrary.extract(currentUser(request).id, request.body.url, request.body.accessToken),
  );

  api.get(
    '/meta/ads/search',
    {
      ...secured,
      schema: {
        tags,
        security,
        summary: 'Search the Meta Ad Library (EU/UK-delivered and political ads) with the connected Facebook',
        querystring: adArchiveSearchQuery,
        response: { 200: z.array(adArchiveResultSchema), ...readErrors },
      },
    },
    async (request) => deps.searchArchive(currentUser(request).id, searchTerms(request.query), request.query.country),
  );

  api.get(
    '/meta/ads/:id',
    {
      ...secured,
      schema: {
        tags,
        security,
        summary: 'One Ad Library ad: as imported by this user, else read now',
        params: z.object({ id: libraryId }),
        response: { 200: adLibraryItemSchema, ...readErrors },
      },
    },
    async (request) => adLibrary.get(currentUser(request).id, request.params.id),
  );

  api.get(
    '/scrape-creators/scrape',
    {
      ...secured,
      schema: {
        tags,
        security,
        summary: 'Read one Ad Library ad by id (reused for 24 h)',
        querystring: z.object({ id: libraryId, getTranscript: z.enum(['true', 'false']).optional() }),
        response: { 200: adLibraryItemSchema, ...readErrors },
      },
    },
    async (request) => adLibrary.byId(currentUser(request).id, request.query.id),
  );

  api.post(
    '/scrape-creators/scrape-batch',
    {
      ...secured,
      schema: {
        tags,
        security,
        summary: `Read up to ${MAX_BATCH} Ad Library ads, each with its own result`,
        body: z.object({
          adIds: z.array(libraryId).min(1, 'adIds needs at least one id.').max(MAX_BATCH, `adIds takes at most ${MAX_BATCH} ids.`),
          getTranscript: z.boolean().optional(),
        }),
        response: {
          200: z.object({
            succeeded: z.number().int(),
            failed: z.number().int(),
            results: z.array(
              z.object({
                id: z.string(),
                ok: z.boolean(),
                item: adLibraryItemSchema.optional(),
                error: z.object({ code: z.string(), message: z.string() }).optional(),
              }),
            ),
          }),
          400: e,
          401: e,
        },
      },
    },
    async (request) => {
      const results = await adLibrary.batch(currentUser(request).id, request.body.adIds);
      const succeeded = results.filter((r) => r.ok).length;
      return { succeeded, failed: results.length - succeeded, results };
    },
  );

  api.get(
    '/scrape/creators',
    {
      ...secured,
      schema: {
        tags,
        security,
        summary: 'The advertisers (Facebook pages) the user has imported ads from',
        response: {
          200: z.array(importedCreatorSchema),
          401: e,
        },
      },
    },
    async (request) =>
      (await adLibrary.creators(currentUser(request).id)).map((c) => ({
        ...c,
        lastImportedAt: c.lastImportedAt ? new Date(c.lastImportedAt).toISOString() : null,
      })),
  );

  api.get(
    '/scrape/creators/:id/ads',
    {
      ...secured,
      schema: {
        tags,
        security,
        summary: 'The ads the user imported from one advertiser (page id)',
        params: z.object({ id: libraryId }),
        response: { 200: z.array(adLibraryItemSchema), 400: e, 401: e, 404: e },
      },
    },
    async (request) => adLibrary.adsOfCreator(currentUser(request).id, request.params.id),
  );
}
