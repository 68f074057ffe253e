/**
 * The optimization jobs on the app's database with its adjustable test clock: who is due on their
 * frequency (in their time zone), expiry of overdue PENDING and SCHEDULED ones with one warning within
 * 24 h (read back through GET /api/notifications), and impact measurement 7 and 14 days after.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { optimizationSettings, recommendationImpacts } from '../../src/db/schema/optimization.ts';
import { createInProcessQueue } from '../../src/jobs/in-process-queue.ts';
import { addDays } from '../../src/lib/calendar.ts';
import { gaussian, prng } from '../../src/lib/seeded-random.ts';
import { usdRates } from '../../src/modules/analytics/fx.ts';
import { createNotificationsService } from '../../src/modules/notifications/notifications.service.ts';
import { createOptimizationJobs, OPTIMIZATION_RUN_JOB } from '../../src/modules/optimization/jobs/optimization-jobs.ts';
import { queryRows } from '../helpers/ads-fixtures.ts';
import { metricDay, writeMetrics } from '../helpers/metrics-fixtures.ts';
import { createTestApp, signUp, type TestApp } from '../helpers/test-app.ts';
import { seedAd, seedCampaign, seedConnection, seedRecommendation, setClock } from './opt-fixtures.ts';

const NOW = '2026-06-15T09:00:00.000Z';

describe('optimization jobs', () => {
  let t: TestApp;
  let jobs: ReturnType<typeof createOptimizationJobs>;
  const ran: number[] = [];
  const queue = createInProcessQueue();
  const sent: { name: string; data: object }[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    setClock(t, NOW);
    const db = t.database.db;
    const notifications = createNotificationsService({ db, clock: t.clock.now });
    jobs = createOptimizationJobs({
      db,
      clock: t.clock.now,
      jobs: {
        ...queue,
        send: async (name, data) => {
          sent.push({ name, data });
          return null;
        },
      },
      rates: usdRates({}),
      account: async (userId) => {
        const [row] = await queryRows<{ timezone: string | null }>(
          t,
          sql`select timezone from facebook_connections where user_id = ${userId}`,
        );
        return { timezone: row?.timezone || 'UTC', currency: null };
      },
      runForUser: async (userId) => {
        ran.push(userId);
        await db
          .insert(optimizationSettings)
          .values({ userId, lastRunAt: t.clock.now() })
          .onConflictDoUpdate({ target: optimizationSettings.userId, set: { lastRunAt: t.clock.now() } });
      },
      notify: notifications.notify,
      log: (e) => {
        throw e;
      },
    });
  });
  afterAll(() => t?.close());

  describe('frequency', () => {
    const users: Record<string, number> = {};
    beforeAll(async () => {
      const db = t.database.db;
      const user = async (name: string, frequency: string | null, lastRunAt: string | null, timezone?: string) => {
        const id = (await signUp(t)).user.id as number;
        await seedCampaign(db, id);
        if (frequency)
          await db.insert(optimizationSettings).values({ userId: id, frequency, lastRunAt: lastRunAt ? new Date(lastRunAt) : null });
        if (timezone) await seedConnection(db, id, timezone, 'USD');
        users[name] = id;
      };
      await user('never', null, null);
      await user('dailyYesterday', 'daily', '2026-06-14T23:00:00Z');
      await user('dailyToday', 'daily', '2026-06-15T00:30:00Z');
      await user('weekly3DaysAgo', 'weekly', '2026-06-12T09:00:00Z');
      await user('weekly7DaysAgo', 'weekly', '2026-06-08T23:59:00Z');
      await user('monthlyDue', 'monthly', '2026-05-15T08:00:00Z');
      await user('monthlyNot', 'monthly', '2026-05-16T08:00:00Z');
      // 18:00 UTC on 14 June is 01:00 on 15 June in Ho Chi Minh City: already today there.
      await user('dailyTodayInZone', 'daily', '2026-06-14T18:00:00Z', 'Asia/Ho_Chi_Minh');
      users.nothing = (await signUp(t)).user.id as number; // no campaign, no AI call: nothing to analyse
    });

    const mine = (ids: number[]) =>
      Object.entries(users)
        .filter(([, id]) => ids.includes(id))
        .map(([name]) => name)
        .sort();

    it('finds the users whose next run day has come, in their own time zone', async () => {
      expect(mine(await jobs.dueUsers())).toEqual(['dailyYesterday', 'monthlyDue', 'never', 'weekly7DaysAgo']);
    });

    it('the hourly job sends one engine run per due user', async () => {
      sent.length = 0;
      const due = await jobs.enqueueDue();
      expect(sent).toEqual(due.map((userId) => ({ name: OPTIMIZATION_RUN_JOB, data: { userId, trigger: 'schedule' } })));
      expect(mine(due)).toEqual(['dailyYesterday', 'monthlyDue', 'never', 'weekly7DaysAgo']);
    });

    it('runs them, after which they are not due until their next day', async () => {
      ran.length = 0;
      await jobs.runDue();
      expect(mine(ran)).toEqual(['dailyYesterday', 'monthlyDue', 'never', 'weekly7DaysAgo']);
      expect(mine(await jobs.dueUsers())).toEqual([]);
      t.clock.advance(86_400_000);
      const nextDay = mine(await jobs.dueUsers());
      t.clock.advance(-86_400_000);
      // 16 June: every daily user, and the monthly one last run on 16 May; the weekly ones ran 15 June and 12 June.
      expect(nextDay).toEqual(['dailyToday', 'dailyTodayInZone', 'dailyYesterday', 'monthlyNot', 'never']);
    });
  });

  describe('expiry', () => {
    it('expires overdue PENDING and SCHEDULED ones, not ACCEPTED or decided ones', async () => {
      const db = t.database.db;
      const userId = (await signUp(t)).user.id as number;
      const past = new Date(Date.parse(NOW) - 60_000);
      const pending = await seedRecommendation(db, userId, { expiresAt: past });
      const scheduled = await seedRecommendation(db, userId, {
        status: 'SCHEDULED',
        scheduledFor: new Date('2026-06-20T00:00:00Z'),
        expiresAt: past,
      });
      const accepted = await seedRecommendation(db, userId, { status: 'ACCEPTED', expiresAt: past });
      const dismissed = await seedRecommendation(db, userId, { status: 'DISMISSED', expiresAt: past });
      const fresh = await seedRecommendation(db, userId, { expiresAt: new Date(Date.parse(NOW) + 60_000) });
      await jobs.expire();
      const rows = await queryRows<{ id: number; status: string }>(
        t,
        sql`select id, status from recommendations where user_id = ${userId} order by id`,
      );
      expect(rows).toEqual([
        { id: pending, status: 'EXPIRED' },
        { id: scheduled, status: 'EXPIRED' },
        { id: accepted, status: 'ACCEPTED' },
        { id: dismissed, status: 'DISMISSED' },
        { id: fresh, status: 'PENDING' },
      ]);
    });

    it('warns once, through the notifications API, when a PENDING or SCHEDULED one expires within 24 hours', async () => {
      const db = t.database.db;
      const { user, headers } = await signUp(t);
      const other = await signUp(t);
      const userId = user.id as number;
      const inHours = (h: number) => new Date(Date.parse(NOW) + h * 3_600_000);
      const soon = await seedRecommendation(db, userId, { title: 'Pause Leaky', expiresAt: inHours(10) });
      const scheduledSoon = await seedRecommendation(db, userId, { title: 'Scale Good', status: 'SCHEDULED', expiresAt: inHours(23.5) });
      const later = await seedRecommendation(db, userId, { title: 'Refresh Red shoes', expiresAt: inHours(30) });
      await seedRecommendation(db, userId, { title: 'Accepted', status: 'ACCEPTED', expiresAt: inHours(5) });
      const notices = async (h = headers) =>
        (await t.app.inject({ method: 'GET', url: '/api/notifications?after=0', headers: h })).json().items;

      await jobs.expire();
      await jobs.expire();
      const first = await notices();
      expect(
        first.map((n: { type: string; title: string; message: string; data: unknown }) => [n.type, n.title, n.message, n.data]),
      ).toEqual([
        [
          'warning',
          'Recommendation expiring soon',
          '"Pause Leaky" expires in 10 hours. Accept, schedule or dismiss it before then.',
          { recommendationId: soon },
        ],
        [
          'warning',
          'Recommendation expiring soon',
          '"Scale Good" expires in 23 hours. Accept, schedule or dismiss it before then.',
          { recommendationId: scheduledSoon },
        ],
      ]);
      expect(await notices(other.headers)).toEqual([]);

      t.clock.advance(7 * 3_600_000); // the third now expires in 23 h
      await jobs.expire();
      const second = await notices();
      expect(second).toHaveLength(3);
      expect(second[2]).toMatchObject({
        message: '"Refresh Red shoes" expires in 23 hours. Accept, schedule or dismiss it before then.',
        data: { recommendationId: later },
      });
      const [row] = await queryRows<{ at: string | null }>(
        t,
        sql`select expiry_notified_at::text as at from recommendations where id = ${later}`,
      );
      expect(new Date(row?.at as string).toISOString()).toBe(new Date(Date.parse(NOW) + 7 * 3_600_000).toISOString());
      t.clock.advance(-7 * 3_600_000);
    });
  });

  describe('impact measurement', () => {
    // Implemented on 1 June at noon; CTR 2 % before. Treated: +30 % after (seeded binomial noise); control unchanged.
    const IMPLEMENTED = '2026-06-01';
    async function measuredSetup(effect: number, seed: number) {
      const db = t.database.db;
      const userId = (await signUp(t)).user.id as number;
      const treated = await seedCampaign(db, userId, { name: 'Treated' });
      const control = await seedCampaign(db, userId, { name: 'Control' });
      const other = await seedCampaign(db, userId, { name: 'Changed too' });
      const ads = {
        treated: await seedAd(db, userId, treated),
        control: await seedAd(db, userId, control),
        other: await seedAd(db, userId, other),
      };
      const u = prng(seed);
      const draw = (n: number, p: number) => Math.max(0, Math.round(n * p + Math.sqrt(n * p * (1 - p)) * gaussian(u)));
      const rows = [];
      for (let i = -14; i <= 14; i++) {
        const date = addDays(IMPLEMENTED, i);
        const lift = i > 0 ? 1 + effect : 1;
        rows.push(metricDay(ads.treated, treated, date, [10_000, draw(10_000, 0.02 * lift), '10.00', 0, '0.00']));
        rows.push(metricDay(ads.control, control, date, [20_000, draw(20_000, 0.015), '10.00', 0, '0.00']));
        // Another campaign changed on the same days by another recommendation: not a control (its CTR doubles).
        rows.push(metricDay(ads.other, other, date, [20_000, draw(20_000, i > 0 ? 0.04 : 0.02), '10.00', 0, '0.00']));
      }
      await writeMetrics(db, userId, rows, t.clock.now());
      const implementedAt = new Date(`${IMPLEMENTED}T12:00:00Z`);
      const rec = await seedRecommendation(db, userId, {
        status: 'IMPLEMENTED',
        targetId: String(treated),
        campaignIds: [treated],
        expectedImpact: { metric: 'ctr', expectedChange: 20, changeType: 'increase', timeframe: '7 days', confidence: 0.9 },
        implementedAt,
        decidedAt: implementedAt,
      });
      await seedRecommendation(db, userId, {
        status: 'IMPLEMENTED',
        targetId: String(other),
        campaignIds: [other],
        implementedAt,
        decidedAt: implementedAt,
      });
      return rec;
    }
    const impactsOf = (id: number) =>
      queryRows<{ horizon_days: number; verdict: string; change: number; lower: number; upper: number; method: string }>(
        t,
        sql`select horizon_days, verdict, change, lower, upper, method from ${recommendationImpacts} where recommendation_id = ${id} order by horizon_days`,
      );

    it('measures nothing before the 7 days after the change are complete, then 7 and 14 days, each once', async () => {
      const rec = await measuredSetup(0.3, 7);
      setClock(t, '2026-06-08T12:00:00.000Z'); // the 7th day after (8 June) is still running
      await jobs.measureDue();
      expect(await impactsOf(rec)).toEqual([]);
      setClock(t, '2026-06-09T00:30:00.000Z');
      await jobs.measureDue();
      expect((await impactsOf(rec)).map((i) => i.horizon_days)).toEqual([7]);
      setClock(t, '2026-06-16T00:30:00.000Z');
      await jobs.measureDue();
      await jobs.measureDue();
      const [seven, fourteen] = await impactsOf(rec);
      expect([seven?.horizon_days, fourteen?.horizon_days]).toEqual([7, 14]);
      // A known +30 % effect: difference in differences against the untouched campaign, its 90 % interval covers it.
      for (const m of [seven, fourteen]) {
        expect(m?.method).toBe('difference_in_differences');
        expect(m?.lower).toBeLessThan(30);
        expect(m?.upper).toBeGreaterThan(30);
        expect(m?.lower).toBeGreaterThan(0);
        expect(m?.verdict).toBe('SUCCESS');
      }
      setClock(t, NOW);
    });

    /** A user whose campaigns' days around 1 June `day(i)` gives ([campaign, spend, conversions, value] rows, i = −14…14). */
    async function seriesSetup(names: string[], day: (i: number, ids: number[]) => [number, number, number, number][]) {
      const db = t.database.db;
      const userId = (await signUp(t)).user.id as number;
      const ids: number[] = [];
      const adOf = new Map<number, number>();
      for (const name of names) {
        const id = await seedCampaign(db, userId, { name });
        ids.push(id);
        adOf.set(id, await seedAd(db, userId, id));
      }
      const rows = [];
      for (let i = -14; i <= 14; i++)
        for (const [campaign, spend, conversions, value] of day(i, ids))
          rows.push(
            metricDay(adOf.get(campaign) as number, campaign, addDays(IMPLEMENTED, i), [
              10_000,
              200,
              spend.toFixed(2),
              conversions,
              value.toFixed(2),
            ]),
          );
      await writeMetrics(db, userId, rows, t.clock.now());
      return { userId, ids };
    }
    const implementedAt = new Date(`${IMPLEMENTED}T12:00:00Z`);

    it('measures a pause on the account against its untouched campaigns: a known −20 % cost per conversion', async () => {
      const u = prng(21);
      const around = (mean: number, sd: number) => Math.max(0, mean + sd * gaussian(u));
      // Rest: $1,000 a day for 20 conversions, 10 % fewer after (the market). Paused: $250 a day, no conversion,
      // nothing after. Changed too: another recommendation doubled its conversions: in neither series.
      const { userId, ids } = await seriesSetup(['Rest', 'Paused', 'Changed too'], (i, [rest, paused, other]) => [
        [rest as number, around(1000, 50), Math.round(around(i > 0 ? 18 : 20, 4.5)), 0],
        ...(i > 0 ? [] : [[paused as number, around(250, 25), 0, 0] as [number, number, number, number]]),
        [other as number, 500, i > 0 ? 20 : 10, 0],
      ]);
      const db = t.database.db;
      const rec = await seedRecommendation(db, userId, {
        type: 'CAMPAIGN_PAUSE',
        status: 'IMPLEMENTED',
        targetId: String(ids[1]),
        campaignIds: [ids[1] as number],
        expectedImpact: {
          metric: 'cost_per_conversion',
          expectedChange: -20,
          changeType: 'decrease',
          timeframe: '7 days',
          confidence: 0.9,
        },
        implementedAt,
        decidedAt: implementedAt,
      });
      await seedRecommendation(db, userId, {
        status: 'IMPLEMENTED',
        targetId: String(ids[2]),
        campaignIds: [ids[2] as number],
        implementedAt,
      });
      setClock(t, '2026-06-16T00:30:00.000Z');
      await jobs.measureDue();
      const measured = await impactsOf(rec);
      expect(measured.map((m) => m.horizon_days)).toEqual([7, 14]);
      for (const m of measured) {
        expect(m.method).toBe('difference_in_differences');
        expect(m.lower).toBeLessThan(-20);
        expect(m.upper).toBeGreaterThan(-20);
        expect(m.upper).toBeLessThan(0);
        expect(m.verdict).toBe('SUCCESS');
      }
      setClock(t, NOW);
    });

    /** Source ROAS 1, target ROAS 3, $100 a day each; `moved` dollars go to the target after; the market adds 10 % to every value after. */
    async function reallocation(moved: number, seed: number) {
      const u = prng(seed);
      const noisy = (v: number) => v * (1 + 0.05 * gaussian(u));
      const { userId, ids } = await seriesSetup(['Source', 'Target', 'Untouched'], (i, [source, target, untouched]) => {
        const market = i > 0 ? 1.1 : 1;
        const [s, g] = i > 0 ? [100 - moved, 100 + moved] : [100, 100];
        return [
          [source as number, s, 5, noisy(s * market)],
          [target as number, g, 5, noisy(3 * g * market)],
          [untouched as number, 200, 5, noisy(400 * market)],
        ];
      });
      const rec = await seedRecommendation(t.database.db, userId, {
        type: 'BUDGET_REALLOCATION',
        status: 'IMPLEMENTED',
        targetId: String(ids[0]),
        campaignIds: [ids[0] as number, ids[1] as number],
        expectedImpact: { metric: 'roas', expectedChange: 20, changeType: 'increase', timeframe: '7 days', confidence: 0.9 },
        implementedAt,
        decidedAt: implementedAt,
      });
      setClock(t, '2026-06-16T00:30:00.000Z');
      await jobs.measureDue();
      setClock(t, NOW);
      return impactsOf(rec);
    }

    it('measures a reallocation on the two campaigns together against the untouched ones: a known +20 % ROAS', async () => {
      // $40 moved: (60 + 420) / 200 = 2.4 against 2 (+20 %); before/after alone would say +32 %.
      const measured = await reallocation(40, 22);
      expect(measured.map((m) => m.horizon_days)).toEqual([7, 14]);
      for (const m of measured) {
        expect(m.method).toBe('difference_in_differences');
        expect(m.lower).toBeLessThan(20);
        expect(m.upper).toBeGreaterThan(20);
        expect(m.lower).toBeGreaterThan(0);
        expect(m.verdict).toBe('SUCCESS');
      }
    });

    it('calls a reallocation that moved nothing inconclusive, although every value rose 10 %', async () => {
      const measured = await reallocation(0, 23);
      expect(measured).toHaveLength(2);
      for (const m of measured) {
        expect(m.method).toBe('difference_in_differences');
        expect(m.lower).toBeLessThan(0);
        expect(m.upper).toBeGreaterThan(0);
        expect(m.verdict).toBe('INCONCLUSIVE');
      }
    });

    it('calls noise inconclusive: no effect, the interval spans 0', async () => {
      const rec = await measuredSetup(0, 11);
      setClock(t, '2026-06-16T00:30:00.000Z');
      await jobs.measureDue();
      const measured = await impactsOf(rec);
      expect(measured.map((m) => m.horizon_days)).toEqual([7, 14]);
      for (const m of measured) {
        expect(m.lower).toBeLessThan(0);
        expect(m.upper).toBeGreaterThan(0);
        expect(m.verdict).toBe('INCONCLUSIVE');
      }
      setClock(t, NOW);
    });
  });
});
