/**
 * Composes the Facebook side of the app from buildApp's dependencies: the Graph client (when an app
 * id and secret are configured, or the sandbox), the connection, publishing, edits of published
 * campaigns, the insights sync job and its schedule, the metrics reader and the Ad Library import.
 */

import { type AdArchiveResult, adLibraryMessages } from '@ads-creative/contracts/ad-library';
import { facebookMessages } from '@ads-creative/contracts/facebook';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app.ts';
import { facebookConfigured } from '../../config.ts';
import { createInProcessQueue } from '../../jobs/in-process-queue.ts';
import type { Cipher } from '../../lib/crypto.ts';
import { AppError } from '../../lib/errors.ts';
import type { RateLimiter } from '../../plugins/rate-limit.ts';
import { createMetaAdLibraryExtractor, searchAdArchive } from '../../providers/facebook/ad-library/meta-ad-library.ts';
import { createScrapeCreatorsExtractor } from '../../providers/facebook/ad-library/scrape-creators.ts';
import { createGraphClient } from '../../providers/facebook/graph-client.ts';
import { createMarketingApi } from '../../providers/facebook/marketing.ts';
import { mediaKeyInUrl, type Storage } from '../../providers/storage/storage.ts';
import { createAccountZone } from '../account-zone/account-zone.ts';
import { createAdLibraryService } from '../ad-library/ad-library.service.ts';
import type { AdsService } from '../ads/ads.service.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { CampaignsService } from '../campaigns/campaigns.service.ts';
import { createMetricsService } from '../metrics/metrics.service.ts';
import { createCampaignPush } from './campaign-push/campaign-push.ts';
import { createConnectionService } from './connection.service.ts';
import { toAppError } from './facebook-errors.ts';
import { createPublishService } from './publish/publish.service.ts';
import { createSyncService, SYNC_ALL_JOB } from './sync/sync.service.ts';

export function createFacebookModule(opts: {
  deps: AppDeps;
  clock: () => Date;
  cipher: Cipher;
  auth: AuthService;
  ads: AdsService;
  campaigns: CampaignsService;
  storage: Storage;
  /** Counts each user's upstream Ad Library reads against their daily budget. */
  rateLimiter: RateLimiter;
  log: FastifyBaseLogger;
  /** Called after each successful insights sync of a user (the optimization engine runs on the fresh data). */
  afterSync?: (userId: number) => Promise<void>;
}) {
  const { deps, clock, cipher, auth } = opts;
  const { config } = deps;
  const db = deps.database.db;
  const log = (err: unknown, what: string) => opts.log.warn({ err }, `${what} failed`);
  const jobs = deps.jobs ?? createInProcessQueue({ onError: (name, err) => log(err, `job ${name}`) });
  const graph = facebookConfigured(config)
    ? createGraphClient({
        graphUrl: config.FACEBOOK_GRAPH_URL,
        appId: config.FACEBOOK_APP_ID as string,
        appSecret: config.FACEBOOK_APP_SECRET as string,
        fetch: deps.fetch ?? globalThis.fetch,
      })
    : null;
  const marketing = graph ? createMarketingApi(graph) : null;

  const connection = createConnectionService({
    db,
    clock,
    marketing,
    sandbox: config.FACEBOOK_SANDBOX,
    identity: {
      async identity(userId) {
        const stored = await auth.facebookToken(userId);
        return stored ? { accessToken: cipher.decrypt(stored.tokenEnc), expiresAt: stored.expiresAt } : null;
      },
      eraseToken: (userId) => auth.eraseFacebookToken(userId),
    },
  });
  const zone = createAccountZone(db);
  const metrics = createMetricsService({ db, clock, timezoneOf: zone.timezone });
  const sync = createSyncService({
    db,
    clock,
    jobs,
    graph,
    connection,
    adsByFacebookId: opts.ads.publishing.byFacebookId,
    saveAdDelivery: (adId, state) => opts.ads.publishing.save(adId, state),
    source: config.FACEBOOK_SANDBOX ? 'sandbox' : 'facebook',
    afterSync: opts.afterSync,
    log,
  });
  void jobs.schedule(SYNC_ALL_JOB, config.FACEBOOK_SYNC_CRON);

  const publishing = createPublishService({
    clock,
    connection,
    defaultCountries: config.FACEBOOK_DEFAULT_COUNTRIES,
    ports: {
      ad: opts.ads.publishing.ad,
      campaign: opts.campaigns.publishing.campaign,
      saveCampaign: opts.campaigns.publishing.saveIds,
      saveCampaignStatus: opts.campaigns.publishing.saveStatus,
      saveAd: opts.ads.publishing.save,
      lease: opts.campaigns.publishing.lease,
      releaseLease: opts.campaigns.publishing.releaseLease,
      async imageBytes(userId, url) {
        // Only the user's own stored media: keys live under a folder named by the owner's id.
        const key = mediaKeyInUrl(url);
        const object = key && key.split('/')[1] === String(userId) ? await opts.storage.get(key) : null;
        if (!object) throw new AppError('VALIDATION_ERROR', facebookMessages.imageNotStored);
        const chunks: Buffer[] = [];
        for await (const chunk of object.stream) chunks.push(Buffer.from(chunk));
        return Buffer.concat(chunks);
      },
    },
  });

  /** Budget, end date and status edits of published campaigns, before the campaigns module saves them. */
  const campaignPush = createCampaignPush({ clock, connection, log });

  const extractor = config.SCRAPECREATORS_API_KEY
    ? createScrapeCreatorsExtractor({
        baseUrl: config.SCRAPECREATORS_BASE_URL,
        apiKey: config.SCRAPECREATORS_API_KEY,
        fetch: deps.fetch ?? globalThis.fetch,
      })
    : graph
      ? createMetaAdLibraryExtractor(graph)
      : null;
  const userToken = async (userId: number) => {
    const stored = await auth.facebookToken(userId);
    return stored ? cipher.decrypt(stored.tokenEnc) : undefined;
  };
  const adLibrary = createAdLibraryService({
    db,
    clock,
    extractor,
    facebookToken: userToken,
    spendCall: (userId) => opts.rateLimiter.consume({ 'ad-library:account': `user:${userId}` }, adLibraryMessages.dailyReadsUsed),
  });

  return {
    /** The user's time zone (the ad account's, else their own, else UTC; decision 160) and ad account currency: analytics' frame. */
    account: zone.account,
    jobs,
    connection,
    publishing,
    campaignPush,
    sync,
    metrics,
    adLibrary,
    /** GET /ads_archive with the user's token (the Meta Ad Library API's search). */
    async searchArchive(userId: number, q: string, country: string): Promise<AdArchiveResult[]> {
      if (!graph) throw new AppError('NOT_CONFIGURED', adLibraryMessages.searchNotConfigured);
      const token = await userToken(userId);
      if (!token) throw new AppError('VALIDATION_ERROR', adLibraryMessages.searchNeedsFacebook);
      try {
        return await searchAdArchive(graph, token, q, country);
      } catch (e) {
        throw toAppError(e);
      }
    },
  };
}
