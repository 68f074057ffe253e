/**
 * Decision 160: a user's days are in the connected ad account's time zone, else the one their browser sent
 * (PUT /api/user/profile { timeZone }), else UTC — the same for analytics, an ad's metrics, the
 * optimization engine's schedule and a campaign's delivery schedule. At 20:00 UTC on Tuesday 24 November
 * 2026 it is already Wednesday 25 in Ho Chi Minh City (UTC+7) and still noon on the 24th in Los Angeles (UTC−8).
 */
import { messages } from '@ads-creative/contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignDeliverySchedules, optimizationSettings } from '../src/db/schema/optimization.ts';
import { createInProcessQueue } from '../src/jobs/in-process-queue.ts';
import { createAccountZone } from '../src/modules/account-zone/index.ts';
import { usdRates } from '../src/modules/analytics/index.ts';
import { createOptimizationJobs } from '../src/modules/optimization/jobs/optimization-jobs.ts';
import { createDeliverySchedulesRepo } from '../src/modules/optimization/schedule/delivery-schedules.repo.ts';
import { createAd, createCampaign } from './helpers/ads-fixtures.ts';
import { expectApiError } from './helpers/api-error.ts';
import { createTestApp, signUp, type TestApp } from './helpers/test-app.ts';
import { seedCampaign, seedConnection, setClock } from './optimization/opt-fixtures.ts';

const NOW = '2026-11-24T20:00:00.000Z';

describe('the user time zone', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    setClock(t, NOW);
  });
  afterAll(() => t?.close());

  const put = (headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/user/profile', headers, payload });
  const get = async (headers: Record<string, string>, url: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    return res.json();
  };

  it('is stored from the profile update and shown with the user; a name that is not an IANA zone is 400', async () => {
    const u = await signUp(t);
    expect(u.user.timeZone).toBeNull();
    const res = await put(u.headers, { timeZone: 'Asia/Ho_Chi_Minh' });
    expect(res.statusCode).toBe(200);
    expect(res.json().timeZone).toBe('Asia/Ho_Chi_Minh');
    expect((await get(u.headers, '/api/auth/user')).timeZone).toBe('Asia/Ho_Chi_Minh');
    for (const timeZone of ['Mars/Olympus_Mons', '+07:00', 'UTC+7', "Asia/Ho_Chi_Minh'; drop table users", '', 7])
      expectApiError(await put(u.headers, { timeZone }), 400, 'VALIDATION_ERROR', messages.timeZoneInvalid);
    expect((await get(u.headers, '/api/user/profile')).timeZone).toBe('Asia/Ho_Chi_Minh');
  });

  it("analytics' days: UTC without either, the user's zone without an ad account, the ad account's when connected", async () => {
    const u = await signUp(t);
    const until = async () => (await get(u.headers, '/api/analytics/kpis?timeRange=7d')).meta;
    expect(await until()).toMatchObject({ timezone: 'UTC', since: '2026-11-18', until: '2026-11-24' });
    await put(u.headers, { timeZone: 'Asia/Ho_Chi_Minh' });
    expect(await until()).toMatchObject({ timezone: 'Asia/Ho_Chi_Minh', since: '2026-11-19', until: '2026-11-25' });
    await seedConnection(t.database.db, u.user.id, 'America/Los_Angeles', 'USD');
    expect(await until()).toMatchObject({ timezone: 'America/Los_Angeles', since: '2026-11-18', until: '2026-11-24' });
  });

  it("an ad's metrics use the same days", async () => {
    const u = await signUp(t);
    await put(u.headers, { timeZone: 'Asia/Ho_Chi_Minh' });
    const campaign = await createCampaign(t, u.headers, { name: 'Zoned' });
    const ad = await createAd(t, u.headers, { name: 'Zoned ad', campaignId: campaign.id });
    expect(await get(u.headers, `/api/ads/${ad.id}/metrics?timeRange=7d`)).toMatchObject({ since: '2026-11-19', until: '2026-11-25' });
  });

  it("a campaign's delivery schedule pauses on the weekdays of the user's zone", async () => {
    const u = await signUp(t);
    await put(u.headers, { timeZone: 'Asia/Ho_Chi_Minh' });
    const campaignId = await seedCampaign(t.database.db, u.user.id);
    await t.database.db.insert(campaignDeliverySchedules).values({ campaignId, userId: u.user.id, excludedDays: ['SUN'] });
    const [row] = await createDeliverySchedulesRepo(t.database.db).all(campaignId);
    expect(row?.timezone).toBe('Asia/Ho_Chi_Minh');
  });

  it("the engine's daily schedule counts the day in the user's zone", async () => {
    const db = t.database.db;
    const jobs = createOptimizationJobs({
      db,
      clock: t.clock.now,
      jobs: createInProcessQueue(),
      rates: usdRates({}),
      account: createAccountZone(db).account,
      runForUser: async () => {},
      notify: async () => {},
      log: (e) => {
        throw e;
      },
    });
    // Both last ran at 18:00 UTC on the 24th: 01:00 on the 25th in Ho Chi Minh City, where today is the 25th too.
    const user = async (timeZone: string | null) => {
      const u = await signUp(t);
      if (timeZone) await put(u.headers, { timeZone });
      await seedCampaign(db, u.user.id);
      await db.insert(optimizationSettings).values({ userId: u.user.id, frequency: 'daily', lastRunAt: new Date('2026-11-24T18:00:00Z') });
      return u.user.id as number;
    };
    const inUtc = await user(null);
    const inHoChiMinh = await user('Asia/Ho_Chi_Minh');
    const due = await jobs.dueUsers();
    expect(due).not.toContain(inUtc); // ran today (the 24th)
    expect(due).not.toContain(inHoChiMinh); // ran today (the 25th there)
    setClock(t, '2026-11-24T23:30:00.000Z'); // the 25th in Ho Chi Minh City still, the 24th in UTC
    const later = await jobs.dueUsers();
    expect(later).not.toContain(inHoChiMinh);
    expect(later).not.toContain(inUtc);
    setClock(t, '2026-11-25T00:30:00.000Z'); // the 25th in UTC: the UTC user is due, Ho Chi Minh's waits for the 26th
    const next = await jobs.dueUsers();
    expect(next).toContain(inUtc);
    expect(next).not.toContain(inHoChiMinh);
    setClock(t, NOW);
  });
});
