/**
 * GET /api/ai-providers[/text|/image]: the providers as the signed-in user sees them (configured by
 * their own key or the server's); GET/PUT /api/user/ai-keys: the user's own keys (write-only) and models.
 */
import { aiProviderSchema } from '@ads-creative/contracts/ai';
import { apiErrorSchema } from '@ads-creative/contracts/errors';
import { aiKeysResponse, updateAiKeyBody } from '@ads-creative/contracts/generation';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/authenticate.ts';
import type { AiSettingsService } from './ai-settings.service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema };
const providerList = z.array(aiProviderSchema);

export function registerAiSettingsRoutes(app: FastifyInstance, deps: { aiSettings: AiSettingsService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { aiSettings } = deps;
  const secured = { onRequest: app.authenticate };
  const security = [{ bearer: [] }];

  for (const [suffix, capability, what] of [
    ['', undefined, 'All AI providers'],
    ['/text', 'text', 'AI providers that write ad copy'],
    ['/image', 'image', 'AI providers that generate images'],
  ] as const) {
    api.get(
      `/ai-providers${suffix}`,
      {
        ...secured,
        schema: {
          tags: ['ai'],
          security,
          summary: `${what}, with whether each is configured for the signed-in user (their key or the server's) and what to set if not. Keys are never returned.`,
          response: { 200: providerList, ...errors },
        },
      },
      async (request) => aiSettings.listProviders(currentUser(request).id, capability),
    );
  }

  api.get(
    '/user/ai-keys',
    {
      ...secured,
      schema: {
        tags: ['ai'],
        security,
        summary: "The user's own provider settings: whether a key is stored (never the key) and model overrides",
        response: { 200: aiKeysResponse, ...errors },
      },
    },
    async (request) => aiSettings.listKeys(currentUser(request).id),
  );

  api.put(
    '/user/ai-keys',
    {
      ...secured,
      schema: {
        tags: ['ai'],
        security,
        summary:
          "Set, replace or remove the user's key and models for one provider. apiKey: a new key; '' or null removes it; absent keeps it (same for model and imageModel). Answers the user's settings for every provider.",
        body: updateAiKeyBody,
        response: { 200: aiKeysResponse, ...errors },
      },
    },
    async (request) => aiSettings.updateKey(currentUser(request).id, request.body),
  );
}
