/**
 * The insights sync as a job: `request` records a queued run (one unfinished run per user, across
 * instances) and sends the job; the handler covers the default ad account and every account a campaign
 * was published to (decision 181): for each, it reads the insights of its range and writes them in one
 * transaction (in that account's currency), then moves each published ad to the status Facebook reports
 * (review, pauses, rejection: decision 087). The accounts done, and the first day of the account being read,
 * are kept in the run's `progress` (sync-progress.ts), so a retried run does not read them again. When Facebook
 * asks us to slow down, the run waits queued until `resumesAt` and its own job resumes it there (decision 177).
 * A failure is retried with back-off up to SYNC_ATTEMPTS, then the run is recorded as failed with its reason; a
 * 190 marks the connection for reconnecting and stops.
 */
import type { Db } from '../../../db/client.ts';
import type { JobQueue, QueueDefinition } from '../../../jobs/job-queue.ts';
import { dayIn } from '../../../lib/calendar.ts';
import { GraphThrottledError } from '../../../providers/facebook/account-gate.ts';
import { GraphApiError, type GraphClient } from '../../../providers/facebook/graph-client.ts';
import { createMarketingApi } from '../../../providers/facebook/marketing.ts';
import type { DailyMetric, MetricSource } from '../../metrics/index.ts';
import type { TargetAccount } from '../account-choice.ts';
import type { ConnectionService } from '../connection.service.ts';
import { createFacebookRepo, type SyncRunRow } from '../facebook.repo.ts';
import { type AdDeliveryState, adDeliveryChanges, type StoredAd } from './ad-delivery-status.ts';
import { STALE_RUN_MINUTES, SYNC_ATTEMPTS, syncRange } from './sync-plan.ts';
import { accountDone, readProgress, type SyncProgress, windowStored, windowsToRead } from './sync-progress.ts';
import { runSync } from './sync-runner.ts';

export const SYNC_JOB = 'facebook-insights-sync';
/** A failed run is retried after 1, 2 and 4 minutes (SYNC_ATTEMPTS in all). */
export const SYNC_RETRY: QueueDefinition = { retryLimit: SYNC_ATTEMPTS - 1, retryDelaySeconds: 60, retryBackoff: true };
export const SYNC_ALL_JOB = 'facebook-insights-sync-all';

