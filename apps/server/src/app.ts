/**
 * buildApp(deps): the whole HTTP application, with every side effect (database, clock, mail,
 * outbound HTTP) handed in, so tests build it on a fresh database with local fakes. Never listens.
 */
import Fastify, { type FastifyReply, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { createCipher } from './lib/crypto.ts';
import { registerAdRoutes } from './modules/ads/ads.routes.ts';
import { createAdsService } from './modules/ads/ads.service.ts';
import { createAiCallLog } from './modules/ai-calls/ai-calls.service.ts';
import { registerAiSettingsRoutes } from './modules/ai-settings/ai-settings.routes.ts';
import { createAiSettingsService } from './modules/ai-settings/ai-settings.service.ts';
import { registerAuthRoutes } from './modules/auth/auth.routes.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { registerFacebookAuthRoutes } from './modules/auth/facebook-auth.routes.ts';
import { registerCampaignRoutes } from './modules/campaigns/campaigns.routes.ts';
import { createCampaignsService } from './modules/campaigns/campaigns.service.ts';
import { registerDashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { createDashboardService } from './modules/dashboard/dashboard.service.ts';
import { registerGenerationRoutes } from './modules/generation/generation.routes.ts';
import { createGenerationService } from './modules/generation/generation.service.ts';
import { registerHealthRoutes } from './modules/health/health.routes.ts';
import { registerPublicConfigRoutes } from './modules/public-config/public-config.routes.ts';
import { registerUploadRoutes } from './modules/uploads/uploads.routes.ts';
import { registerAuthentication } from './plugins/authenticate.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { createRateLimiter, type RateLimiter } from './plugins/rate-limit.ts';
import { registerWebApp } from './plugins/web-app.ts';
import { type AiRegistry, createAiRegistry } from './providers/ai/registry.ts';
import type { Mailer } from './providers/mail/mailer.ts';
import type { Storage } from './providers/storage/storage.ts';
import { createStorage } from './providers/storage/storage-config.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  mailer: Mailer;
  /** Encrypts secrets at rest; see lib/app-secret.ts. */
  appSecret: string;
  clock?: () => Date;
  /** Outbound HTTP for third-party APIs (Facebook); tests pass the global fetch pointed at local fakes. */
  fetch?: typeof fetch;
  rateLimiter?: RateLimiter;
  /** Media files; defaults to the configured driver (DATA_DIR/media or S3). */
  storage?: Storage;
  /** AI providers; defaults to the registry of the configured providers. Tests pass one aimed at local fakes. */
  ai?: AiRegistry;
  logger?: FastifyServerOptions['logger'];
  webDist?: string;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

export async function buildApp(deps: AppDeps) {
  const app = Fastify({
    logger: deps.logger ?? false,
    trustProxy: deps.config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: false,
    // A URL that cannot be decoded never reaches the router; answer it in the one error shape too.
    frameworkErrors: (_error, _request, reply) =>
      (reply as FastifyReply).status(400).send({ code: 'VALIDATION_ERROR', message: 'Invalid request URL.' }),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    reply.header('x-content-type-options', 'nosniff');
  });
  registerErrorHandler(app);
  await registerOpenApi(app);

  const clock = deps.clock ?? (() => new Date());
  const rateLimiter = deps.rateLimiter ?? createRateLimiter({ db: deps.database.db, disabled: deps.config.RATE_LIMIT_DISABLED });
  const cipher = createCipher(deps.appSecret);
  const storage = deps.storage ?? createStorage(deps.config);
  const auth = createAuthService({ db: deps.database.db, clock, mailer: deps.mailer, config: deps.config });
  registerAuthentication(app, auth.resolveSession);
  const campaigns = createCampaignsService({ db: deps.database.db, clock });
  const ai = deps.ai ?? createAiRegistry(deps.config);
  const aiCalls = createAiCallLog({ db: deps.database.db, clock });
  const aiSettings = createAiSettingsService({
    db: deps.database.db,
    cipher,
    ai,
    clock,
    onUndecryptable: (userId, provider) => app.log.warn({ userId, provider }, 'stored AI key does not decrypt (APP_SECRET changed?)'),
  });
  const ads = createAdsService({
    db: deps.database.db,
    clock,
    campaigns,
    onContentSelected: (tx, content) => aiCalls.markContentSelected(tx, content),
  });
  const generation = createGenerationService({
    db: deps.database.db,
    clock,
    storage,
    ai,
    aiSettings,
    aiCalls,
    campaigns,
    ads,
    warn: (err, what) => app.log.warn({ err }, `${what} failed`),
  });
  const dashboard = createDashboardService({ db: deps.database.db, clock, campaigns, ads });

  await app.register(
    async (api) => {
      registerHealthRoutes(api, deps.database);
      registerPublicConfigRoutes(api, deps.config);
      registerUploadRoutes(api, { storage });
      registerAuthRoutes(api, { auth, rateLimiter });
      registerFacebookAuthRoutes(api, {
        auth,
        config: deps.config,
        cipher,
        clock,
        fetch: deps.fetch ?? globalThis.fetch,
      });
      registerCampaignRoutes(api, { campaigns });
      registerAdRoutes(api, { ads });
      registerGenerationRoutes(api, { generation });
      registerAiSettingsRoutes(api, { aiSettings });
      registerDashboardRoutes(api, { dashboard });
    },
    { prefix: '/api' },
  );

  if (deps.webDist) await registerWebApp(app, deps.webDist);
  return app;
}
