/**
 * buildApp(deps): the whole HTTP application, with every side effect (database, clock, mail,
 * outbound HTTP) handed in, so tests build it on a fresh database with local fakes. Never listens.
 */
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyReply, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import { createCipher } from './lib/crypto.ts';
import { registerAdLibraryRoutes } from './modules/ad-library/ad-library.routes.ts';
import type { AdLibraryService } from './modules/ad-library/ad-library.service.ts';
import { shownMediaKeys } from './modules/ads/ad-deletion.ts';
import { registerAdRoutes } from './modules/ads/ads.routes.ts';
import { createAdsService } from './modules/ads/ads.service.ts';
import { createAiCallLog } from './modules/ai-calls/ai-calls.service.ts';
import { registerAiSettingsRoutes } from './modules/ai-settings/ai-settings.routes.ts';
import { createAiSettingsService } from './modules/ai-settings/ai-settings.service.ts';
import {
  createAnalyticsReports,
  createAnalyticsService,
  createDataVersions,
  registerAnalyticsExportRoutes,
  registerAnalyticsRoutes,
  registerDataChangesFoldJob,
  usdRates,
} from './modules/analytics/index.ts';
import { registerAuthRoutes } from './modules/auth/auth.routes.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { registerFacebookAuthRoutes } from './modules/auth/facebook-auth.routes.ts';
import { registerCampaignRoutes } from './modules/campaigns/campaigns.routes.ts';
import { createCampaignsService, type PublishedCampaignChange } from './modules/campaigns/campaigns.service.ts';
import { registerDashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { createDashboardService } from './modules/dashboard/dashboard.service.ts';
import { registerFacebookRoutes } from './modules/facebook/facebook.routes.ts';
import { createFacebookModule } from './modules/facebook/facebook-module.ts';
import { registerGenerationRoutes } from './modules/generation/generation.routes.ts';
import { createGenerationService } from './modules/generation/generation.service.ts';
import { registerHealthRoutes } from './modules/health/health.routes.ts';
import { createMediaService } from './modules/media/media.service.ts';
import { registerNotificationRoutes } from './modules/notifications/notifications.routes.ts';
import { createNotificationsService } from './modules/notifications/notifications.service.ts';
import { registerApplyDueJob } from './modules/optimization/apply-due-job.ts';
import { registerEngineRunRoutes } from './modules/optimization/engine-run/engine-run.routes.ts';
import { createEngineRunModule } from './modules/optimization/engine-run/engine-run-module.ts';
import { createPreferences } from './modules/optimization/preferences.ts';
import { createRecommendationsRepo } from './modules/optimization/recommendations.repo.ts';
import { registerRecommendationRoutes } from './modules/optimization/recommendations.routes.ts';
import { createRecommendationsService } from './modules/optimization/recommendations.service.ts';
import { registerResultsRoutes } from './modules/optimization/results/results.routes.ts';
import { registerDeliveryScheduleJob } from './modules/optimization/schedule/delivery-job.ts';
import { registerPublicConfigRoutes } from './modules/public-config/public-config.routes.ts';
import { registerUploadRoutes } from './modules/uploads/uploads.routes.ts';
import { registerAuthentication } from './plugins/authenticate.ts';
import { clientErrorHandler } from './plugins/client-errors.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { createExpensiveWork, type ExpensiveWork } from './plugins/expensive-work.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { createRateLimiter, type RateLimiter } from './plugins/rate-limit.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
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
  /** The caps of exports, comparisons and engine runs; tests pass one to hold a user's slots. */
  expensiveWork?: ExpensiveWork;
  /** Media files; defaults to the configured driver (DATA_DIR/media or S3). */
  storage?: Storage;
  /** AI providers; defaults to the registry of the configured providers. Tests pass one aimed at local fakes. */
  ai?: AiRegistry;
  logger?: FastifyServerOptions['logger'];
  webDist?: string;
  /** Scheduled and retried work; defaults to the in-process runner (server.ts passes pg-boss on PostgreSQL). */
  jobs?: JobQueue;
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

  const clock = deps.clock ?? (() => new Date());
  const rateLimiter = deps.rateLimiter ?? createRateLimiter({ db: deps.database.db, disabled: deps.config.RATE_LIMIT_DISABLED });
  // Exports, comparisons and engine runs: per-user caps in flight and per window (decision 169).
  const expensiveWork = deps.expensiveWork ?? createExpensiveWork(rateLimiter);
  const cipher = createCipher(deps.appSecret);
  const storage = deps.storage ?? createStorage(deps.config);
  const auth = createAuthService({
    db: deps.database.db,
    clock,
    mailer: deps.mailer,
    config: deps.config,
    limitMail: (userId) => rateLimiter.consume({ 'verify-email-mail:account': `user:${userId}` }),
  });
  registerAuthentication(app, auth.resolveSession);
  const media = createMediaService({
    db: deps.database.db,
    storage,
    clock,
    quotaBytes: deps.config.MEDIA_QUOTA_BYTES,
    shownKeys: shownMediaKeys,
    warn: (err, what) => app.log.warn({ err }, `${what} failed`),
  });
  // Made with the Facebook module below; an edit of a published campaign reaches Facebook through it.
  const campaignPush: { current?: PublishedCampaignChange } = {};
  const campaigns = createCampaignsService({
    db: deps.database.db,
    clock,
    media,
    onPublishedChange: (userId, before, after) => (campaignPush.current as PublishedCampaignChange)(userId, before, after),
  });
  const ai = deps.ai ?? createAiRegistry(deps.config);
  const aiCalls = createAiCallLog({ db: deps.database.db, clock });
  // The user's default provider and preferred format, as applied recommendations set them (decision 123).
  const preferences = createPreferences(createRecommendationsRepo(deps.database.db));
  const defaultProvider = async (userId: number) => (await preferences(userId)).defaultProvider;
  const aiSettings = createAiSettingsService({
    db: deps.database.db,
    cipher,
    ai,
    clock,
    defaultProvider,
    onUndecryptable: (userId, provider) => app.log.warn({ userId, provider }, 'stored AI key does not decrypt (APP_SECRET changed?)'),
  });
  const ads = createAdsService({
    db: deps.database.db,
    clock,
    campaigns,
    media,
    onContentSelected: (tx, content) => aiCalls.markContentSelected(tx, content),
  });
  // The Ad Library service is made with the Facebook module below; generation asks it through this.
  const generationImportAd: { current?: AdLibraryService['byId'] } = {};
  const generation = createGenerationService({
    db: deps.database.db,
    clock,
    media,
    ai,
    aiSettings,
    aiCalls,
    campaigns,
    ads,
    warn: (err, what) => app.log.warn({ err }, `${what} failed`),
    importAd: (userId, libraryId) => (generationImportAd.current as AdLibraryService['byId'])(userId, libraryId),
  });
  // Made with the optimization module below; each finished insights sync runs the engine for its user and
  // refreshes the analytics dashboards they asked for lately (decision 163).
  const afterSync: { current?: (userId: number) => Promise<void> } = {};
  const facebook = createFacebookModule({
    deps,
    clock,
    cipher,
    auth,
    ads,
    campaigns,
    storage,
    rateLimiter,
    log: app.log,
    afterSync: (userId) => afterSync.current?.(userId) ?? Promise.resolve(),
  });
  generationImportAd.current = facebook.adLibrary.byId;
  campaignPush.current = facebook.campaignPush.push;
  const dashboard = createDashboardService({ db: deps.database.db, clock, campaigns, ads, spendSummary: facebook.metrics.spendSummary });
  const analytics = createAnalyticsService({
    db: deps.database.db,
    clock,
    account: facebook.account,
    rates: usdRates(deps.config.ANALYTICS_USD_RATES),
    copywriterCostPerVariation: deps.config.COPYWRITER_COST_PER_VARIATION_USD,
  });
  await createAnalyticsReports({
    db: deps.database.db,
    clock,
    mailer: deps.mailer,
    compare: analytics.compare,
    publicUrl: deps.config.PUBLIC_URL,
    log: (err, what) => app.log.warn({ err }, `${what} failed`),
  }).register(facebook.jobs);
  await registerDataChangesFoldJob(facebook.jobs, createDataVersions(deps.database.db));
  const notifications = createNotificationsService({ db: deps.database.db, clock });
  const recommendations = createRecommendationsService({
    db: deps.database.db,
    clock,
    campaigns,
    ads,
    notify: notifications.notify,
    warn: (err, what) => app.log.warn({ err }, `${what} failed`),
  });
  await registerApplyDueJob(facebook.jobs, recommendations);
  await registerDeliveryScheduleJob(facebook.jobs, { tick: recommendations.deliveryTick });

  const optimization = await createEngineRunModule({
    db: deps.database.db,
    clock,
    jobs: facebook.jobs,
    rates: usdRates(deps.config.ANALYTICS_USD_RATES),
    account: facebook.account,
    availableProviders: async (userId) => (await aiSettings.listProviders(userId, 'text')).filter((p) => p.configured).map((p) => p.id),
    notify: notifications.notify,
    autoAccept: recommendations.autoAccept,
    defaultProvider,
    log: (err, what) => app.log.warn({ err }, `${what} failed`),
  });
  afterSync.current = async (userId) => {
    await optimization.jobs.afterSync(userId);
    await analytics.refreshDashboards(userId);
  };

  await app.register(
    async (api) => {
      registerHealthRoutes(api, deps.database);
      registerPublicConfigRoutes(api, deps.config);
      registerUploadRoutes(api, { storage, media });
      registerAuthRoutes(api, { auth, rateLimiter });
      registerFacebookAuthRoutes(api, {
        auth,
        config: deps.config,
        rateLimiter,
        cipher,
        clock,
        fetch: deps.fetch ?? globalThis.fetch,
        onLinked: facebook.connection.linked,
      });
      registerFacebookRoutes(api, { ...facebook, ads });
      registerAdLibraryRoutes(api, { adLibrary: facebook.adLibrary, searchArchive: facebook.searchArchive });
      registerCampaignRoutes(api, { campaigns });
      registerAdRoutes(api, { ads });
      registerGenerationRoutes(api, { generation });
      registerAiSettingsRoutes(api, { aiSettings });
      registerDashboardRoutes(api, { dashboard });
      registerAnalyticsRoutes(api, { analytics, expensiveWork });
      registerAnalyticsExportRoutes(api, { analytics, expensiveWork });
      registerRecommendationRoutes(api, { recommendations, expensiveWork });
      registerEngineRunRoutes(api, { engineRun: optimization.engineRun, settings: optimization.settings, clock, expensiveWork });
      registerResultsRoutes(api, { db: deps.database.db, clock });
      registerNotificationRoutes(api, { notifications });
    },
    { prefix: '/api' },
  );

  app.addHook('onReady', () => facebook.jobs.start());
  app.addHook('onClose', () => facebook.jobs.stop());
  if (deps.webDist) await registerWebApp(app, deps.webDist);
  return app;
}
