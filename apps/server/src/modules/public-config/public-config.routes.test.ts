import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { registerPublicConfigRoutes } from './public-config.routes.ts';

// Built on a bare Fastify so the route is tested on its own, whether or not app.ts mounts it yet.
async function appWith(env: Record<string, string>) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(async (api) => registerPublicConfigRoutes(api, loadConfig({ NODE_ENV: 'test', ...env })), { prefix: '/api' });
  await app.ready();
  return app;
}

describe('GET /api/public/config', () => {
  it('gives the configured contact address and says Facebook login is off without app credentials', async () => {
    const app = await appWith({ CONTACT_EMAIL: 'legal@example.com' });
    const res = await app.inject('/api/public/config');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ contactEmail: 'legal@example.com', facebookLogin: false });
    await app.close();
  });

  it('falls back to the default address and reports Facebook login once both app id and secret are set', async () => {
    const app = await appWith({ FACEBOOK_APP_ID: '123', FACEBOOK_APP_SECRET: 'shh' });
    expect((await app.inject('/api/public/config')).json()).toEqual({ contactEmail: 'privacy@ads-creative.app', facebookLogin: true });
    await app.close();
  });
});
