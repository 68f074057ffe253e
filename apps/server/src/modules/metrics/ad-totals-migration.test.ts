/**
 * Migration 0009 (analytics_ad_totals, decision 111) on a database that already has metrics: it is
 * applied to a database migrated up to 0008 and filled through the metrics repo (the 0007 triggers
 * keep the running totals), back-fills every ad's totals, and from then on the triggers keep them.
 */
import fs from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsBefore } from '../../../test/helpers/migrations-before.ts';
import { createPostgresTestDatabase } from '../../../test/helpers/test-database.ts';
import { type Database, type Db, migrate, openDatabase } from '../../db/client.ts';
import { ads } from '../../db/schema/campaigns.ts';
import { adMetricsDaily } from '../../db/schema/metrics.ts';
import type { DailyMetric } from './daily-metric.ts';
import { createMetricsRepo } from './metrics.repo.ts';

const MIGRATION = '0009_analytics_ad_totals';

let database: Database;
let db: Db;
let dropDatabase: (() => Promise<void>) | undefined;
let folderBefore: string;
let userId: number;
let campaignId: number;
let adA: number;
let adB: number;
let adC: number;

const day = (adId: number, date: string, impressions: number, clicks: number, spend: string): DailyMetric => ({
  adId,
  campaignId,
  date,
  impressions,
  reach: impressions,
  clicks,
  linkClicks: clicks,
  spend,
  conversions: 1,
  conversionValue: '10.00',
  currency: 'USD',
  source: 'sandbox',
});

const write = (rows: DailyMetric[]) =>
  db.transaction((tx) =>
    createMetricsRepo(tx as unknown as Db).upsert(tx as unknown as Db, userId, rows, new Date('2026-11-24T10:00:00Z')),
  );

const totals = async () =>
  (
    (await db.execute(sql`select ad_id, first_date::text as first_date, last_date::text as last_date, impressions::int as impressions,
      clicks::int as clicks, conversions::int as conversions, spend::text as spend, conversion_value::text as conversion_value, currency
      from analytics_ad_totals where user_id = ${userId} order by ad_id`)) as unknown as { rows: Record<string, unknown>[] }
  ).rows;

beforeAll(async () => {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const created = await createPostgresTestDatabase(adminUrl);
    dropDatabase = created.drop;
    database = await openDatabase(created.url);
  } else {
    database = await openDatabase('memory://');
  }
  db = database.db;
  folderBefore = migrationsBefore(MIGRATION);
  await migrate(database, folderBefore);
  // Plain SQL: the schema of today has columns of later migrations (users.time_zone 0011, campaigns.targeting 0017, ads.tags 0018).
  [{ id: userId }] = (
    (await db.execute(sql`insert into users (username, email) values ('totals', 'totals@example.com') returning id`)) as unknown as {
      rows: [{ id: number }];
    }
  ).rows;
  const rows = async <T>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  [{ id: campaignId }] = await rows<{ id: number }>(
    sql`insert into campaigns (user_id, name, objective) values (${userId}, 'C', 'TRAFFIC') returning id`,
  );
  [adA, adB, adC] = (
    await rows<{ id: number }>(
      sql`insert into ads (user_id, campaign_id, name) values (${userId}, ${campaignId}, 'A'), (${userId}, ${campaignId}, 'B'),
        (${userId}, ${campaignId}, 'C, never delivered') returning id`,
    )
  ).map((a) => a.id) as [number, number, number];
  await write([day(adA, '2026-01-30', 1000, 10, '5.50'), day(adA, '2026-01-31', 2000, 30, '7.25'), day(adB, '2026-02-28', 500, 5, '1.00')]);
  await write([day(adA, '2026-03-01', 100, 1, '0.25')]);
}, 120_000);

afterAll(async () => {
  await database.close();
  await dropDatabase?.();
  fs.rmSync(folderBefore, { recursive: true, force: true });
});

describe(`migration ${MIGRATION} on a database with metrics`, () => {
  it('back-fills each ad that has days with its totals, first and last day; an ad without days gets no row', async () => {
    await migrate(database);
    expect(await totals()).toEqual([
      {
        ad_id: adA,
        first_date: '2026-01-30',
        last_date: '2026-03-01',
        impressions: 3100,
        clicks: 41,
        conversions: 3,
        spend: '13.00',
        conversion_value: '30.00',
        currency: 'USD',
      },
      {
        ad_id: adB,
        first_date: '2026-02-28',
        last_date: '2026-02-28',
        impressions: 500,
        clicks: 5,
        conversions: 1,
        spend: '1.00',
        conversion_value: '10.00',
        currency: 'USD',
      },
    ]);
    expect((await totals()).map((t) => t.ad_id)).not.toContain(adC);
  });

  it('then follows every write: a restated day, an earlier day, a first day, deleted days', async () => {
    await write([day(adA, '2026-01-31', 1500, 20, '6.00'), day(adB, '2026-02-01', 50, 0, '0.10'), day(adC, '2026-03-02', 10, 1, '0.05')]);
    const after = await totals();
    expect(after.map((t) => [t.ad_id, t.first_date, t.last_date, t.impressions, t.clicks, t.spend])).toEqual([
      [adA, '2026-01-30', '2026-03-01', 2600, 31, '11.75'],
      [adB, '2026-02-01', '2026-02-28', 550, 5, '1.10'],
      [adC, '2026-03-02', '2026-03-02', 10, 1, '0.05'],
    ]);
    await db.delete(adMetricsDaily).where(eq(adMetricsDaily.adId, adB));
    await db.delete(ads).where(eq(ads.id, adC));
    expect((await totals()).map((t) => t.ad_id)).toEqual([adA]);
  });
});
