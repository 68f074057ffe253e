/**
 * Rows for the optimization tests, written straight into the tables the engine reads (campaigns, ads,
 * contents, AI calls, the Facebook connection) and metrics through the sync's write path; the clock put
 * on a fixed day so every date is visible in the test.
 */
import type { Db } from '../../src/db/client.ts';
import { aiCalls } from '../../src/db/schema/ai.ts';
import { adContents, ads, campaigns } from '../../src/db/schema/campaigns.ts';
import { facebookConnections } from '../../src/db/schema/facebook.ts';
import { recommendations } from '../../src/db/schema/optimization.ts';
import { addDays } from '../../src/lib/calendar.ts';
import { metricDay, writeMetrics } from '../helpers/metrics-fixtures.ts';
import type { TestApp } from '../helpers/test-app.ts';

/** Moves the test app's clock to an instant. */
export function setClock(t: TestApp, iso: string) {
  t.clock.advance(Date.parse(iso) - t.clock.now().getTime());
}

export async function seedCampaign(db: Db, userId: number, over: Partial<typeof campaigns.$inferInsert> = {}): Promise<number> {
  const [row] = await db
    .insert(campaigns)
    .values({
      userId,
      name: 'Campaign',
      objective: 'CONVERSIONS',
      status: 'ACTIVE',
      budgetType: 'DAILY',
      dailyBudget: '30',
      // Changed long ago: past the 72 h cool-down.
      createdAt: new Date('2026-01-01T00:00:00Z'),
      updatedAt: new Date('2026-01-01T00:00:00Z'),
      ...over,
    })
    .returning({ id: campaigns.id });
  return (row as { id: number }).id;
}

export async function seedAd(
  db: Db,
  userId: number,
  campaignId: number | null,
  over: Partial<typeof ads.$inferInsert> = {},
): Promise<number> {
  const [row] = await db
    .insert(ads)
    .values({ userId, campaignId, name: `Ad of ${campaignId}`, status: 'ACTIVE', headline: 'Sale', ...over })
    .returning({ id: ads.id });
  return (row as { id: number }).id;
}

export async function seedConnection(db: Db, userId: number, timezone: string, currency: string) {
  await db.insert(facebookConnections).values({ userId, adAccountId: '100000001', timezone, currency });
}

export async function seedAiCall(db: Db, userId: number, over: Partial<typeof aiCalls.$inferInsert> = {}): Promise<number> {
  const [row] = await db
    .insert(aiCalls)
    .values({ userId, provider: 'OPENAI', model: 'gpt', kind: 'text', latencyMs: 100, success: true, costUsd: '0.010000', ...over })
    .returning({ id: aiCalls.id });
  return (row as { id: number }).id;
}

export async function seedContent(db: Db, adId: number, over: Partial<typeof adContents.$inferInsert> = {}): Promise<number> {
  const [row] = await db
    .insert(adContents)
    .values({ adId, title: 'T', body: 'B', ...over })
    .returning({ id: adContents.id });
  return (row as { id: number }).id;
}

/** One value per day: [impressions, clicks, spend, conversions, value]. */
export type Day = [number, number, number, number, number];

/** `days` identical days ending the day before `today`. */
export async function steadyDays(
  db: Db,
  userId: number,
  adId: number,
  campaignId: number,
  today: string,
  days: number,
  perDay: (i: number) => Day,
  currency = 'USD',
) {
  const rows = Array.from({ length: days }, (_, i) => {
    const [imp, clicks, spend, conv, value] = perDay(i);
    return metricDay(adId, campaignId, addDays(today, i - days), [imp, clicks, spend.toFixed(2), conv, value.toFixed(2)], {
      currency,
      reach: imp,
    });
  });
  // Synced as `today` began: a fixed instant, like every date of these days.
  await writeMetrics(db, userId, rows, new Date(`${today}T00:00:00Z`));
}

/** A stored recommendation with plain defaults (a HIGH CAMPAIGN_SCALE, PENDING, expiring 1 July). */
export async function seedRecommendation(db: Db, userId: number, over: Partial<typeof recommendations.$inferInsert> = {}): Promise<number> {
  const [row] = await db
    .insert(recommendations)
    .values({
      userId,
      type: 'CAMPAIGN_SCALE',
      targetKind: 'campaign',
      targetId: String(Math.floor(Math.random() * 1e9)),
      targetName: 'Campaign',
      priority: 'HIGH',
      score: 0.9,
      title: 'Scale Campaign by 20 %',
      description: 'It pays.',
      category: 'Budget Optimization',
      expectedImpact: { metric: 'conversions', expectedChange: 20, changeType: 'increase', timeframe: '7 days', confidence: 0.9 },
      evidence: { window: { since: '2026-06-01', until: '2026-06-14', days: 14 }, counts: {}, statistics: [], thresholds: {}, reasons: [] },
      expiresAt: new Date('2026-07-01T00:00:00Z'),
      ...over,
    })
    .returning({ id: recommendations.id });
  return (row as { id: number }).id;
}
