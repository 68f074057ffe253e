/**
 * `npm run seed:demo`'s seeder against a real database (PGlite, or PostgreSQL with TEST_DATABASE_URL):
 * the demo account signs in with the printed login, holds what the plan says, its numbers are
 * labelled demo, and a second run replaces everything (no duplicates, same login, same numbers).
 */

import type { RecommendationView } from '@ads-creative/contracts/optimization';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import { aiCalls } from '../../src/db/schema/ai.ts';
import { adContents, ads, campaigns } from '../../src/db/schema/campaigns.ts';
import { adMetricsDaily } from '../../src/db/schema/metrics.ts';
import { recommendationImpacts } from '../../src/db/schema/optimization.ts';
import { users } from '../../src/db/schema/users.ts';
import { addDays } from '../../src/lib/calendar.ts';
import { planDemo } from '../../src/modules/demo/demo-plan.ts';
import { DEMO_ACCOUNT, DemoAccountConflictError, type DemoSeedOptions, seedDemo } from '../../src/modules/demo/demo-seeder.ts';
import { demoCampaignDays } from '../../src/modules/demo/demo-series.ts';
import { createStorage } from '../../src/providers/storage/storage-config.ts';
import { createTestApp, signUp, type TestApp, uniqueIp } from '../helpers/test-app.ts';

const TODAY = '2026-06-28';
const small: DemoSeedOptions = { scale: 1, adsPerCampaign: 2, days: 45, seed: 7 };

let t: TestApp;
let db: Db;
const seed = (options: DemoSeedOptions = small) =>
  seedDemo({ db, clock: t.clock.now, storage: createStorage(t.config), quotaBytes: t.config.MEDIA_QUOTA_BYTES }, options);

const countOf = async (table: typeof campaigns | typeof ads | typeof aiCalls, userId: number) => {
  const [row] = await db.select({ n: count() }).from(table).where(eq(table.userId, userId));
  return row?.n;
};
const contentsOf = async (userId: number) => {
  const [row] = await db.select({ n: count() }).from(adContents).innerJoin(ads, eq(ads.id, adContents.adId)).where(eq(ads.userId, userId));
  return row?.n;
};
const metricsOf = async (userId: number) => {
  const [row] = await db
    .select({
      rows: count(),
      demoRows: sql<number>`count(*) filter (where ${adMetricsDaily.source} = 'demo')`.mapWith(Number),
      spend: sql<string>`coalesce(sum(${adMetricsDaily.spend}), 0)::text`,
      conversions: sql<number>`coalesce(sum(${adMetricsDaily.conversions}), 0)`.mapWith(Number),
    })
    .from(adMetricsDaily)
    .where(eq(adMetricsDaily.userId, userId));
  return row;
};
const login = (usernameOrEmail: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login-app', remoteAddress: uniqueIp(), payload: { usernameOrEmail, password } });

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  t.clock.advance(Date.parse(`${TODAY}T10:00:00Z`) - t.clock.now().getTime());
});
afterAll(async () => t?.close());

