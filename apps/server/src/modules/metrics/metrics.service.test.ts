/** An ad's totals over a range, on hand-made days whose sums are worked out below (money exact, range edges). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/helpers/test-database.ts';
import type { Database } from '../../db/client.ts';
import { ads } from '../../db/schema/campaigns.ts';
import { users } from '../../db/schema/users.ts';
import type { DailyMetric } from './daily-metric.ts';
import { createMetricsRepo } from './metrics.repo.ts';
import { createMetricsService, spendSummary, sumMoney } from './metrics.service.ts';

let database: Database;
let userId: number;
let adId: number;
const now = new Date('2026-11-24T10:00:00Z');

const day = (date: string, over: Partial<DailyMetric>): DailyMetric => ({
  adId,
  campaignId: null,
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

beforeAll(async () => {
  database = await openTestDatabase();
  [{ id: userId }] = (await database.db
    .insert(users)
    .values({ username: 'metrics', email: 'metrics@example.com' })
    .returning({ id: users.id })) as [{ id: number }];
  [{ id: adId }] = (await database.db.insert(ads).values({ userId, name: 'Ad' }).returning({ id: ads.id })) as [{ id: number }];
  const rows = [
    day('2026-11-17', { impressions: 9999, spend: '99.99' }), // 8 days back: outside 7d
    day('2026-11-18', {
      impressions: 1000,
      reach: 800,
      clicks: 20,
      linkClicks: 15,
      spend: '10.10',
      conversions: 2,
      conversionValue: '45.50',
    }),
    day('2026-11-24', { impressions: 500, reach: 450, clicks: 5, linkClicks: 4, spend: '0.20', conversions: 1, conversionValue: '0.05' }),
  ];
  await createMetricsRepo(database.db).upsert(database.db, userId, rows, now);
});
afterAll(() => database.close());

describe('adMetrics', () => {
  it('7d is 18–24 November: 1,500 impressions, 25 clicks, spend 10.10 + 0.20 = 10.30 exactly', async () => {
    const service = createMetricsService({ db: database.db, clock: () => now, timezoneOf: async () => 'UTC' });
    const m = await service.adMetrics(userId, adId, '7d');
    expect(m).toMatchObject({ source: 'sandbox', currency: 'USD', since: '2026-11-18', until: '2026-11-24' });
    expect(m.totals).toEqual({
      impressions: 1500,
      reach: 1250,
      clicks: 25,
      linkClicks: 19,
      spend: 10.3,
      conversions: 3,
      conversionValue: 45.55,
    });
    expect(m.daily.map((d) => d.date)).toEqual(['2026-11-18', '2026-11-24']);
    // 30d takes the 17th too: 10.30 + 99.99 = 110.29.
    expect((await service.adMetrics(userId, adId, '30d')).totals.spend).toBe(110.29);
    expect(await service.spendSummary(userId)).toEqual({ totalSpent: 110.29, sources: ['sandbox'] });
  });

  it('sums spend across sources and names each source present, Facebook first', () => {
    expect(
      spendSummary([
        { source: 'demo', spend: '5.05' },
        { source: 'facebook', spend: '12.30' },
        { source: 'sandbox', spend: '0.10' },
      ]),
    ).toEqual({ totalSpent: 17.45, sources: ['facebook', 'sandbox', 'demo'] });
    expect(spendSummary([])).toEqual({ totalSpent: 0, sources: [] });
  });

  it('sums money in cents: 0.1 + 0.2 is 0.3, not 0.30000000000000004', () => {
    expect(sumMoney(['0.10', '0.20'])).toBe(0.3);
    expect(sumMoney([])).toBe(0);
  });
});
