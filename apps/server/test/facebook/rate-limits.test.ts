/**
 * Polite under Facebook's rate limits (decision 177), every wait measured on the fakes' request logs (the
 * time each request arrived, on the injected clock), never by timing the test:
 * - the real Graph client against the suite's Graph fake and the sandbox: at 90 % usage the next call of that
 *   ad account waits at least the announced time; a long wait is refused before any request, other accounts go on;
 * - a throttled insights sync waits queued with `resumesAt`, schedules its own resumption then, tells the
 *   user, and resumes where it stopped; a budget change meanwhile answers 'try again after 19:05' (the
 *   user's time zone) and sends nothing.
 */
import { clockTime, rateLimitMessages } from '@ads-creative/contracts/facebook-rate-limits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobHandler, JobQueue, SendOptions } from '../../src/jobs/job-queue.ts';
import { SYNC_JOB } from '../../src/modules/facebook/sync/sync.service.ts';
import { createAccountGate, GraphThrottledError } from '../../src/providers/facebook/account-gate.ts';
import { createGraphClient } from '../../src/providers/facebook/graph-client.ts';
import { type GraphSandbox, startGraphSandbox } from '../../src/sandbox/graph-sandbox.ts';
import { SANDBOX_PERSON } from '../../src/sandbox/sandbox-world.ts';
import { startFacebookGraphFake } from '../fakes/facebook-graph-fake.ts';
import type { Headers } from '../helpers/ads-fixtures.ts';
import { signUp, type TestApp } from '../helpers/test-app.ts';
import { chooseAdAccount, connectFacebook, publishedAd, startSandboxApp } from './sandbox-app.ts';

const app = { appId: 'app-1', appSecret: 'secret-1' };
const T0 = Date.parse('2026-06-01T12:00:00Z');

