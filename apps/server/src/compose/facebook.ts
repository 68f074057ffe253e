/**
 * The Facebook side of the composition root, in two steps around the modules that build on it (decision 171):
 * - `composeFacebookAccess`, first: the Graph client (when an app id and secret are configured, or the sandbox),
 *   the connection, edits of published campaigns pushed to Facebook, the Ad Library import and search; campaigns
 *   and generation are handed these;
 * - `composeFacebookDelivery`, once ads, campaigns, metrics and what follows a sync exist: publishing, the
 *   insights sync and its schedule.
 */
import { adLibraryMessages } from '@ads-creative/contracts/ad-library';
import type { Config } from '../config.ts';
import { facebookConfigured } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import type { Cipher } from '../lib/crypto.ts';
import { createAdLibraryService } from '../modules/ad-library/ad-library.service.ts';
import type { AdsService } from '../modules/ads/ads.service.ts';
import type { AuthService } from '../modules/auth/auth.service.ts';
import type { CampaignsService } from '../modules/campaigns/campaigns.service.ts';
import { createAdAccountDsa } from '../modules/facebook/ad-account-dsa.ts';
import { createAdArchiveSearch } from '../modules/facebook/ad-archive-search.ts';
import { createCampaignPush } from '../modules/facebook/campaign-push/campaign-push.ts';
import { type ConnectionService, createConnectionService } from '../modules/facebook/connection.service.ts';
import { createPublishService } from '../modules/facebook/publish/publish.service.ts';
import { createStoredImageBytes } from '../modules/facebook/publish/stored-image.ts';
import { createSyncService, SYNC_ALL_JOB } from '../modules/facebook/sync/sync.service.ts';
import { createTargetingLookup } from '../modules/facebook/targeting-lookup.ts';
import type { RateLimiter } from '../plugins/rate-limit.ts';
import { createAccountGate } from '../providers/facebook/account-gate.ts';
import { createMetaAdLibraryExtractor } from '../providers/facebook/ad-library/meta-ad-library.ts';
import { createScrapeCreatorsExtractor } from '../providers/facebook/ad-library/scrape-creators.ts';
import type { ApiVersionMonitor } from '../providers/facebook/api-version-monitor.ts';
import { createGraphClient, type GraphClient } from '../providers/facebook/graph-client.ts';
import { createMarketingApi } from '../providers/facebook/marketing.ts';
import type { Storage } from '../providers/storage/storage.ts';

type Warn = (error: unknown, what: string) => void;

export function composeFacebookAccess(opts: {
  config: Config;
  db: Db;
  clock: () => Date;
  fetch: typeof fetch;
  cipher: Cipher;
  auth: AuthService;
  /** Counts each user's upstream Ad Library reads against their daily budget. */
  rateLimiter: RateLimiter;
  /** Reads every Graph answer for signs that FACEBOOK_API_VERSION is retired (decision 176). */
  apiVersion: ApiVersionMonitor;
  warn: Warn;
}) {
  const { config, db, clock, cipher, auth } = opts;
  const graph = facebookConfigured(config)
    ? createGraphClient({
        graphUrl: config.FACEBOOK_GRAPH_URL,
        apiVersion: config.FACEBOOK_API_VERSION,
        onAnswer: opts.apiVersion.observe,
        appId: config.FACEBOOK_APP_ID as string,
        appSecret: config.FACEBOOK_APP_SECRET as string,
        fetch: opts.fetch,
        // Calls of an ad account Facebook asked to slow down wait or are refused, on the app's clock (decision 177).
        gate: createAccountGate({ clock }),
      })
    : null;
  const connection = createConnectionService({
    db,
    clock,
    marketing: graph ? createMarketingApi(graph) : null,
    sandbox: config.FACEBOOK_SANDBOX,
    warn: opts.warn,
    identity: {
      async identity(userId) {
        const stored = await auth.facebookToken(userId);
        return stored ? { accessToken: cipher.decrypt(stored.tokenEnc), expiresAt: stored.expiresAt } : null;
      },
      eraseToken: (userId) => auth.eraseFacebookToken(userId),
      timeZone: async (userId) => (await auth.getUser(userId).catch(() => null))?.timeZone ?? null,
    },
  });
  const userToken = async (userId: number) => {
    const stored = await auth.facebookToken(userId);
    return stored ? cipher.decrypt(stored.tokenEnc) : undefined;
  };
  const extractor = config.SCRAPECREATORS_API_KEY
    ? createScrapeCreatorsExtractor({ baseUrl: config.SCRAPECREATORS_BASE_URL, apiKey: config.SCRAPECREATORS_API_KEY, fetch: opts.fetch })
    : graph
      ? createMetaAdLibraryExtractor(graph)
      : null;
  return {
    graph,
    connection,
    /** Budget, end date and status edits of published campaigns, before the campaigns module saves them. */
    campaignPush: createCampaignPush({ clock, connection, log: opts.warn }),
    adLibrary: createAdLibraryService({
      db,
      clock,
      extractor,
      facebookToken: userToken,
      spendCall: (userId) => opts.rateLimiter.consume({ 'ad-library:account': `user:${userId}` }, adLibraryMessages.dailyReadsUsed),
    }),
    searchArchive: createAdArchiveSearch({ graph, userToken }),
    /** Places, interests and languages from Meta's search, and reach estimates (decision 178); the targeting parser resolves with `targeting.search`. */
    targeting: createTargetingLookup({ graph, userToken, connection, sandbox: config.FACEBOOK_SANDBOX }),
  };
}

export function composeFacebookDelivery(opts: {
  config: Config;
  db: Db;
  clock: () => Date;
  jobs: JobQueue;
  graph: GraphClient | null;
  connection: ConnectionService;
  storage: Storage;
  /** What publishing and the sync read and record on ads and campaigns (their modules own those tables, decision 080). */
  ads: AdsService['publishing'];
  campaigns: CampaignsService['publishing'];
  saveDays: Parameters<typeof createSyncService>[0]['saveDays'];
  /** Each successful insights sync of a user is followed by this (the engine's run, the dashboards refreshed). */
  afterSync: (userId: number) => Promise<void>;
  warn: Warn;
}) {
  const { config, clock, connection, ads, campaigns } = opts;
  /** Who benefits from and who pays for each ad account's ads shown in the EU (decision 180). */
  const dsa = createAdAccountDsa({ db: opts.db, clock });
  const publishing = createPublishService({
    clock,
    connection,
    defaultCountries: config.FACEBOOK_DEFAULT_COUNTRIES,
    dsa: dsa.of,
    ports: {
      ad: ads.ad,
      campaign: campaigns.campaign,
      saveCampaign: campaigns.saveIds,
      saveCampaignStatus: campaigns.saveStatus,
      saveAd: ads.save,
      lease: campaigns.lease,
      releaseLease: campaigns.releaseLease,
      imageBytes: createStoredImageBytes(opts.storage),
    },
  });
  const sync = createSyncService({
    db: opts.db,
    clock,
    jobs: opts.jobs,
    graph: opts.graph,
    connection,
    publishedAdAccounts: campaigns.publishedAdAccounts,
    adsByFacebookId: ads.byFacebookId,
    saveAdDelivery: (adId, state) => ads.save(adId, state),
    saveDays: opts.saveDays,
    source: config.FACEBOOK_SANDBOX ? 'sandbox' : 'facebook',
    afterSync: opts.afterSync,
    log: opts.warn,
  });
  void opts.jobs.schedule(SYNC_ALL_JOB, config.FACEBOOK_SYNC_CRON);
  return { publishing, sync, dsa };
}
