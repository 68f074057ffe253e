/**
 * AI generation over HTTP (spec 1 §7): POST /api/ads/generate, /api/ads/save-existing,
 * /api/ads/{id}/generate-content and /api/ads/extract-from-library.
 */
import { adContentSchema } from '@ads-creative/contracts/ads';
import { apiErrorSchema } from '@ads-creative/contracts/errors';
import {
  extractedItemSchema,
  extractFromLibraryBody,
  generateAdBody,
  generateAdResponse,
  generateContentBody,
  generationMessages,
  saveExistingAdBody,
  saveExistingAdResponse,
} from '@ads-creative/contracts/generation';
import { messages } from '@ads-creative/contracts/messages';
import { idParams } from '@ads-creative/contracts/paging';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/authenticate.ts';
import type { GenerationService } from './generation.service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };
const providerErrors = { 422: apiErrorSchema, 429: apiErrorSchema, 502: apiErrorSchema };

/** Aborted when the client goes away before the answer is sent, so provider calls stop and nothing is saved. */
function clientGone(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}

export function registerGenerationRoutes(app: FastifyInstance, deps: { generation: GenerationService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { generation } = deps;
  const secured = { onRequest: app.authenticate };
  const tags = ['ai generation'];
  const security = [{ bearer: [] }];

  api.post(
    '/ads/generate',
    {
      ...secured,
      schema: {
        tags,
        security,
        summary: 'Generate 1 to 5 ad variations (copy, and an image each unless mediaFileUrl is given) into an unsaved preview',
        description: [
          'Answers the preview ad (`adId`, never listed or counted until saved with /ads/save-existing) and its variations',
          '(`id` = content id, `body` = primary text). Images: 1200x628 for WEBSITE_CONVERSION_AD, 1080x1080 otherwise.',
          `400 '${generationMessages.enterPromptContent}' without a prompt or link; 400 '${generationMessages.invalidAdLink}' for a link`,
          'that is not a Facebook Ad Library link; 404 for a campaign that is not yours. A provider without a key: 422',
          'PROVIDER_NOT_CONFIGURED. Provider failures: 400 (the provider refused the request), 429 with Retry-After, 502 BAD_GATEWAY (bad key, time-out, bad',
          "output, provider down); the message names the provider and what to do, never the provider's own words. Nothing is saved when any call fails.",
          "413 PAYLOAD_TOO_LARGE when the pictures would take the user's media over MEDIA_QUOTA_BYTES.",
        ].join(' '),
        body: generateAdBody,
        response: { 200: generateAdResponse, ...errors, ...providerErrors, 413: apiErrorSchema },
      },
    },
    async (request, reply) => generation.generate(currentUser(request).id, request.body, clientGone(reply)),
  );

  api.post(
    '/ads/save-existing',
    {
      ...secured,
      schema: {
        tags,
        security,
        summary: 'Save the chosen (possibly edited) variation as the ad',
        description: [
          'With `adId` (the preview from /ads/generate): the preview becomes a saved DRAFT ad with the variation as its',
          'headline, primary text, description, call to action and media; all generated contents are kept and the chosen',
          'one (by `selectedVariation.id`, else by its text, else added) is the only selected one, with the edited text.',
          'Without `adId`, the preview holding `selectedVariation.id` (one of yours) is used; failing that, a new ad whose',
          "single content is the variation. With `targetAdId` (edit mode): that saved ad of yours receives the preview's",
          'contents and call-log rows (the preview is deleted) and the chosen copy and step 1 fields; its status and',
          `created date stay. A saved or foreign adId: 404 '${generationMessages.previewNotFound}'; a missing, foreign or`,
          `unsaved targetAdId: 404 '${messages.adNotFound}'.`,
        ].join(' '),
        body: saveExistingAdBody,
        response: { 200: saveExistingAdResponse, ...errors },
      },
    },
    async (request) => {
      const { adId, ad } = await generation.saveExisting(currentUser(request).id, request.body);
      return { status: 'success' as const, message: generationMessages.saveSuccess, adId, ad };
    },
  );

  api.post(
    '/ads/:id/generate-content',
    {
      ...secured,
      schema: {
        tags,
        security,
        summary: "Generate 3 more text options for a saved ad with the given provider; answers the ad's full content list",
        description: 'The new contents are appended unselected. Provider failures as for /ads/generate.',
        params: idParams,
        body: generateContentBody,
        response: { 200: z.array(adContentSchema), ...errors, ...providerErrors },
      },
    },
    async (request, reply) => generation.generateContent(currentUser(request).id, request.params.id, request.body, clientGone(reply)),
  );

  api.post(
    '/ads/extract-from-library',
    {
      ...secured,
      schema: {
        tags,
        security,
        summary: 'Extract ad copy from Facebook Ad Library links',
        description: `Reads each link's ad with the configured extractor (ScrapeCreators, else the Meta Ad Library API with the user's Facebook). 400 '${generationMessages.needOneLinkToExtract}' without a link, 400 '${generationMessages.invalidAdLink}' for a bad one, 503 NOT_CONFIGURED '${generationMessages.libraryNotConfigured}' when no extractor is set up; any failure opens the wizard's Extraction Failed dialog.`,
        body: extractFromLibraryBody,
        response: {
          200: z.union([extractedItemSchema, z.array(extractedItemSchema)]),
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          429: apiErrorSchema,
          502: apiErrorSchema,
          503: apiErrorSchema,
        },
      },
    },
    async (request) => generation.extractFromLibrary(currentUser(request).id, request.body.adLinks),
  );
}