describe('the demo seeder', () => {
  let first: Awaited<ReturnType<typeof seed>>;
  let firstCampaignIds: number[];
  let firstMetrics: Awaited<ReturnType<typeof metricsOf>>;

  it('creates the demo account, which signs in with the login it prints', async () => {
    first = await seed();
    expect(first.account).toEqual({ username: DEMO_ACCOUNT.username, email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password });
    const res = await login(DEMO_ACCOUNT.username, DEMO_ACCOUNT.password);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: first.userId, username: 'demo', email: 'demo@example.com', name: 'Demo account' });
    expect((await login(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password)).statusCode).toBe(200);
  });

  it('stores what the plan says: 20 campaigns of 2 ads, their contents and calls, and one demo row per ad per delivered day', async () => {
    const plan = planDemo({ seed: 7, scale: 1, adsPerCampaign: 2, days: 45, fullHistory: false, today: TODAY });
    const expectedRows = plan.reduce((n, c) => n + demoCampaignDays(c, { campaignId: 0, adIds: c.ads.map(() => 0) }, TODAY, 7).length, 0);
    const expectedContents = plan
      .flatMap((c) => c.ads)
      .reduce((n, a) => n + a.generation.runs.reduce((m, r) => m + r.contents.length, 0), 0);
    expect(first.counts).toMatchObject({ campaigns: 20, ads: 40, contents: expectedContents, metricRows: expectedRows });
    expect(await countOf(campaigns, first.userId)).toBe(20);
    expect(await countOf(ads, first.userId)).toBe(40);
    expect(await contentsOf(first.userId)).toBe(expectedContents);
    expect(await countOf(aiCalls, first.userId)).toBe(first.counts.aiCalls);
    const metrics = await metricsOf(first.userId);
    expect(metrics?.rows).toBe(expectedRows);
    expect(metrics?.demoRows).toBe(expectedRows);
    expect(Number(metrics?.spend)).toBeGreaterThan(0);
    firstMetrics = metrics;

    // The failed calls are logged without an ad; the chosen contents' calls are marked selected.
    const [failed] = await db
      .select({ n: count() })
      .from(aiCalls)
      .where(and(eq(aiCalls.userId, first.userId), eq(aiCalls.success, false)));
    expect(failed?.n).toBeGreaterThan(0);
    const selectedContents = await db
      .select({ textCallId: adContents.textCallId, headline: ads.headline, title: adContents.title })
      .from(adContents)
      .innerJoin(ads, eq(ads.id, adContents.adId))
      .where(and(eq(ads.userId, first.userId), eq(adContents.isSelected, true)));
    expect(selectedContents.length).toBeGreaterThan(0);
    for (const c of selectedContents) expect(c.headline).toBe(c.title);
    const selectedCalls = await db
      .select({ id: aiCalls.id })
      .from(aiCalls)
      .where(and(eq(aiCalls.userId, first.userId), eq(aiCalls.selected, true), eq(aiCalls.kind, 'text')));
    expect(new Set(selectedCalls.map((c) => c.id))).toEqual(new Set(selectedContents.map((c) => c.textCallId)));
    firstCampaignIds = (await db.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.userId, first.userId))).map((r) => r.id);
  });

  it('serves the demo through the API like any account, its numbers labelled demo and its pictures stored', async () => {
    const token = (await login(DEMO_ACCOUNT.username, DEMO_ACCOUNT.password)).json().token as string;
    const headers = { authorization: `Bearer ${token}` };
    const list = await t.app.inject({ method: 'GET', url: '/api/campaigns?size=100', headers });
    expect(list.json().totalElements).toBe(20);
    const [delivered] = await db
      .select({ adId: adMetricsDaily.adId })
      .from(adMetricsDaily)
      .where(eq(adMetricsDaily.userId, first.userId))
      .limit(1);
    const metrics = await t.app.inject({ method: 'GET', url: `/api/ads/${delivered?.adId}/metrics?timeRange=90d`, headers });
    expect(metrics.statusCode).toBe(200);
    expect(metrics.json()).toMatchObject({ source: 'demo', currency: 'USD' });
    const [withImage] = await db
      .select({ url: adContents.imageUrl })
      .from(adContents)
      .innerJoin(ads, eq(ads.id, adContents.adId))
      .where(and(eq(ads.userId, first.userId), sql`${adContents.imageUrl} is not null`))
      .limit(1);
    // Stored as a path or an absolute URL (either way the same route).
    const picture = await t.app.inject({ method: 'GET', url: new URL(withImage?.url as string, 'http://localhost').pathname, headers });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
  });

  it('fills its optimization center from its numbers: the engine’s open recommendations and a measured, demo-labelled budget change', async () => {
    const token = (await login(DEMO_ACCOUNT.username, DEMO_ACCOUNT.password)).json().token as string;
    const headers = { authorization: `Bearer ${token}` };
    const open = (await t.app.inject({ method: 'GET', url: '/api/optimization/recommendations?status=PENDING&size=100', headers })).json();
    // Decision 175: the demo's planted patterns earn at least 5 of the engine's recommendations, of at least 4 types.
    expect(open.totalElements).toBeGreaterThanOrEqual(5);
    expect(open.totalElements).toBe(first.counts.recommendations);
    const types = new Set(open.recommendations.map((r: RecommendationView) => r.type));
    expect(types.size).toBeGreaterThanOrEqual(4);
    expect(types.size).toBe(first.counts.recommendationTypes);
    for (const r of open.recommendations as RecommendationView[]) {
      // Each made by the engine from the numbers, with its 'Why this?': the window, statistics and reasons.
      expect(r.description).not.toContain('Demo data');
      expect(r.evidence.window.days).toBeGreaterThan(0);
      expect(r.evidence.statistics.length).toBeGreaterThan(0);
      expect(r.evidence.reasons.length).toBeGreaterThan(0);
    }
    // The page's header counts them too.
    const summary = (await t.app.inject({ method: 'GET', url: '/api/optimization/summary', headers })).json();
    expect(summary.totalRecommendations).toBe(open.totalElements);

    const scaled = planDemo({ seed: 7, scale: 1, adsPerCampaign: 2, days: 45, fullHistory: false, today: TODAY }).find(
      (c) => c.budgetChange,
    );
    if (!scaled?.budgetChange) throw new Error('the demo plan scaled no campaign');
    const history = (await t.app.inject({ method: 'GET', url: '/api/optimization/history?limit=50&range=90d', headers })).json();
    expect(history.totalImplemented).toBe(1);
    const [item] = history.items;
    expect(item).toMatchObject({ type: 'CAMPAIGN_SCALE', revertedAt: null });
    expect(item.description).toContain('Demo data');
    expect(item.implementedAt.slice(0, 10)).toBe(scaled.budgetChange.on);
    // Both horizons measured by the impact job's function over the stored rows; the API shows the 14-day one.
    expect(first.counts.measuredResults).toBe(2);
    const stored = await db.select().from(recommendationImpacts).where(eq(recommendationImpacts.recommendationId, item.recommendationId));
    expect(stored.map((m) => m.horizonDays).sort((a, b) => a - b)).toEqual([7, 14]);
    const fourteen = stored.find((m) => m.horizonDays === 14);
    expect(item.actualImpact).toBe(fourteen?.change);
    expect(item.verdict).toBe(fourteen?.verdict);
    expect(item.verdict).not.toBe('TOO_EARLY');

    // The campaign's stored budget is the raised one and its demo numbers spend more from the change on.
    const [campaign] = await db
      .select({ id: campaigns.id, dailyBudget: campaigns.dailyBudget })
      .from(campaigns)
      .where(and(eq(campaigns.userId, first.userId), eq(campaigns.name, scaled.name)));
    expect(Number(campaign?.dailyBudget)).toBeCloseTo(scaled.budgetChange.before * 1.2, 1);
    const spendPerDay = async (from: string, to: string) => {
      const [row] = await db
        .select({ spend: sql<number>`sum(${adMetricsDaily.spend})`.mapWith(Number) })
        .from(adMetricsDaily)
        .where(and(eq(adMetricsDaily.campaignId, campaign?.id as number), sql`${adMetricsDaily.date} between ${from} and ${to}`));
      return (row?.spend ?? 0) / 14;
    };
    const on = scaled.budgetChange.on;
    expect(await spendPerDay(addDays(on, 0), addDays(on, 13))).toBeGreaterThan(
      1.1 * (await spendPerDay(addDays(on, -14), addDays(on, -1))),
    );
  });

  it('run again, replaces the data: same account and login, no duplicates, the same numbers', async () => {
    const second = await seed();
    expect(second.userId).toBe(first.userId);
    expect(second.counts).toEqual(first.counts);
    expect(await countOf(campaigns, first.userId)).toBe(20);
    expect(await countOf(ads, first.userId)).toBe(40);
    expect(await contentsOf(first.userId)).toBe(first.counts.contents);
    expect(await countOf(aiCalls, first.userId)).toBe(first.counts.aiCalls);
    expect(await metricsOf(first.userId)).toEqual(firstMetrics);
    const ids = (await db.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.userId, first.userId))).map((r) => r.id);
    expect(ids.some((id) => firstCampaignIds.includes(id))).toBe(false);
    const [demoUsers] = await db.select({ n: count() }).from(users).where(eq(users.username, 'demo'));
    expect(demoUsers?.n).toBe(1);
    expect((await login(DEMO_ACCOUNT.username, DEMO_ACCOUNT.password)).statusCode).toBe(200);
  });

  it('never touches an account that is not the demo account', async () => {
    const someone = await signUp(t, 'demo2');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/campaigns',
      headers: someone.headers,
      payload: { name: 'Mine', objective: 'TRAFFIC', budgetType: 'DAILY', dailyBudget: 10 },
    });
    expect(created.statusCode).toBe(201);
    await expect(seed({ ...small, username: 'demo2', email: 'other@example.com' })).rejects.toThrow(DemoAccountConflictError);
    await expect(seed({ ...small, username: 'someone-else', email: someone.email })).rejects.toThrow(DemoAccountConflictError);
    await seed(); // refreshing the real demo account
    expect(await countOf(campaigns, someone.user.id)).toBe(1);
    expect((await login('demo2', someone.password)).statusCode).toBe(200);
  });
});
