/**
 * The analytics rollups follow ad_metrics_daily on every write (migration 0007, decision 091):
 * inserts, restated days, an ad moved to another campaign, deletions of ads and campaigns. Each
 * check compares the rollups with sums worked out by hand and with a fresh aggregate of the raw rows.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/helpers/test-database.ts';
import type { Database, Db } from '../../db/client.ts';
import { ads, campaigns } from '../../db/schema/campaigns.ts';
import { adMetricsDaily } from '../../db/schema/metrics.ts';
import { users } from '../../db/schema/users.ts';
import type { DailyMetric } from './daily-metric.ts';
import { createMetricsRepo } from './metrics.repo.ts';
import { rebuildAnalyticsRollups } from './rollups.repo.ts';

let database: Database;
let db: Db;
let userId: number;
let c1: number;
let c2: number;
let adA: number;
let adB: number;
const now = new Date('2026-11-24T10:00:00Z');

const day = (adId: number, campaignId: number | null, date: string, over: Partial<DailyMetric> = {}): DailyMetric => ({
  adId,
  campaignId,
  date,
  impressions: 0,
  reach: 0,
  clicks: 0,
  linkClicks: 0,
  spend: '0.00',
  conversions: 0,
  conversionValue: '0.00',
  currency: 'USD',
  source: 'sandbox',
  ...over,
});

const rows = async <T>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
const userDaily = () =>
  rows<Record<string, unknown>>(sql`select date, currency, source, impressions::int, clicks::int, conversions::int, spend::text,
    conversion_value::text, row_count from analytics_user_daily where user_id = ${userId} order by date, currency, source`);
const campaignDaily = () =>
  rows<Record<string, unknown>>(sql`select campaign_id, date, currency, impressions::int, clicks::int, spend::text, row_count
    from analytics_campaign_daily where user_id = ${userId} order by campaign_id, date, currency`);
const cumulative = (adId: number) =>
  rows<Record<string, unknown>>(sql`select date, impressions::int, clicks::int, conversions::int, spend::text
    from analytics_ad_cumulative where ad_id = ${adId} order by date`);

/** The rollups must equal a fresh aggregate of the raw rows, whatever happened before. */
async function expectRollupsMatchRaw() {
  const fresh = await rows(sql`select date, currency, source, sum(impressions)::int as impressions, sum(clicks)::int as clicks,
    sum(conversions)::int as conversions, sum(spend)::text as spend, sum(conversion_value)::text as conversion_value, count(*)::int as row_count
    from ad_metrics_daily where user_id = ${userId} group by date, currency, source order by date, currency, source`);
  expect(await userDaily()).toEqual(fresh);
  const freshCampaigns =
    await rows(sql`select campaign_id, date, currency, sum(impressions)::int as impressions, sum(clicks)::int as clicks,
    sum(spend)::text as spend, count(*)::int as row_count from ad_metrics_daily
    where user_id = ${userId} and campaign_id is not null group by campaign_id, date, currency order by campaign_id, date, currency`);
  expect(await campaignDaily()).toEqual(freshCampaigns);
  const freshCumulative =
    await rows(sql`select ad_id, date, (sum(impressions) over w)::int as impressions, (sum(spend) over w)::text as spend
    from ad_metrics_daily where user_id = ${userId} window w as (partition by ad_id order by date) order by ad_id, date`);
  expect(
    await rows(
      sql`select ad_id, date, impressions::int, spend::text from analytics_ad_cumulative where user_id = ${userId} order by ad_id, date`,
    ),
  ).toEqual(freshCumulative);
  const freshTotals = await rows(sql`select ad_id, min(date)::text as first_date, max(date)::text as last_date,
    sum(impressions)::int as impressions, sum(clicks)::int as clicks, sum(conversions)::int as conversions, sum(spend)::text as spend,
    sum(conversion_value)::text as conversion_value from ad_metrics_daily where user_id = ${userId} group by ad_id order by ad_id`);
  expect(
    await rows(sql`select ad_id, first_date::text, last_date::text, impressions::int, clicks::int, conversions::int, spend::text,
      conversion_value::text from analytics_ad_totals where user_id = ${userId} order by ad_id`),
  ).toEqual(freshTotals);
}

