/**
 * `/api/public/config`: the operator-set facts the public pages need without signing in — the
 * contact address the legal pages print (CONTACT_EMAIL) and whether Facebook login is available.
 */
import { publicConfigResponse } from '@ads-creative/contracts/public-config';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Config, facebookConfigured } from '../../config.ts';

export function registerPublicConfigRoutes(app: FastifyInstance, config: Config) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/public/config',
    {
      schema: {
        tags: ['public'],
        summary: 'The contact address and sign-in methods the public pages show',
        response: { 200: publicConfigResponse },
      },
    },
    async () => ({
      contactEmail: config.CONTACT_EMAIL,
      facebookLogin: facebookConfigured(config),
    }),
  );
}
