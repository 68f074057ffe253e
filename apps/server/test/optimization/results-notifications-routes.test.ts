/**
 * Over HTTP: GET /api/optimization/history and /categories from stored recommendations and their
 * measurements (hand-worked numbers, the range, another user's rows never counted), and
 * GET /api/notifications?after= paging and isolation between users.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recommendationImpacts } from '../../src/db/schema/optimization.ts';
import { createNotificationsService } from '../../src/modules/notifications/notifications.service.ts';
import { expectError, type Headers } from '../helpers/ads-fixtures.ts';
import { createTestApp, signUp, type TestApp } from '../helpers/test-app.ts';
import { seedRecommendation, setClock } from './opt-fixtures.ts';

const NOW = '2026-06-30T12:00:00.000Z';
const daysAgo = (d: number) => new Date(Date.parse(NOW) - d * 86_400_000);

describe('results and notifications routes', () => {
  let t: TestApp;
  let a: Headers;
  let b: Headers;
  let aId: number;
  let bId: number;
  const recs: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp();
    setClock(t, NOW);
    const db = t.database.db;
    const userA = await signUp(t);
    const userB = await signUp(t);
    [a, aId, b, bId] = [userA.headers, userA.user.id, userB.headers, userB.user.id];
    const impl = (d: number) => ({ status: 'IMPLEMENTED', implementedAt: daysAgo(d), decidedAt: daysAgo(d) });
    recs.scale = await seedRecommendation(db, aId, { ...impl(20), type: 'CAMPAIGN_SCALE', title: 'Scale Good' });
    recs.pause = await seedRecommendation(db, aId, {
      ...impl(16),
      type: 'CAMPAIGN_PAUSE',
      category: 'Campaign Strategy',
      title: 'Pause Leaky',
    });
    recs.recent = await seedRecommendation(db, aId, {
      ...impl(2),
      type: 'AD_CREATIVE_REFRESH',
      category: 'Creative Optimization',
      title: 'Refresh',
      beforeState: { draftAd: null },
    });
    recs.old = await seedRecommendation(db, aId, { ...impl(120), type: 'CAMPAIGN_SCALE', title: 'Long ago' });
    recs.open = await seedRecommendation(db, aId, { type: 'BUDGET_REALLOCATION', priority: 'HIGH' });
    const measured = (id: number, horizonDays: number, metric: string, verdict: string, change: number) => ({
      recommendationId: id,
      horizonDays,
      metric,
      verdict,
      change,
      lower: change - 4,
      upper: change + 4,
      level: 0.9,
      method: 'difference_in_differences',
    });
    await db
      .insert(recommendationImpacts)
      .values([
        measured(recs.scale, 7, 'conversions', 'SUCCESS', 15),
        measured(recs.scale, 14, 'conversions', 'SUCCESS', 12),
        measured(recs.pause, 7, 'cost_per_conversion', 'FAILED', 6),
        measured(recs.old, 14, 'conversions', 'SUCCESS', 50),
      ]);
    // B's implemented and measured one must never count for A.
    const theirs = await seedRecommendation(db, bId, { ...impl(10), title: 'Theirs' });
    await db.insert(recommendationImpacts).values(measured(theirs, 7, 'conversions', 'SUCCESS', 99));
  });
  afterAll(() => t?.close());

  const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });

  it('history over 90 days: 3 implemented, average (12 − 6) / 2 = 3, 1 success of 2 decided = 50 %', async () => {
    const res = await get('/api/optimization/history?limit=50&range=90d', a);
    expect(res.statusCode, res.body).toBe(200);
    const h = res.json();
    expect(h).toMatchObject({ totalImplemented: 3, averageImpact: 3, successRate: 50 });
    expect(
      h.items.map((i: { title: string; actualImpact: number | null; status: string | null; verdict: string }) => [
        i.title,
        i.actualImpact,
        i.status,
        i.verdict,
      ]),
    ).toEqual([
      ['Refresh', null, null, 'TOO_EARLY'],
      ['Pause Leaky', 6, 'FAILED', 'FAILED'],
      ['Scale Good', 12, 'SUCCESS', 'SUCCESS'],
    ]);
    expect(h.items[2].measuredImpact.map((m: { horizonDays: number }) => m.horizonDays)).toEqual([7, 14]);
    // Revert is offered within 7 days of an implemented change with a stored before-state: only 'Refresh' (2 days).
    expect(h.items.map((i: { revertible: boolean }) => i.revertible)).toEqual([true, false, false]);
  });

  it('history honours range and limit, and answers 400 for a bad range', async () => {
    const week = (await get('/api/optimization/history?range=7d', a)).json();
    expect(week).toMatchObject({ totalImplemented: 1, averageImpact: null, successRate: null });
    expect((await get('/api/optimization/history?limit=1', a)).json().items.map((i: { title: string }) => i.title)).toEqual(['Refresh']);
    expectError(await get('/api/optimization/history?range=1y', a), 400, 'VALIDATION_ERROR', 'range must be one of 7d, 30d, 90d.');
  });

  it("categories count the user's own recommendations", async () => {
    const res = await get('/api/optimization/categories', a);
    expect(res.statusCode).toBe(200);
    const by = Object.fromEntries(res.json().map((c: { category: string }) => [c.category, c]));
    expect(by['Budget Optimization']).toMatchObject({ open: 1, highPriority: 1, implemented: 2, averageImpact: 31 }); // (12 + 50) / 2
    expect(by['Campaign Strategy']).toMatchObject({ open: 0, implemented: 1, averageImpact: -6 });
    expect(by['Creative Optimization']).toMatchObject({ open: 0, implemented: 1, averageImpact: null });
    const theirs = (await get('/api/optimization/categories', b)).json();
    expect(theirs.find((c: { category: string }) => c.category === 'Budget Optimization')).toMatchObject({
      open: 0,
      implemented: 1,
      averageImpact: 99,
    });
  });

  describe('notifications', () => {
    const ids: number[] = [];
    beforeAll(async () => {
      const { notify } = createNotificationsService({ db: t.database.db, clock: t.clock.now });
      for (let i = 1; i <= 120; i++) {
        await notify(aId, { type: 'info', title: `A ${i}`, message: `m ${i}` });
        if (i % 40 === 0) await notify(bId, { type: 'success', title: `B ${i / 40}`, message: 'b', data: { recommendationId: i } });
      }
      const all = (await get('/api/notifications?after=0', a)).json().items as { id: number }[];
      ids.push(...all.map((n) => n.id));
    });
    const titles = async (url: string, headers = a) => ((await get(url, headers)).json().items as { title: string }[]).map((n) => n.title);
    const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `A ${from + i}`);

    it('after=0 answers the newest 50, oldest first', async () => {
      expect(await titles('/api/notifications?after=0')).toEqual(range(71, 120));
      expect(await titles('/api/notifications')).toEqual(range(71, 120));
    });

    it('after=id pages forward 50 at a time from that id, and nothing after the last', async () => {
      const first = ((await get('/api/notifications?after=0', a)).json().items as { id: number }[])[0]?.id as number;
      // From just before A's 71st: the same 50; from id 1 (A's first): A's 2nd to 51st, B's among them never shown.
      const page = (await get(`/api/notifications?after=${first - 1}`, a)).json().items as { id: number; title: string }[];
      expect(page.map((n) => n.title)).toEqual(range(71, 120));
      const early = (await get('/api/notifications?after=1', a)).json().items as { title: string }[];
      expect(early.map((n) => n.title)).toEqual(range(2, 51));
      expect(await titles(`/api/notifications?after=${ids.at(-1)}`)).toEqual([]);
    });

    it('shows a user only their own, with type, message, data and time', async () => {
      const items = (await get('/api/notifications?after=0', b)).json().items;
      expect(items.map((n: { title: string }) => n.title)).toEqual(['B 1', 'B 2', 'B 3']);
      expect(items[0]).toMatchObject({ type: 'success', message: 'b', data: { recommendationId: 40 }, createdAt: NOW });
    });

    it('answers 400 for an after that is not a whole number, 401 without a session', async () => {
      expectError(await get('/api/notifications?after=abc', a), 400, 'VALIDATION_ERROR', 'after must be a whole number.');
      expect((await t.app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
    });
  });
});