/** A clock the client's sleeps move forward: what it waited shows in the fake's request log. */
function injectedTime() {
  let now = T0;
  return {
    clock: () => new Date(now),
    sleep: async (ms: number) => {
      now += ms;
    },
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('the Graph client at 90 % usage', () => {
  it("waits the announced reset_time_duration before the account's next call, after an error answer too (suite's Graph fake)", async () => {
    const time = injectedTime();
    const fake = await startFacebookGraphFake({ ...app, clock: time.clock });
    try {
      const graph = createGraphClient({ graphUrl: fake.origin, ...app, fetch, gate: createAccountGate(time) });
      fake.setUsageHeaders({
        'x-ad-account-usage': '{"acc_id_util_pct":90,"reset_time_duration":3,"ads_api_access_tier":"standard_access"}',
      });
      // The fake knows no ad account edges: an error answer, which still carries the usage.
      await expect(graph.get('/act_1/campaigns', 'EAAL-token')).rejects.toMatchObject({ graphCode: 2500 });
      fake.setUsageHeaders({});
      await expect(graph.get('/act_1/campaigns', 'EAAL-token')).rejects.toMatchObject({ graphCode: 2500 });
      const [first, second] = fake.requests.filter((r) => r.path === '/act_1/campaigns');
      expect((second?.at ?? 0) - (first?.at ?? 0)).toBeGreaterThanOrEqual(3000);
    } finally {
      await fake.close();
    }
  });

  describe('against the sandbox', () => {
    let sandbox: GraphSandbox;
    let token: string;
    const time = injectedTime();
    const graph = () => createGraphClient({ graphUrl: sandbox.graphUrl, ...app, fetch, gate });
    let gate: ReturnType<typeof createAccountGate>;

    beforeAll(async () => {
      sandbox = await startGraphSandbox({ ...app, seed: 3, clock: time.clock });
      token = sandbox.world.issueToken(SANDBOX_PERSON.id, 3600 * 24 * 365, T0);
    });
    afterAll(() => sandbox.close());

    it('answers low usage normally, in the shapes Meta sends', async () => {
      gate = createAccountGate(time);
      const response = await fetch(
        `${sandbox.graphUrl}/v27.0/act_100000001/insights?${new URLSearchParams({ access_token: token, time_range: '{"since":"2026-05-01","until":"2026-05-02"}' })}`,
      );
      expect(JSON.parse(response.headers.get('x-business-use-case-usage') ?? '{}')).toEqual({
        '100000001': [
          expect.objectContaining({ type: 'ads_management', call_count: expect.any(Number), estimated_time_to_regain_access: 0 }),
        ],
      });
      expect(JSON.parse(response.headers.get('x-ad-account-usage') ?? '{}')).toMatchObject({ reset_time_duration: 0 });
      expect(JSON.parse(response.headers.get('x-fb-ads-insights-throttle') ?? '{}').acc_id_util_pct).toBeLessThan(85);
    });

    it('refuses a call into a 2-minute block without sending it; another account goes on; after the wait it goes', async () => {
      gate = createAccountGate(time);
      sandbox.setUsage('100000001', { pct: 90, regainMinutes: 2 });
      await graph().get('/act_100000001/campaigns', token, { fields: 'id,name' });
      const answeredAt = time.clock().getTime();
      sandbox.setUsage('100000001', null);
      const sent = sandbox.requests.length;
      const refused = await graph()
        .get('/act_100000001/campaigns', token)
        .catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(GraphThrottledError);
      expect((refused as GraphThrottledError).resumesAt).toEqual(new Date(answeredAt + 120_000));
      expect(sandbox.requests.length).toBe(sent); // nothing was sent into the block
      await graph().get('/act_100000002/campaigns', token, { fields: 'id' });
      time.advance(120_000);
      await graph().get('/act_100000001/campaigns', token, { fields: 'id' });
      const reads = sandbox.sent('GET', '/act_100000001/campaigns');
      expect((reads.at(-1)?.at ?? 0) - (reads.at(-2)?.at ?? 0)).toBeGreaterThanOrEqual(120_000);
    });

    it('a throttling error (17, 2446079) blocks the account for the 5 minutes of the Limited tier when no time is announced', async () => {
      gate = createAccountGate(time);
      sandbox.failNext({ path: '/act_100000002/ads', error: { code: 17, error_subcode: 2446079, message: 'User request limit reached' } });
      const error = await graph()
        .get('/act_100000002/ads', token)
        .catch((e: unknown) => e);
      expect(error).toMatchObject({ adAccountId: '100000002', graphCode: 17, resumesAt: new Date(time.clock().getTime() + 300_000) });
      const sent = sandbox.requests.length;
      await expect(graph().post('/act_100000002/campaigns', token, { name: 'x' })).rejects.toBeInstanceOf(GraphThrottledError);
      expect(sandbox.requests.length).toBe(sent);
    });
  });
});

/** A queue whose jobs run when the test says, remembering when each was asked to start. */
function heldQueue() {
  const handlers = new Map<string, JobHandler<object>>();
  const sent: { name: string; data: object; startAfter?: Date }[] = [];
  const queue: JobQueue = {
    kind: 'in-process',
    define: (name, handler) => void handlers.set(name, handler as JobHandler<object>),
    async send(name, data, options: SendOptions = {}) {
      sent.push({ name, data, startAfter: options.startAfter });
      return `job-${sent.length}`;
    },
    async schedule() {},
    async start() {},
    async stop() {},
  };
  const run = async (job: { name: string; data: object } | undefined) => {
    if (!job) throw new Error('no such job');
    await handlers.get(job.name)?.(job.data, 'job');
  };
  return { queue, sent, run };
}

describe('a throttled insights sync', () => {
  let sandbox: GraphSandbox;
  let t: TestApp;
  let headers: Headers;
  let campaignId: number;
  const jobs = heldQueue();
  const INSIGHTS = '/act_100000001/insights';
  const lastRun = async () => (await t.app.inject({ method: 'GET', url: '/api/facebook/sync', headers })).json().lastRun;

  beforeAll(async () => {
    ({ sandbox, t } = await startSandboxApp(31, { deps: { jobs: jobs.queue } }));
    ({ headers } = await signUp(t));
    const zone = await t.app.inject({ method: 'PUT', url: '/api/user/profile', headers, payload: { timeZone: 'Asia/Ho_Chi_Minh' } });
    expect(zone.statusCode, zone.body).toBe(200);
    await connectFacebook(t, headers);
    await chooseAdAccount(t, headers, '100000001');
    ({
      campaign: { id: campaignId },
    } = await publishedAd(t, headers, { name: 'Shoes', dailyBudget: 30 }));
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await sandbox?.close();
  });

  it('waits queued until Facebook lets the account call again, and says so', async () => {
    sandbox.setUsage('100000001', { pct: 90, regainMinutes: 5 });
    const started = await t.app.inject({ method: 'POST', url: '/api/facebook/sync', headers });
    expect(started.statusCode, started.body).toBe(202);
    await jobs.run(jobs.sent.find((j) => j.name === SYNC_JOB));
    const resumesAt = new Date(t.clock.now().getTime() + 5 * 60_000);
    expect(await lastRun()).toMatchObject({ status: 'queued', error: null, resumesAt: resumesAt.toISOString() });
    // Its own resumption is scheduled then; the first 30 days are stored, the rest waits.
    expect(jobs.sent.filter((j) => j.name === SYNC_JOB).at(-1)).toEqual({
      name: SYNC_JOB,
      data: expect.any(Object),
      startAfter: resumesAt,
    });
    expect(sandbox.sent('GET', INSIGHTS)).toHaveLength(1);
    // What the Settings card shows, in the user's time zone: 12:05 UTC is 19:05 in Ho Chi Minh City.
    expect(rateLimitMessages.syncResumesAt(clockTime(resumesAt, 'Asia/Ho_Chi_Minh'))).toBe(
      'Facebook asked us to slow down; resumes at 19:05',
    );
  });

  it('a budget change meanwhile is refused before any call, with the time to try again in the user’s zone', async () => {
    const sent = sandbox.requests.length;
    const res = await t.app.inject({ method: 'PUT', url: `/api/campaigns/${campaignId}`, headers, payload: { dailyBudget: 40 } });
    expect(res.statusCode, res.body).toBe(429);
    expect(res.json().message).toBe('Facebook asked us to slow down; try again after 19:05');
    expect(res.headers['retry-after']).toBe('300');
    expect(sandbox.requests.length).toBe(sent);
  });

  it('resumes where it stopped once the wait is over: the stored days are not read again', async () => {
    const throttledAt = sandbox.sent('GET', INSIGHTS)[0]?.at ?? 0;
    sandbox.setUsage('100000001', null);
    t.clock.advance(4 * 60_000);
    await jobs.run(jobs.sent.at(-1)); // too early (a duplicate delivery, say): it still waits, nothing is read
    expect(sandbox.sent('GET', INSIGHTS)).toHaveLength(1);
    t.clock.advance(60_000);
    await jobs.run(jobs.sent.at(-1));
    const run = await lastRun();
    expect(run).toMatchObject({ status: 'succeeded', error: null, resumesAt: null });
    const reads = sandbox.sent('GET', INSIGHTS).map((r) => ({ range: r.params.time_range as { since: string; until: string }, at: r.at }));
    expect(reads).toHaveLength(3);
    const [first, second, third] = reads;
    expect(second?.at ?? 0).toBeGreaterThanOrEqual(throttledAt + 5 * 60_000);
    expect(second?.range.since).toBe(dayAfter(first?.range.until));
    expect(third?.range.since).toBe(dayAfter(second?.range.until));
    expect(run.since).toBe(first?.range.since);
    expect(run.until).toBe(third?.range.until);
  });
});

const dayAfter = (day: string | undefined) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
