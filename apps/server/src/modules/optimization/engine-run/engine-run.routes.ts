/** GET|PUT /api/optimization/settings and POST /api/optimization/recommendations/refresh (spec 2 §3, §7; issue 10). */
import { apiErrorSchema } from '@ads-creative/contracts/errors';
import {
  optimizationSettingsInput,
  optimizationSettingsSchema,
  recommendationsSummarySchema,
  recommendationTypes,
} from '@ads-creative/contracts/optimization';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../../plugins/authenticate.ts';
import type { ExpensiveWork } from '../../../plugins/expensive-work.ts';
import type { SettingsRepo } from '../settings.repo.ts';
import type { EngineRunService } from './engine-run.service.ts';

/** The settings as answered: the contract's shape without its input transform (de-duplication), which cannot encode. */
const settingsAnswer = optimizationSettingsSchema.extend({ excludedTypes: z.array(z.enum(recommendationTypes)) });

export function registerEngineRunRoutes(
  app: FastifyInstance,
  deps: { engineRun: EngineRunService; settings: SettingsRepo; clock: () => Date; expensiveWork: ExpensiveWork },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const secured = { onRequest: app.authenticate };
  const tags = ['optimization'];
  const security = [{ bearer: [] }];

  api.get(
    '/optimization/settings',
    {
      ...secured,
      schema: {
        tags,
        security,
        summary: "The user's optimization settings (the defaults until saved)",
        response: { 200: settingsAnswer, 401: apiErrorSchema },
      },
    },
    async (request) => deps.settings.get(currentUser(request).id),
  );

  api.put(
    '/optimization/settings',
    {
      ...secured,
      schema: {
        tags,
        security,
        summary: 'Saves frequency, minConfidence, autoAccept and excludedTypes (targetRoi and maxBudgetStepPercent optional)',
        body: optimizationSettingsInput,
        response: { 200: settingsAnswer, 400: apiErrorSchema, 401: apiErrorSchema, 413: apiErrorSchema },
      },
    },
    async (request) => deps.settings.put(currentUser(request).id, request.body, deps.clock()),
  );

  api.post(
    '/optimization/recommendations/refresh',
    {
      ...secured,
      schema: {
        tags,
        security,
        summary: 'Runs the optimization engine for the user now and answers the summary of the open recommendations',
        response: { 200: recommendationsSummarySchema, 401: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    // A run of the engine over the whole account: one at a time per user, and a window (decision 169).
    async (request) => {
      const userId = currentUser(request).id;
      return deps.expensiveWork.run('refresh', userId, () => deps.engineRun.refresh(userId));
    },
  );
}
