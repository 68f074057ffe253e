/**
 * The upsert of stored days: every field lands in its column exactly, a restated day replaces the
 * stored one (never a second row, never another user's), and a set larger than one statement's
 * chunk is written whole.
 */
import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { openTestDatabase } from '../../../test/helpers/test-database.ts';
import type { Database } from '../../db/client.ts';
import { ads, campaigns } from '../../db/schema/campaigns.ts';
import { adMetricsDaily } from '../../db/schema/metrics.ts';
import { users } from '../../db/schema/users.ts';
import { addDays } from '../../lib/calendar.ts';
import type { DailyMetric } from './daily-metric.ts';
import { createMetricsRepo } from './metrics.repo.ts';

let database: Database;
let userId: number;
let campaignId: number;
let adId: number;

const day = (date: string, over: Partial<DailyMetric> = {}): DailyMetric => ({
  adId,
  campaignId: null,
  date,
  impressions: 1200,
  reach: 900,
  clicks: 31,
  linkClicks: 24,
  spend: '17.05',
  conversions: 3,
  conversionValue: '134.97',
  currency: 'USD',
  source: 'sandbox',
  ...over,
});

const stored = (id: number) =>
  database.db.select().from(adMetricsDaily).where(eq(adMetricsDaily.adId, id)).orderBy(asc(adMetricsDaily.date));

beforeAll(async () => {
  database = await openTestDatabase();
  [{ id: userId }] = (await database.db
    .insert(users)
    .values({ username: 'days', email: 'days@example.com' })
    .returning({ id: users.id })) as [{ id: number }];
  [{ id: campaignId }] = (await database.db
    .insert(campaigns)
    .values({ userId, name: 'Sale', objective: 'CONVERSIONS' })
    .returning({ id: campaigns.id })) as [{ id: number }];
  [{ id: adId }] = (await database.db.insert(ads).values({ userId, campaignId, name: 'Ad' }).returning({ id: ads.id })) as [{ id: number }];
});
afterAll(() => database.close());

describe('metrics repo upsert', () => {
  it('stores every field of a day as given, for its user, with the sync time', async () => {
    const syncedAt = new Date('2026-06-01T19:00:00Z');
    await createMetricsRepo(database.db).upsert(database.db, userId, [day('2026-05-30'), day('2026-05-31', { campaignId })], syncedAt);
    expect(await stored(adId)).toEqual([
      { ...day('2026-05-30'), userId, syncedAt },
      { ...day('2026-05-31', { campaignId }), userId, syncedAt },
    ]);
  });

  it('a restated day replaces the stored one: new numbers, campaign, currency and sync time, one row still', async () => {
    const later = new Date('2026-06-04T19:00:00Z');
    const restated = day('2026-05-30', {
      campaignId,
      impressions: 1250,
      reach: 950,
      clicks: 33,
      linkClicks: 25,
      spend: '17.99',
      conversions: 5,
      conversionValue: '224.95',
      currency: 'EUR',
      source: 'facebook',
    });
    await createMetricsRepo(database.db).upsert(database.db, userId, [restated], later);
    const rows = await stored(adId);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toEqual({ ...restated, userId, syncedAt: later });
    expect(rows[1]?.syncedAt).toEqual(new Date('2026-06-01T19:00:00Z')); // the day not re-sent is left alone
  });

  it('writes a set larger than one statement (2,500 days) whole, money exact', async () => {
    const [{ id: other }] = (await database.db.insert(ads).values({ userId, campaignId, name: 'Long' }).returning({ id: ads.id })) as [
      { id: number },
    ];
    // 2,500 days of 0.01 … 25.00: spend sums to 0.01 × (1 + … + 2,500) = 31,262.50.
    const days = Array.from({ length: 2500 }, (_, i) => day(addDays('2019-01-01', i), { adId: other, spend: ((i + 1) / 100).toFixed(2) }));
    await createMetricsRepo(database.db).upsert(database.db, userId, days, new Date('2026-06-05T19:00:00Z'));
    const n = (await database.db.select({ n: count() }).from(adMetricsDaily).where(eq(adMetricsDaily.adId, other)))[0]?.n;
    expect(n).toBe(2500);
    // The restated day (17.99) came from Facebook; the other first day (17.05) and these days are sandbox ones.
    const bySource = await createMetricsRepo(database.db).spendBySource(userId);
    expect(bySource.sort((a, b) => a.source.localeCompare(b.source))).toEqual([
      { source: 'facebook', spend: '17.99' },
      { source: 'sandbox', spend: '31279.55' },
    ]);
  });

  it('a stored day is the DailyMetric fields plus the owner and the sync time (the json records are the days themselves)', () => {
    expectTypeOf<keyof DailyMetric>().toEqualTypeOf<Exclude<keyof typeof adMetricsDaily.$inferSelect, 'userId' | 'syncedAt'>>();
  });
});
