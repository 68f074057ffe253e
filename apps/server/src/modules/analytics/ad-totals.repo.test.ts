/**
 * An ad's totals over a period (analytics.repo's allAdTotals, decision 111) in each of its cases:
 * the period covers all the ad's days (its totals row alone), starts after its first day (minus the
 * running totals before the start), ends before its last day (the running totals at the end), or
 * both; and periods without its days: after its last day (its totals minus its totals, no probe) or
 * before its first. Expected sums are worked out by hand.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/helpers/test-database.ts';
import type { Database, Db } from '../../db/client.ts';
import { ads, campaigns } from '../../db/schema/campaigns.ts';
import { users } from '../../db/schema/users.ts';
import type { DailyMetric } from '../metrics/daily-metric.ts';
import { createMetricsRepo } from '../metrics/metrics.repo.ts';
import { createAnalyticsRepo } from './analytics.repo.ts';

let database: Database;
let userId: number;
let adId: number;

// Day n of January 2026 has 100·n impressions, n clicks, n conversions and $n.50 spent.
const days = [2, 3, 5, 8];
const day = (campaignId: number, n: number): DailyMetric => ({
  adId,
  campaignId,
  date: `2026-01-0${n}`,
  impressions: 100 * n,
  reach: 100 * n,
  clicks: n,
  linkClicks: n,
  spend: `${n}.50`,
  conversions: n,
  conversionValue: '0.00',
  currency: 'USD',
  source: 'sandbox',
});

beforeAll(async () => {
  database = await openTestDatabase();
  const db = database.db;
  [{ id: userId }] = (await db
    .insert(users)
    .values({ username: 'adtotals', email: 'adtotals@example.com' })
    .returning({ id: users.id })) as [{ id: number }];
  const [{ id: campaignId }] = (await db
    .insert(campaigns)
    .values({ userId, name: 'C', objective: 'TRAFFIC' })
    .returning({ id: campaigns.id })) as [{ id: number }];
  [{ id: adId }] = (await db.insert(ads).values({ userId, campaignId, name: 'A' }).returning({ id: ads.id })) as [{ id: number }];
  await db.transaction((tx) =>
    createMetricsRepo(tx as unknown as Db).upsert(
      tx as unknown as Db,
      userId,
      days.map((n) => day(campaignId, n)),
      new Date('2026-01-09T00:00:00Z'),
    ),
  );
}, 60_000);
afterAll(() => database.close());

const totalsOver = async (since: string, until: string) => {
  const [row] = await createAnalyticsRepo(database.db).allAdTotals(userId, { since, until }, { USD: 1 });
  return row && { impressions: row.impressions, clicks: row.clicks, conversions: row.conversions, spend: Number(row.spend) };
};

describe("an ad's totals over a period", () => {
  it('covering all its days (Jan 2, 3, 5, 8): every day', async () => {
    expect(await totalsOver('2025-12-01', '2026-01-31')).toEqual({ impressions: 1800, clicks: 18, conversions: 18, spend: 20 });
    expect(await totalsOver('2026-01-02', '2026-01-08')).toEqual({ impressions: 1800, clicks: 18, conversions: 18, spend: 20 });
  });

  it('starting after its first day: Jan 3 to 31 is days 3, 5, 8', async () => {
    expect(await totalsOver('2026-01-03', '2026-01-31')).toEqual({ impressions: 1600, clicks: 16, conversions: 16, spend: 17.5 });
  });

  it('ending before its last day: Dec 1 to Jan 5 is days 2, 3, 5', async () => {
    expect(await totalsOver('2025-12-01', '2026-01-05')).toEqual({ impressions: 1000, clicks: 10, conversions: 10, spend: 11.5 });
  });

  it('inside its days: Jan 4 to 7 is day 5 alone', async () => {
    expect(await totalsOver('2026-01-04', '2026-01-07')).toEqual({ impressions: 500, clicks: 5, conversions: 5, spend: 5.5 });
  });

  it('without any of its days: zeros', async () => {
    expect(await totalsOver('2026-01-09', '2026-01-31')).toEqual({ impressions: 0, clicks: 0, conversions: 0, spend: 0 });
    expect(await totalsOver('2025-12-01', '2026-01-01')).toEqual({ impressions: 0, clicks: 0, conversions: 0, spend: 0 });
  });
});