export function createSyncService(deps: {
  db: Db;
  clock: () => Date;
  jobs: JobQueue;
  graph: GraphClient | null;
  connection: ConnectionService;
  /** The ad accounts the user's campaigns were published to (the campaigns module owns that table). */
  publishedAdAccounts: (userId: number) => Promise<string[]>;
  /** Our ads by Facebook ad id, for one user (the ads module owns that table). */
  adsByFacebookId: (userId: number) => Promise<Map<string, StoredAd & { campaignId: number | null }>>;
  /** Records an ad's status and message as Facebook reports its delivery (the ads module owns that table). */
  saveAdDelivery: (adId: number, state: AdDeliveryState) => Promise<void>;
  /** Writes a run's days of one user at once (the metrics module owns ad_metrics_daily). */
  saveDays: (userId: number, days: readonly DailyMetric[]) => Promise<void>;
  source: MetricSource;
  /** Called after each successful sync (the optimization engine re-runs on fresh data). */
  afterSync?: (userId: number) => Promise<void>;
  log: (error: unknown, what: string) => void;
}) {
  const repo = createFacebookRepo(deps.db);

  async function request(userId: number): Promise<SyncRunRow> {
    // The run is filed under the default ad account; it covers the published campaigns' accounts too (decision 181).
    const ready = await deps.connection.account(userId);
    const now = deps.clock();
    await repo.failStaleRuns(userId, new Date(now.getTime() - STALE_RUN_MINUTES * 60_000), now);
    // Another request (maybe on another instance) opened one first: answer that run. Should it
    // finish between our insert and our read, there is room for a new one: try once more.
    for (let attempt = 0; attempt < 2; attempt++) {
      const run = await repo.openRun(userId, ready.adAccountId, now);
      if (run) {
        const jobId = await deps.jobs.send(SYNC_JOB, { runId: run.id });
        await repo.updateRun(run.id, { jobId });
        return { ...run, jobId };
      }
      const open = await repo.unfinishedRun(userId);
      if (open) return open;
    }
    throw new Error('sync run vanished between insert and read');
  }

  /**
   * One ad account: its days window by window (each written at once, in its currency, then recorded in the
   * progress through `stored`), from the first day not stored yet; then its ads' delivery. The range it covers.
   */
  async function syncAccount(
    graph: GraphClient,
    userId: number,
    token: string,
    account: TargetAccount,
    ours: Awaited<ReturnType<typeof deps.adsByFacebookId>>,
    progress: SyncProgress,
    stored: (progress: SyncProgress, rows: number) => Promise<void>,
  ) {
    const range = syncRange(await repo.hasSucceeded(userId, account.id), dayIn(account.timezone, deps.clock()));
    for (const window of windowsToRead(progress, account.id, range)) {
      const rows = await runSync({
        graph,
        token,
        account: { id: account.id, currency: account.currency },
        range: window,
        source: deps.source,
        ourAd: (fbId) => ours.get(fbId),
        write: (days) => deps.saveDays(userId, days),
      });
      progress = windowStored(progress, account.id, window);
      await stored(progress, rows);
    }
    // Review, pauses and rejections: each ad's effective_status, one paged read of the account's ads.
    const reported = await createMarketingApi(graph).adDeliveries(token, account.id);
    for (const { adId, ...state } of adDeliveryChanges(ours, reported)) await deps.saveAdDelivery(adId, state);
    return range;
  }

  /** Facebook asked us to slow down: the run waits, queued, and its own job resumes it then (not an attempt). */
  async function resumeLater(runId: number, resumesAt: Date, attempts: number) {
    await repo.updateRun(runId, { status: 'queued', resumesAt, attempts: attempts - 1, error: null });
    const jobId = await deps.jobs.send(SYNC_JOB, { runId }, { startAfter: resumesAt });
    await repo.updateRun(runId, { jobId });
  }

  async function handle({ runId }: { runId: number }) {
    const run = await repo.run(runId);
    if (!run || run.status === 'succeeded' || run.status === 'failed') return;
    if (run.resumesAt && run.resumesAt > deps.clock()) return; // waiting for Facebook: its own job resumes it
    const attempts = run.attempts + 1;
    await repo.updateRun(runId, { status: 'running', attempts, startedAt: deps.clock(), error: null, resumesAt: null });
    try {
      if (!deps.graph) throw new Error('Facebook is not configured');
      const { token, accounts, missing } = await deps.connection.syncAccounts(run.userId, await deps.publishedAdAccounts(run.userId));
      if (missing.length)
        deps.log(new Error(`not listed by Facebook: ${missing.join(', ')}`), `syncing the ad accounts of user ${run.userId}`);
      const ours = await deps.adsByFacebookId(run.userId);
      let progress = readProgress(run.progress);
      let { rows, since, until } = run;
      const stored = async (next: SyncProgress, more: number) => {
        progress = next;
        rows += more;
        await repo.updateRun(runId, { rows, progress });
      };
      for (const account of accounts.filter((a) => !progress.accountsDone.includes(a.id))) {
        const range = await syncAccount(deps.graph, run.userId, token, account, ours, progress, stored);
        since = since && since < range.since ? since : range.since;
        until = until && until > range.until ? until : range.until;
        progress = accountDone(progress, account.id);
        await repo.updateRun(runId, { since, until, progress });
      }
      // What follows a sync (the engine's run, the analytics dashboards refreshed) starts before the run says it
      // succeeded, so a page that waits for the run reads warm answers; its failure does not fail the run.
      await deps.afterSync?.(run.userId).catch((e) => deps.log(e, 'after-sync hook'));
      await repo.updateRun(runId, { status: 'succeeded', finishedAt: deps.clock() });
    } catch (e) {
      if (e instanceof GraphThrottledError) return resumeLater(runId, e.resumesAt, attempts);
      const reconnect = e instanceof GraphApiError && e.classified.kind === 'reconnect';
      if (reconnect) await deps.connection.markNeedsReconnect(run.userId);
      const message = e instanceof GraphApiError ? e.classified.message : e instanceof Error ? e.message : String(e);
      const final = reconnect || attempts >= SYNC_ATTEMPTS;
      await repo.updateRun(runId, { status: final ? 'failed' : 'queued', error: message, ...(final ? { finishedAt: deps.clock() } : {}) });
      if (!final) throw e; // the queue retries with back-off
    }
  }

  deps.jobs.define(SYNC_JOB, handle, SYNC_RETRY);
  deps.jobs.define(
    SYNC_ALL_JOB,
    async () => {
      for (const userId of await repo.syncableUsers()) await request(userId).catch((e) => deps.log(e, `scheduled sync of user ${userId}`));
    },
    { retryLimit: 0 },
  );

  return {
    request,
    handle,
    lastRun: (userId: number) => repo.lastRun(userId),
  };
}

export type SyncService = ReturnType<typeof createSyncService>;
