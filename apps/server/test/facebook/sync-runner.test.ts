/**
 * The insights sync against the sandbox into a real ad_metrics_daily: a 90-day back-fill (async
 * report), a re-sync that restates recent days (updated, not duplicated), conversions counted once
 * although Facebook lists them under three action types, paging, and a failed run that writes nothing.
 */
import { and, count, eq, gte, lte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { ads, campaigns } from '../../src/db/schema/campaigns.ts';
import { adMetricsDaily } from '../../src/db/schema/metrics.ts';
import { users } from '../../src/db/schema/users.ts';
import { syncRange } from '../../src/modules/facebook/sync/sync-plan.ts';
import { runSync, type SyncRun } from '../../src/modules/facebook/sync/sync-runner.ts';
import { createMetricsRepo } from '../../src/modules/metrics/metrics.repo.ts';
import { createGraphClient } from '../../src/providers/facebook/graph-client.ts';
import { createMarketingApi } from '../../src/providers/facebook/marketing.ts';
import { type GraphSandbox, startGraphSandbox } from '../../src/sandbox/graph-sandbox.ts';
import { insightsRows } from '../../src/sandbox/insights-rows.ts';
import { SANDBOX_PERSON } from '../../src/sandbox/sandbox-world.ts';
import { openTestDatabase } from '../helpers/test-database.ts';

const app = { appId: 'app-1', appSecret: 'secret-1' };
let now = new Date('2026-06-01T19:00:00Z'); // 12:00 in Los Angeles
let sandbox: GraphSandbox;
let database: Database;
let token: string;
let userId: number;
const ourAds = new Map<string, { adId: number; campaignId: number | null }>();

const graph = () => createGraphClient({ graphUrl: sandbox.graphUrl, ...app, fetch });
const repo = () => createMetricsRepo(database.db);

function sync(range: { since: string; until: string }, over: Partial<SyncRun> = {}) {
  return runSync({
    graph: graph(),
    token,
    account: { id: '100000001', currency: 'USD' },
    range,
    source: 'sandbox',
    ourAd: (fbId) => ourAds.get(fbId),
    write: (rows) => database.db.transaction((tx) => repo().upsert(tx as never, userId, rows, now)),
    sleep: async () => {},
    ...over,
  });
}

/** An ad delivering since `start` on the sandbox, and its row in our database. */
async function deliveredAd(name: string, start: Date, campaignId: number) {
  const saved = now;
  now = start;
  const m = createMarketingApi(graph());
  const c = await m.create(token, '100000001', 'campaigns', {
    name,
    objective: 'OUTCOME_SALES',
    status: 'ACTIVE',
    special_ad_categories: [],
    is_adset_budget_sharing_enabled: false,
  });
  const s = await m.create(token, '100000001', 'adsets', {
    name,
    campaign_id: c,
    daily_budget: 20000,
    billing_event: 'IMPRESSIONS',
    optimization_goal: 'OFFSITE_CONVERSIONS',
    targeting: { geo_locations: { countries: ['US'] }, targeting_automation: { advantage_audience: 1 } },
    status: 'ACTIVE',
  });
  const hash = await m.uploadImage(token, '100000001', Buffer.from(name));
  const cr = await m.create(token, '100000001', 'adcreatives', {
    name,
    object_story_spec: { page_id: '200000001', link_data: { message: name, name, link: 'https://x.example', image_hash: hash } },
  });
  const fbAdId = await m.create(token, '100000001', 'ads', { name, adset_id: s, creative: { creative_id: cr }, status: 'ACTIVE' });
  now = saved;
  const [row] = await database.db.insert(ads).values({ userId, campaignId, name, fbAdId }).returning({ id: ads.id });
  ourAds.set(fbAdId, { adId: row!.id, campaignId });
  return { fbAdId, adId: row!.id };
}

const stored = async () => (await database.db.select({ n: count() }).from(adMetricsDaily))[0]?.n ?? 0;

beforeAll(async () => {
  database = await openTestDatabase();
  sandbox = await startGraphSandbox({ ...app, seed: 3, clock: () => now, pageSize: 20 });
  token = sandbox.world.issueToken(SANDBOX_PERSON.id, 86_400 * 365, now.getTime());
  [{ id: userId }] = (await database.db
    .insert(users)
    .values({ username: 'syncer', email: 'syncer@example.com' })
    .returning({ id: users.id })) as [{ id: number }];
  const [c] = await database.db
    .insert(campaigns)
    .values({ userId, name: 'Sale', objective: 'CONVERSIONS', dailyBudget: '200' })
    .returning({ id: campaigns.id });
  await deliveredAd('Ad A', new Date('2026-02-01T19:00:00Z'), c!.id);
  await deliveredAd('Ad B', new Date('2026-05-20T19:00:00Z'), c!.id);
});
afterAll(async () => {
  await sandbox.close();
  await database.close();
});

describe('insights sync into ad_metrics_daily', () => {
  it('back-fills 90 days through an async report, every page, one row per ad and day', async () => {
    const range = syncRange(false, '2026-06-01');
    expect(range).toEqual({ since: '2026-03-04', until: '2026-06-01' });
    const written = await sync(range);
    expect(written).toBe(90 + 13); // Ad A all 90 days, Ad B from 20 May to 1 June
    expect(await stored()).toBe(103);
    expect(sandbox.sent('POST', '/act_100000001/insights')).toHaveLength(1);
    expect(sandbox.sent('GET', /^\/\d+\/insights$/).length).toBe(6); // 103 rows, 20 a page
  });

  it('stores what Facebook reported, conversions once although listed under three action types', async () => {
    // A day of the last week on which Ad A had purchases (a day's expected purchases are about one, decision 186).
    const purchasesOf = (r: { actions?: { action_type: string; value: string }[] }) =>
      Number(r.actions?.find((x) => x.action_type === 'omni_purchase')?.value ?? 0);
    const wire = insightsRows(sandbox.world, '100000001', '2026-05-25', '2026-05-31', '2026-06-01', 3);
    const a = wire.find((r) => r.ad_name === 'Ad A' && purchasesOf(r) > 0);
    const purchases = a ? purchasesOf(a) : 0;
    expect(purchases).toBeGreaterThan(0);
    const [row] = await database.db
      .select()
      .from(adMetricsDaily)
      .where(and(eq(adMetricsDaily.adId, ourAds.get(a!.ad_id)!.adId), eq(adMetricsDaily.date, a!.date_start)));
    expect(row).toMatchObject({
      impressions: Number(a!.impressions),
      clicks: Number(a!.clicks),
      linkClicks: Number(a!.inline_link_clicks),
      spend: a!.spend,
      conversions: purchases,
      currency: 'USD',
      source: 'sandbox',
    });
  });

  it('re-reads the last 28 days: a restated day is updated, never duplicated', async () => {
    const before = await stored();
    const day = '2026-06-01';
    const sumConv = async () =>
      Number(
        (
          await database.db
            .select({ c: sql<string>`sum(${adMetricsDaily.conversions})` })
            .from(adMetricsDaily)
            .where(eq(adMetricsDaily.date, day))
        )[0]?.c ?? 0,
      );
    const conversionsThen = await sumConv();
    now = new Date('2026-06-04T19:00:00Z');
    const range = syncRange(true, '2026-06-04');
    expect(range.since).toBe('2026-05-08');
    await sync(range);
    expect(await stored()).toBe(before + 3 * 2); // only the 3 new days of both ads are new rows
    expect(await sumConv()).toBeGreaterThan(conversionsThen); // conversions of 1 June arrived late
  });

  it('a run that fails part-way writes nothing', async () => {
    const may = and(gte(adMetricsDaily.date, '2026-05-01'), lte(adMetricsDaily.date, '2026-05-31'));
    await database.db.delete(adMetricsDaily).where(may);
    now = new Date('2026-06-10T19:00:00Z');
    // The connection drops on the second page: the first page's rows must not be written either.
    let pages = 0;
    const failing = sync(
      { since: '2026-05-01', until: '2026-05-31' },
      {
        graph: {
          ...graph(),
          pages: async function* (path, t, params) {
            for await (const page of graph().pages(path, t, params)) {
              if (++pages === 2) throw new Error('connection reset');
              yield page as never;
            }
          },
        },
      },
    );
    await expect(failing).rejects.toThrow('connection reset');
    expect(pages).toBe(2);
    expect((await database.db.select({ n: count() }).from(adMetricsDaily).where(may))[0]?.n).toBe(0);
    await sync({ since: '2026-05-01', until: '2026-05-31' });
    expect((await database.db.select({ n: count() }).from(adMetricsDaily).where(may))[0]?.n).toBe(31 + 12);
  });
});
