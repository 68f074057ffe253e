/**
 * /api/facebook/ad-accounts/dsa and /api/facebook/ad-accounts/{id}/dsa (decision 180): who benefits from and
 * who pays for the ads of each ad account shown in the EU, which Settings shows and saves.
 */
import { apiErrorSchema } from '@ads-creative/contracts/errors';
import { adAccountDsaSchema, dsaBody } from '@ads-creative/contracts/publishing-rules';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/authenticate.ts';
import type { AdAccountDsaStore } from './ad-account-dsa.ts';

const accountParams = z.object({
  id: z
    .string()
    .regex(/^(act_)?\d{1,20}$/, 'The ad account id is digits (optionally act_).')
    .transform((v) => v.replace(/^act_/, '')),
});

export function registerDsaRoutes(app: FastifyInstance, deps: { dsa: AdAccountDsaStore }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const e = apiErrorSchema;
  const common = { tags: ['facebook'], security: [{ bearer: [] }] };

  api.get(
    '/facebook/ad-accounts/dsa',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: 'Who benefits from and who pays for ads shown in the EU, per listed ad account (null: not set)',
        response: { 200: z.object({ items: z.array(adAccountDsaSchema) }), 401: e },
      },
    },
    async (request) => ({ items: await deps.dsa.list(currentUser(request).id) }),
  );

  api.put(
    '/facebook/ad-accounts/:id/dsa',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: "Set who benefits from and who pays for this ad account's ads shown in the EU (dsa_beneficiary, dsa_payor)",
        params: accountParams,
        body: dsaBody,
        response: { 200: adAccountDsaSchema, 400: e, 401: e, 404: e },
      },
    },
    async (request) => deps.dsa.save(currentUser(request).id, request.params.id, request.body),
  );
}
