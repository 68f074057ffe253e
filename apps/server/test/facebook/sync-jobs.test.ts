/**
 * The insights sync as a job, over the app's HTTP API against the sandbox Facebook:
 * - one run at a time: six 'Sync now' at once answer one run, and two app instances on one database
 *   (pg-boss on PostgreSQL, as in production) asked at once make one run too;
 * - a failed run goes back to 'queued' with its reason and is retried after 1, 2 and 4 minutes, then
 *   is recorded as failed; a 190 marks the connection for reconnecting and stops the retries.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { facebookSyncRuns } from '../../src/db/schema/facebook.ts';
import { type JobHandler, type JobQueue, type QueueDefinition, retryDelay } from '../../src/jobs/job-queue.ts';
import { createPgBossQueue } from '../../src/jobs/pg-boss-queue.ts';
import { SYNC_RETRY } from '../../src/modules/facebook/sync/sync.service.ts';
import { SYNC_ATTEMPTS } from '../../src/modules/facebook/sync/sync-plan.ts';
import { OPTIMIZATION_RUN_JOB } from '../../src/modules/optimization/jobs/optimization-jobs.ts';
import { graphMessages } from '../../src/providers/facebook/graph-error.ts';
import type { GraphSandbox } from '../../src/sandbox/graph-sandbox.ts';
import { type Headers, queryRows } from '../helpers/ads-fixtures.ts';
import { createTestApp, signUp, type TestApp } from '../helpers/test-app.ts';
import { openSharedTestDatabase } from '../helpers/test-database.ts';
import { chooseAdAccount, connectFacebook, publishedAd, sandboxEnv, startSandboxApp } from './sandbox-app.ts';

const INSIGHTS = '/act_100000001/insights';
/** The first page of each insights read (a next page carries `after`): the first sync's 90 days are three reads of 30 (decision 177). */
const insightsReads = (sandbox: GraphSandbox) => sandbox.sent('GET', INSIGHTS).filter((r) => r.params.after === undefined);

interface Run {
  id: number;
  status: string;
  rows: number;
  error: string | null;
  finishedAt: string | null;
}

const syncNowOn = (t: TestApp, headers: Headers) => t.app.inject({ method: 'POST', url: '/api/facebook/sync', headers });
const lastRun = async (t: TestApp, headers: Headers): Promise<Run> =>
  (await t.app.inject({ method: 'GET', url: '/api/facebook/sync', headers })).json().lastRun;

