/**
 * buildApp(deps): the whole HTTP application, with every side effect (database, clock, mail,
 * outbound HTTP) handed in, so tests build it on a fresh database with local fakes. Never listens.
 */
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyReply } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from './app-deps.ts';
import { composeModules } from './compose/compose.ts';
import { registerAdLibraryRoutes } from './modules/ad-library/ad-library.routes.ts';
import { registerAdRoutes } from './modules/ads/ads.routes.ts';
import { registerAiSettingsRoutes } from './modules/ai-settings/ai-settings.routes.ts';
import { registerAnalyticsExportRoutes, registerAnalyticsRoutes } from './modules/analytics/index.ts';
import { registerAuthRoutes } from './modules/auth/auth.routes.ts';
import { registerFacebookAuthRoutes } from './modules/auth/facebook-auth.routes.ts';
import { registerAudienceParseRoutes } from './modules/campaigns/audience-parser/audience-parse.routes.ts';
import { registerCampaignRoutes } from './modules/campaigns/campaigns.routes.ts';
import { registerCreativeScoreRoutes } from './modules/creative/index.ts';
import { registerCreativeTagRoutes } from './modules/creative/tag.routes.ts';
import { registerDashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { registerDsaRoutes } from './modules/facebook/dsa.routes.ts';
import { registerFacebookRoutes } from './modules/facebook/facebook.routes.ts';
import { registerTargetingRoutes } from './modules/facebook/targeting.routes.ts';
import { registerGenerationRoutes } from './modules/generation/generation.routes.ts';
import { registerHealthRoutes } from './modules/health/health.routes.ts';
import { registerNotificationRoutes } from './modules/notifications/notifications.routes.ts';
import { registerEngineRunRoutes } from './modules/optimization/engine-run/engine-run.routes.ts';
import { registerRecommendationRoutes } from './modules/optimization/recommendations.routes.ts';
import { registerResultsRoutes } from './modules/optimization/results/results.routes.ts';
import { registerPublicConfigRoutes } from './modules/public-config/public-config.routes.ts';
import { registerUploadRoutes } from './modules/uploads/uploads.routes.ts';
import { registerAuthentication } from './plugins/authenticate.ts';
import { clientErrorHandler } from './plugins/client-errors.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerWebApp } from './plugins/web-app.ts';

export type { AppDeps } from './app-deps.ts';

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
    // What Node's HTTP parser refuses never becomes a request; it is answered on the socket.
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerErrorHandler(app);
  await registerSecurityHeaders(app, {
    publicUrl: deps.config.PUBLIC_URL,
    mediaPublicUrl: deps.config.S3_PUBLIC_URL,
    webDist: deps.webDist,
  });
  await registerOpenApi(app);
  // Cookies only bind a Facebook flow to its browser (decision 167); the API itself signs in with bearer tokens.
  await app.register(fastifyCookie);

  // Every module, built in dependency order with what it needs (compose/compose.ts, decision 171).
  const m = await composeModules(deps, app.log);
  registerAuthentication(app, m.auth.resolveSession);

  await app.register(
    async (api) => {
      registerHealthRoutes(api, deps.database, { facebookApi: m.apiVersion.check });
      registerPublicConfigRoutes(api, deps.config);
      registerUploadRoutes(api, { storage: m.storage, media: m.media });
      registerAuthRoutes(api, { auth: m.auth, rateLimiter: m.rateLimiter });
      registerFacebookAuthRoutes(api, {
        auth: m.auth,
        config: deps.config,
        rateLimiter: m.rateLimiter,
        cipher: m.cipher,
        clock: m.clock,
        fetch: m.fetch,
        onGraphAnswer: m.apiVersion.observe,
        onLinked: m.facebook.connection.linked,
      });
      registerFacebookRoutes(api, { ...m.facebook, ads: m.ads });
      registerDsaRoutes(api, { dsa: m.facebook.dsa });
      registerTargetingRoutes(api, { targeting: m.facebook.targeting });
      registerAdLibraryRoutes(api, { adLibrary: m.facebook.adLibrary, searchArchive: m.facebook.searchArchive });
      registerCampaignRoutes(api, { campaigns: m.campaigns });
      registerAudienceParseRoutes(api, { audienceParse: m.audienceParse });
      registerAdRoutes(api, { ads: m.ads });
      registerCreativeTagRoutes(api);
      registerGenerationRoutes(api, { generation: m.generation });
      registerAiSettingsRoutes(api, { aiSettings: m.aiSettings });
      registerDashboardRoutes(api, { dashboard: m.dashboard });
      registerAnalyticsRoutes(api, { analytics: m.analytics, expensiveWork: m.expensiveWork });
      registerAnalyticsExportRoutes(api, { analytics: m.analytics, expensiveWork: m.expensiveWork });
      registerCreativeScoreRoutes(api, { creativeScore: m.creativeScore });
      registerRecommendationRoutes(api, { recommendations: m.recommendations, expensiveWork: m.expensiveWork });
      registerEngineRunRoutes(api, {
        engineRun: m.optimization.engineRun,
        settings: m.optimization.settings,
        clock: m.clock,
        expensiveWork: m.expensiveWork,
      });
      registerResultsRoutes(api, { db: deps.database.db, clock: m.clock });
      registerNotificationRoutes(api, { notifications: m.notifications });
    },
    { prefix: '/api' },
  );

  app.addHook('onReady', () => m.jobs.start());
  app.addHook('onClose', () => m.jobs.stop());
  if (deps.webDist) await registerWebApp(app, deps.webDist);
  return app;
}
