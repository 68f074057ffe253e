/**
 * The composition root (decision 171): the one place that builds the modules, in the order they depend on
 * each other, and hands each the ports it declares in its own files. No module imports this file or another
 * module's internals, and nothing is filled in later: what a module needs exists before it is built.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import { createInProcessQueue } from '../jobs/in-process-queue.ts';
import { createCipher } from '../lib/crypto.ts';
import { createAccountZone } from '../modules/account-zone/index.ts';
import { createCampaignAdsDeletion, shownMediaKeys } from '../modules/ads/ad-deletion.ts';
import { createAdsService } from '../modules/ads/ads.service.ts';
import { createAiCallLog } from '../modules/ai-calls/ai-calls.service.ts';
import { createAiSettingsService } from '../modules/ai-settings/ai-settings.service.ts';
import {
  createAnalyticsReports,
  createAnalyticsService,
  createDataVersions,
  registerDataChangesFoldJob,
  usdRates,
} from '../modules/analytics/index.ts';
import { createAuthService } from '../modules/auth/auth.service.ts';
import { createAudienceParseService } from '../modules/campaigns/audience-parser/audience-parse.service.ts';
import { createCampaignsService } from '../modules/campaigns/campaigns.service.ts';
import { createCreativeScoreService, tagCopy } from '../modules/creative/index.ts';
import { createDashboardService } from '../modules/dashboard/dashboard.service.ts';
import { createGenerationService } from '../modules/generation/generation.service.ts';
import { createMediaService } from '../modules/media/media.service.ts';
import { createMetricsService } from '../modules/metrics/metrics.service.ts';
import { createNotificationsService } from '../modules/notifications/notifications.service.ts';
import { registerApplyDueJob } from '../modules/optimization/apply-due-job.ts';
import { createEngineRunModule } from '../modules/optimization/engine-run/engine-run-module.ts';
import { createPreferences } from '../modules/optimization/preferences.ts';
import { createRecommendationsRepo } from '../modules/optimization/recommendations.repo.ts';
import { createRecommendationsService } from '../modules/optimization/recommendations.service.ts';
import { registerDeliveryScheduleJob } from '../modules/optimization/schedule/delivery-job.ts';
import { createExpensiveWork } from '../plugins/expensive-work.ts';
import { createRateLimiter } from '../plugins/rate-limit.ts';
import { createAiRegistry } from '../providers/ai/registry.ts';
import { createApiVersionMonitor } from '../providers/facebook/api-version-monitor.ts';
import { createStorage } from '../providers/storage/storage-config.ts';
import { composeFacebookAccess, composeFacebookDelivery } from './facebook.ts';

export async function composeModules(deps: AppDeps, log: FastifyBaseLogger) {
  const { config } = deps;
  const db = deps.database.db;
  const warn = (err: unknown, what: string) => log.warn({ err }, `${what} failed`);
  const clock = deps.clock ?? (() => new Date());
  const jobs = deps.jobs ?? createInProcessQueue({ onError: (name, err) => warn(err, `job ${name}`) });
  const rateLimiter = deps.rateLimiter ?? createRateLimiter({ db, disabled: config.RATE_LIMIT_DISABLED });
  // Exports, comparisons and engine runs: per-user caps in flight and per window (decision 169).
  const expensiveWork = deps.expensiveWork ?? createExpensiveWork(rateLimiter);
  const cipher = createCipher(deps.appSecret);
  const storage = deps.storage ?? createStorage(config);
  const fetch = deps.fetch ?? globalThis.fetch;
  const auth = createAuthService({
    db,
    clock,
    mailer: deps.mailer,
    config,
    limitMail: (userId) => rateLimiter.consume({ 'verify-email-mail:account': `user:${userId}` }),
  });
  const media = createMediaService({ db, storage, clock, quotaBytes: config.MEDIA_QUOTA_BYTES, shownKeys: shownMediaKeys, warn });
  const zone = createAccountZone(db);
  const metrics = createMetricsService({ db, clock, timezoneOf: zone.timezone });

  // Facebook's access first: an edit of a published campaign reaches Facebook through it, and generation reads the Ad Library.
  // Whether Facebook still takes FACEBOOK_API_VERSION: logged once, shown by /api/ready (decision 176).
  const apiVersion = createApiVersionMonitor({ version: config.FACEBOOK_API_VERSION, log: (message) => log.warn(message) });
  const facebook = composeFacebookAccess({ config, db, clock, fetch, cipher, auth, rateLimiter, apiVersion, warn });
  const campaigns = createCampaignsService({
    db,
    clock,
    deleteAds: createCampaignAdsDeletion({ db, media }),
    onPublishedChange: facebook.campaignPush.push,
    defaultCountries: config.FACEBOOK_DEFAULT_COUNTRIES,
    checkAccountChoice: facebook.connection.checkChoice,
  });
  // The free-text audience reader looks places and interests up with Meta's search once the user is connected (decision 179).
  const audienceParse = createAudienceParseService({
    defaultCountries: config.FACEBOOK_DEFAULT_COUNTRIES,
    lookup: {
      searchFor: async (userId) =>
        facebook.graph && (await auth.facebookToken(userId)) ? (type, q) => facebook.targeting.search(userId, type, q) : null,
    },
  });
  const ai = deps.ai ?? createAiRegistry(config);
  const aiCalls = createAiCallLog({ db, clock });
  // The user's default provider and preferred format, as applied recommendations set them (decision 123).
  const preferences = createPreferences(createRecommendationsRepo(db));
  const defaultProvider = async (userId: number) => (await preferences(userId)).defaultProvider;
  const aiSettings = createAiSettingsService({
    db,
    cipher,
    ai,
    clock,
    defaultProvider,
    onUndecryptable: (userId, provider) => log.warn({ userId, provider }, 'stored AI key does not decrypt (APP_SECRET changed?)'),
  });
  const ads = createAdsService({
    db,
    clock,
    campaigns,
    media,
    onContentSelected: (tx, content) => aiCalls.markContentSelected(tx, content),
    onContentsMoved: aiCalls.repoint,
    // Every saved content and ad carries its creative tags: the built-in tagger's, the call log's provider (decision 183).
    tagging: { tagCopy, providersOf: aiCalls.providersOf },
  });
  const generation = createGenerationService({
    db,
    clock,
    media,
    ai,
    aiSettings,
    aiCalls,
    campaigns,
    ads,
    warn,
    importAd: facebook.adLibrary.byId,
  });
  // The score before saving reads the user's tagged ads and their delivery (decision 185).
  const creativeScore = createCreativeScoreService({ db });
  const dashboard = createDashboardService({ db, clock, campaigns, ads, spendSummary: metrics.spendSummary });
  const analytics = createAnalyticsService({
    db,
    clock,
    account: zone.account,
    rates: usdRates(config.ANALYTICS_USD_RATES),
    copywriterCostPerVariation: config.COPYWRITER_COST_PER_VARIATION_USD,
  });
  await createAnalyticsReports({
    db,
    clock,
    mailer: deps.mailer,
    compare: analytics.compare,
    publicUrl: config.PUBLIC_URL,
    log: warn,
  }).register(jobs);
  await registerDataChangesFoldJob(jobs, createDataVersions(db));
  const notifications = createNotificationsService({ db, clock });
  const recommendations = createRecommendationsService({ db, clock, campaigns, ads, notify: notifications.notify, warn });
  await registerApplyDueJob(jobs, recommendations);
  await registerDeliveryScheduleJob(jobs, { tick: recommendations.deliveryTick });
  const optimization = await createEngineRunModule({
    db,
    clock,
    jobs,
    rates: usdRates(config.ANALYTICS_USD_RATES),
    account: zone.account,
    availableProviders: async (userId) => (await aiSettings.listProviders(userId, 'text')).filter((p) => p.configured).map((p) => p.id),
    notify: notifications.notify,
    autoAccept: recommendations.autoAccept,
    defaultProvider,
    log: warn,
  });

  // Publishing and the insights sync last: they record on ads and campaigns, and each finished sync runs the
  // engine for its user and refreshes the analytics dashboards they asked for lately (decision 163).
  const delivery = composeFacebookDelivery({
    config,
    db,
    clock,
    jobs,
    graph: facebook.graph,
    connection: facebook.connection,
    storage,
    ads: ads.publishing,
    campaigns: campaigns.publishing,
    saveDays: metrics.saveDays,
    afterSync: async (userId) => {
      await optimization.jobs.afterSync(userId);
      await analytics.refreshDashboards(userId);
    },
    warn,
  });

  return {
    clock,
    jobs,
    rateLimiter,
    expensiveWork,
    cipher,
    storage,
    fetch,
    auth,
    media,
    apiVersion,
    facebook: { ...facebook, ...delivery, metrics },
    campaigns,
    audienceParse,
    ads,
    generation,
    aiSettings,
    dashboard,
    analytics,
    creativeScore,
    recommendations,
    optimization,
    notifications,
  };
}