const write = (metrics: DailyMetric[]) =>
  db.transaction((tx) => createMetricsRepo(tx as unknown as Db).upsert(tx as unknown as Db, userId, metrics, now));

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
  [{ id: userId }] = (await db.insert(users).values({ username: 'rollups', email: 'rollups@example.com' }).returning({ id: users.id })) as [
    { id: number },
  ];
  const made = await db
    .insert(campaigns)
    .values([
      { userId, name: 'C1', objective: 'TRAFFIC' },
      { userId, name: 'C2', objective: 'REACH' },
    ])
    .returning({ id: campaigns.id });
  [c1, c2] = made.map((c) => c.id) as [number, number];
  const madeAds = await db
    .insert(ads)
    .values([
      { userId, campaignId: c1, name: 'A' },
      { userId, campaignId: c1, name: 'B' },
    ])
    .returning({ id: ads.id });
  [adA, adB] = madeAds.map((a) => a.id) as [number, number];
});
afterAll(() => database.close());

describe('analytics rollups', () => {
  it('sum new days per user, per campaign, and as running totals per ad', async () => {
    await write([
      day(adA, c1, '2026-11-20', { impressions: 1000, clicks: 20, spend: '10.10', conversions: 1, conversionValue: '30.00' }),
      day(adA, c1, '2026-11-21', { impressions: 500, clicks: 5, spend: '0.20' }),
      day(adB, c1, '2026-11-21', { impressions: 300, clicks: 3, spend: '1.05' }),
    ]);
    expect(await userDaily()).toEqual([
      {
        date: '2026-11-20',
        currency: 'USD',
        source: 'sandbox',
        impressions: 1000,
        clicks: 20,
        conversions: 1,
        spend: '10.10',
        conversion_value: '30.00',
        row_count: 1,
      },
      // A + B: 500 + 300 impressions, 0.20 + 1.05 = 1.25.
      {
        date: '2026-11-21',
        currency: 'USD',
        source: 'sandbox',
        impressions: 800,
        clicks: 8,
        conversions: 0,
        spend: '1.25',
        conversion_value: '0.00',
        row_count: 2,
      },
    ]);
    expect(await campaignDaily()).toEqual([
      { campaign_id: c1, date: '2026-11-20', currency: 'USD', impressions: 1000, clicks: 20, spend: '10.10', row_count: 1 },
      { campaign_id: c1, date: '2026-11-21', currency: 'USD', impressions: 800, clicks: 8, spend: '1.25', row_count: 2 },
    ]);
    expect(await cumulative(adA)).toEqual([
      { date: '2026-11-20', impressions: 1000, clicks: 20, conversions: 1, spend: '10.10' },
      { date: '2026-11-21', impressions: 1500, clicks: 25, conversions: 1, spend: '10.30' },
    ]);
    await expectRollupsMatchRaw();
  });

  it('a restated day replaces its numbers, an earlier day shifts every later running total', async () => {
    await write([
      day(adA, c1, '2026-11-20', { impressions: 1200, clicks: 24, spend: '12.00', conversions: 2, conversionValue: '50.00' }),
      day(adA, c1, '2026-11-19', { impressions: 100, clicks: 1, spend: '0.50' }),
    ]);
    expect(await cumulative(adA)).toEqual([
      { date: '2026-11-19', impressions: 100, clicks: 1, conversions: 0, spend: '0.50' },
      { date: '2026-11-20', impressions: 1300, clicks: 25, conversions: 2, spend: '12.50' },
      { date: '2026-11-21', impressions: 1800, clicks: 30, conversions: 2, spend: '12.70' },
    ]);
    const [on20] = (await userDaily()).filter((r) => r.date === '2026-11-20');
    expect(on20).toMatchObject({ impressions: 1200, spend: '12.00', row_count: 1 });
    await expectRollupsMatchRaw();
  });

  it('an ad moved to another campaign: the restated day leaves the old campaign and counts in the new one', async () => {
    await write([day(adB, c2, '2026-11-21', { impressions: 300, clicks: 3, spend: '1.05' })]);
    expect(await campaignDaily()).toEqual([
      { campaign_id: c1, date: '2026-11-19', currency: 'USD', impressions: 100, clicks: 1, spend: '0.50', row_count: 1 },
      { campaign_id: c1, date: '2026-11-20', currency: 'USD', impressions: 1200, clicks: 24, spend: '12.00', row_count: 1 },
      { campaign_id: c1, date: '2026-11-21', currency: 'USD', impressions: 500, clicks: 5, spend: '0.20', row_count: 1 },
      { campaign_id: c2, date: '2026-11-21', currency: 'USD', impressions: 300, clicks: 3, spend: '1.05', row_count: 1 },
    ]);
    await expectRollupsMatchRaw();
  });

  it('other currencies and sources keep rows of their own', async () => {
    const [other] = await db.insert(ads).values({ userId, campaignId: c2, name: 'VND ad' }).returning({ id: ads.id });
    await write([day(other!.id, c2, '2026-11-21', { impressions: 50, spend: '25000.00', currency: 'VND', source: 'demo' })]);
    const on21 = (await userDaily()).filter((r) => r.date === '2026-11-21').map((r) => [r.currency, r.source, r.spend]);
    expect(on21).toEqual([
      ['USD', 'sandbox', '1.25'],
      ['VND', 'demo', '25000.00'],
    ]);
    await expectRollupsMatchRaw();
  });

  it('deleting an ad or a campaign takes its numbers out of every rollup', async () => {
    await db.delete(ads).where(eq(ads.id, adB));
    // 21 November: only A's 500 impressions in USD are left.
    expect((await userDaily()).filter((r) => r.date === '2026-11-21' && r.currency === 'USD')).toEqual([
      {
        date: '2026-11-21',
        currency: 'USD',
        source: 'sandbox',
        impressions: 500,
        clicks: 5,
        conversions: 0,
        spend: '0.20',
        conversion_value: '0.00',
        row_count: 1,
      },
    ]);
    expect(await cumulative(adB)).toEqual([]);
    await expectRollupsMatchRaw();

    await db.delete(campaigns).where(eq(campaigns.id, c1));
    expect((await userDaily()).map((r) => [r.date, r.currency])).toEqual([['2026-11-21', 'VND']]);
    expect(await cumulative(adA)).toEqual([]);
    await expectRollupsMatchRaw();
  });

  it('rows written straight into the table (not through the repo) are rolled up too', async () => {
    const [c3] = await db.insert(campaigns).values({ userId, name: 'C3', objective: 'REACH' }).returning({ id: campaigns.id });
    const [ad] = await db.insert(ads).values({ userId, campaignId: c3!.id, name: 'direct' }).returning({ id: ads.id });
    await db
      .insert(adMetricsDaily)
      .values({ userId, adId: ad!.id, campaignId: c3!.id, date: '2026-11-22', impressions: 7, spend: '0.07', source: 'demo' });
    await db.update(adMetricsDaily).set({ impressions: 9 }).where(eq(adMetricsDaily.adId, ad!.id));
    expect(await cumulative(ad!.id)).toEqual([{ date: '2026-11-22', impressions: 9, clicks: 0, conversions: 0, spend: '0.07' }]);
    await expectRollupsMatchRaw();
  });

  it('a rebuild from the raw rows gives the same rollups (after a bulk load without triggers, or to repair them)', async () => {
    const before = await userDaily();
    await db.execute(sql`delete from analytics_user_daily where user_id = ${userId}`);
    await db.execute(sql`update analytics_ad_cumulative set impressions = 0 where user_id = ${userId}`);
    await rebuildAnalyticsRollups(db, userId);
    expect(await userDaily()).toEqual(before);
    await expectRollupsMatchRaw();
  });
});