async function finished(t: TestApp, headers: Headers, id: number): Promise<Run> {
  for (let i = 0; i < 600; i++) {
    const run = await lastRun(t, headers);
    if (run.id === id && (run.status === 'succeeded' || run.status === 'failed')) return run;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the sync did not finish');
}

const runsOf = (t: TestApp, userId: number) =>
  queryRows<{ id: number; status: string }>(t, sql`select id, status from ${facebookSyncRuns} where user_id = ${userId} order by id`);

/** A connected user with an ad account, a page and one published ad. */
async function advertiser(t: TestApp) {
  const { headers, user } = await signUp(t);
  await connectFacebook(t, headers);
  await chooseAdAccount(t, headers, '100000001');
  const { ad } = await publishedAd(t, headers, { name: 'Shoes', dailyBudget: 30 });
  return { headers, userId: user.id as number, ad };
}

describe('one sync run at a time', () => {
  let sandbox: GraphSandbox;
  let t: TestApp;
  beforeAll(async () => {
    ({ sandbox, t } = await startSandboxApp(21));
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await sandbox?.close();
  });

  it('six Sync now at once answer the same run; Facebook is asked for the insights once', async () => {
    const { headers, userId } = await advertiser(t);
    const answers = await Promise.all(Array.from({ length: 6 }, () => syncNowOn(t, headers)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(202));
    const ids = new Set(answers.map((a) => a.json().id));
    expect(ids.size).toBe(1);
    const [id] = [...ids];
    expect((await finished(t, headers, id)).status).toBe('succeeded');
    expect(insightsReads(sandbox)).toHaveLength(3); // the first sync's 90 days, read once: three windows of 30 days
    expect(await runsOf(t, userId)).toEqual([{ id, status: 'succeeded' }]);
  });
});

describe('two app instances on one database', () => {
  let sandbox: GraphSandbox;
  let a: TestApp;
  let b: TestApp;
  let shared: Awaited<ReturnType<typeof openSharedTestDatabase>>;

  beforeAll(async () => {
    shared = await openSharedTestDatabase();
    // On PostgreSQL each instance runs its jobs on pg-boss, as server.ts sets it up; PGlite belongs
    // to one process, so there both apps share the database handle and keep their own runner.
    const jobs = () => (shared.url ? { jobs: createPgBossQueue({ connectionString: shared.url, pollingIntervalSeconds: 1 }) } : {});
    ({ sandbox, t: a } = await startSandboxApp(22, { database: shared.first, deps: jobs() }));
    b = await createTestApp({ env: sandboxEnv(sandbox), database: shared.second, deps: { fetch: globalThis.fetch, ...jobs() } });
  }, 120_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await sandbox?.close();
    await shared?.close();
  }, 60_000);

  it('asked for the same sync at once, they make one run and read the insights once', async () => {
    const { headers, userId, ad } = await advertiser(a);
    const answers = await Promise.all([a, b, a, b, a, b].map((instance) => syncNowOn(instance, headers)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(6).fill(202));
    const ids = new Set(answers.map((r) => r.json().id));
    expect(ids.size).toBe(1);
    const [id] = [...ids];
    const run = await finished(b, headers, id);
    expect(run).toMatchObject({ status: 'succeeded', error: null });
    expect(insightsReads(sandbox)).toHaveLength(3);
    expect(await runsOf(a, userId)).toEqual([{ id, status: 'succeeded' }]);
    // Either instance shows the numbers the one run wrote.
    const metrics = (await b.app.inject({ method: 'GET', url: `/api/ads/${ad.id}/metrics?timeRange=90d`, headers })).json();
    expect(metrics.daily.length).toBeGreaterThan(0);
  }, 60_000);
});

/**
 * A job queue the test steps through: a sent job waits until `runNext`, which runs one attempt and,
 * when it throws within the retry limit, puts it back and notes the back-off the queue would wait.
 */
function steppedQueue() {
  const defined = new Map<string, { handler: JobHandler<object>; definition: QueueDefinition }>();
  const waiting: { id: string; name: string; data: object; attempt: number }[] = [];
  const waits: number[] = [];
  const queue: JobQueue = {
    kind: 'in-process',
    define(name, handler, definition = {}) {
      defined.set(name, { handler: handler as JobHandler<object>, definition });
    },
    async send(name, data) {
      const id = randomUUID();
      waiting.push({ id, name, data, attempt: 0 });
      return id;
    },
    async schedule() {},
    async start() {},
    async stop() {},
  };
  return {
    queue,
    waiting,
    /** Seconds waited before each retry so far. */
    waits,
    async runNext(): Promise<'done' | 'retry' | 'dropped'> {
      const job = waiting.shift();
      const def = job && defined.get(job.name);
      if (!job || !def) throw new Error('no job waiting');
      job.attempt++;
      try {
        await def.handler(job.data, job.id);
        return 'done';
      } catch {
        if (job.attempt > (def.definition.retryLimit ?? 3)) return 'dropped';
        waits.push(retryDelay(def.definition, job.attempt));
        waiting.unshift(job);
        return 'retry';
      }
    },
  };
}

describe('a failed sync run', () => {
  let sandbox: GraphSandbox;
  let t: TestApp;
  let jobs: ReturnType<typeof steppedQueue>;
  let headers: Headers;
  let adId: number;
  let userId: number;

  beforeAll(async () => {
    jobs = steppedQueue();
    ({ sandbox, t } = await startSandboxApp(23, { deps: { jobs: jobs.queue } }));
    ({
      headers,
      userId,
      ad: { id: adId },
    } = await advertiser(t));
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await sandbox?.close();
  });

  it('is retried after 1, 2 and 4 minutes: SYNC_ATTEMPTS attempts in all', () => {
    expect(SYNC_ATTEMPTS).toBe(4);
    expect(SYNC_RETRY.retryLimit).toBe(SYNC_ATTEMPTS - 1);
    expect([1, 2, 3].map((n) => retryDelay(SYNC_RETRY, n))).toEqual([60, 120, 240]);
  });

  it("goes back to 'queued' with its reason after each failure, is 'failed' after the last attempt, and writes nothing", async () => {
    sandbox.failNext({ path: INSIGHTS, status: 500, error: { code: 2, message: 'Service temporarily unavailable' }, times: 4 });
    const { id } = (await syncNowOn(t, headers)).json();
    for (let attempt = 1; attempt < SYNC_ATTEMPTS; attempt++) {
      expect(await jobs.runNext()).toBe('retry');
      expect(await lastRun(t, headers)).toMatchObject({ id, status: 'queued', error: graphMessages.transient, finishedAt: null });
    }
    expect(jobs.waits).toEqual([60, 120, 240]);
    // The last attempt records the failure and asks for no retry.
    expect(await jobs.runNext()).toBe('done');
    expect(jobs.waiting).toHaveLength(0);
    const run = await lastRun(t, headers);
    expect(run).toMatchObject({ id, status: 'failed', error: graphMessages.transient, rows: 0 });
    expect(run.finishedAt).not.toBeNull();
    expect(insightsReads(sandbox)).toHaveLength(SYNC_ATTEMPTS); // each attempt asked once, and was refused
    const metrics = (await t.app.inject({ method: 'GET', url: `/api/ads/${adId}/metrics?timeRange=90d`, headers })).json();
    expect(metrics.daily).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/facebook/connection', headers })).json().needsReconnect).toBe(false);
  });

  it('succeeds on a retry after one failure', async () => {
    jobs.waits.length = 0;
    sandbox.failNext({ path: INSIGHTS, status: 500, error: { code: 1, message: 'An unknown error occurred' } });
    const { id } = (await syncNowOn(t, headers)).json();
    expect(await jobs.runNext()).toBe('retry');
    expect(await jobs.runNext()).toBe('done');
    const run = await lastRun(t, headers);
    expect(run).toMatchObject({ id, status: 'succeeded', error: null });
    expect(run.rows).toBeGreaterThan(0);
    expect(jobs.waits).toEqual([60]);
    // A successful sync sends the optimization engine's run for the user (decision 133).
    expect(jobs.waiting.map((j) => [j.name, j.data])).toEqual([[OPTIMIZATION_RUN_JOB, { userId, trigger: 'sync' }]]);
    expect(await jobs.runNext()).toBe('done');
  });

  it('a 190 marks the connection for reconnecting and is not retried', async () => {
    sandbox.failNext({ path: INSIGHTS, error: { code: 190, message: 'Error validating access token: Session has expired' } });
    const { id } = (await syncNowOn(t, headers)).json();
    expect(await jobs.runNext()).toBe('done');
    expect(jobs.waiting).toHaveLength(0);
    expect(await lastRun(t, headers)).toMatchObject({ id, status: 'failed', error: graphMessages.reconnect });
    expect((await t.app.inject({ method: 'GET', url: '/api/facebook/connection', headers })).json().needsReconnect).toBe(true);
  });
});
