/**
 * The scheduled-application job on the app's real job queue: pg-boss on PostgreSQL (the schedule stored
 * in pg-boss, a job run applies the due recommendation), the in-process runner on PGlite.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCampaign } from '../../../test/helpers/ads-fixtures.ts';
import { scaleSeed, seedRecommendation } from '../../../test/helpers/recommendation-fixtures.ts';
import { createTestApp, signUp, type TestApp } from '../../../test/helpers/test-app.ts';
import { openSharedTestDatabase } from '../../../test/helpers/test-database.ts';
import { createInProcessQueue } from '../../jobs/in-process-queue.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { createPgBossQueue } from '../../jobs/pg-boss-queue.ts';
import { APPLY_DUE_CRON, APPLY_DUE_JOB } from './apply-due-job.ts';

const HOUR = 60 * 60 * 1000;

let shared: Awaited<ReturnType<typeof openSharedTestDatabase>>;
let t: TestApp;
let jobs: JobQueue;

beforeAll(async () => {
  shared = await openSharedTestDatabase();
  jobs = shared.url ? createPgBossQueue({ connectionString: shared.url, pollingIntervalSeconds: 1 }) : createInProcessQueue();
  t = await createTestApp({ database: shared.first, deps: { jobs } });
}, 120_000);
afterAll(async () => {
  await t?.close();
  await shared?.close();
}, 60_000);

describe('the scheduled-application job', () => {
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))('is scheduled every minute in pg-boss', async () => {
    const boss = (jobs as ReturnType<typeof createPgBossQueue>).boss;
    const schedules = await boss.getSchedules();
    expect(schedules.find((s) => s.name === APPLY_DUE_JOB)).toMatchObject({ cron: APPLY_DUE_CRON, timezone: 'UTC' });
  });

  it('a run of the job applies what is due at the app clock', async () => {
    const { headers, user } = await signUp(t);
    const campaign = await createCampaign(t, headers, { name: 'Shoes', dailyBudget: 100, status: 'ACTIVE' });
    const id = await seedRecommendation(t, user.id, scaleSeed(campaign.id, 'Shoes', 100, 110), {
      status: 'SCHEDULED',
      scheduledFor: new Date(t.clock.now().getTime() + HOUR),
    });
    t.clock.advance(HOUR);
    await jobs.send(APPLY_DUE_JOB, {});
    let status = '';
    for (let i = 0; i < 200 && status !== 'IMPLEMENTED'; i++) {
      await new Promise((r) => setTimeout(r, 50));
      status = (await t.app.inject({ method: 'GET', url: `/api/optimization/recommendations/${id}/status`, headers })).json().status;
    }
    expect(status).toBe('IMPLEMENTED');
    expect((await t.app.inject({ method: 'GET', url: `/api/campaigns/${campaign.id}`, headers })).json().dailyBudget).toBe(110);
  });
});
