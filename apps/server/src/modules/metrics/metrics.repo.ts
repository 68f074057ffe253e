/** Queries of ad_metrics_daily: idempotent upserts of whole days, and an ad's series. */
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { adMetricsDaily } from '../../db/schema/metrics.ts';
import type { DailyMetric } from './daily-metric.ts';

/** Rows per INSERT statement: well under PostgreSQL's 65,535 bind parameters (13 a row). */
const BATCH = 1000;

export function createMetricsRepo(db: Db) {
  return {
    /** Inserts or replaces each (ad, date): a restated day is updated, never duplicated. */
    async upsert(tx: Db, userId: number, rows: readonly DailyMetric[], syncedAt: Date) {
      for (let i = 0; i < rows.length; i += BATCH) {
        const values = rows.slice(i, i + BATCH).map((r) => ({ ...r, userId, syncedAt }));
        await tx
          .insert(adMetricsDaily)
          .values(values)
          .onConflictDoUpdate({
            target: [adMetricsDaily.adId, adMetricsDaily.date],
            set: {
              campaignId: sql`excluded.campaign_id`,
              impressions: sql`excluded.impressions`,
              reach: sql`excluded.reach`,
              clicks: sql`excluded.clicks`,
              linkClicks: sql`excluded.link_clicks`,
              spend: sql`excluded.spend`,
              conversions: sql`excluded.conversions`,
              conversionValue: sql`excluded.conversion_value`,
              currency: sql`excluded.currency`,
              source: sql`excluded.source`,
              syncedAt: sql`excluded.synced_at`,
            },
          });
      }
    },

    /** An ad's days between two dates (inclusive), oldest first. */
    adSeries(userId: number, adId: number, since: string, until: string) {
      return db
        .select()
        .from(adMetricsDaily)
        .where(
          and(
            eq(adMetricsDaily.userId, userId),
            eq(adMetricsDaily.adId, adId),
            gte(adMetricsDaily.date, since),
            lte(adMetricsDaily.date, until),
          ),
        )
        .orderBy(asc(adMetricsDaily.date));
    },

    /** Everything the user has spent per source, summed exactly in SQL (decimal text); no row for a source without days. */
    spendBySource(userId: number): Promise<{ source: string; spend: string }[]> {
      return db
        .select({ source: adMetricsDaily.source, spend: sql<string>`sum(${adMetricsDaily.spend})::text` })
        .from(adMetricsDaily)
        .where(eq(adMetricsDaily.userId, userId))
        .groupBy(adMetricsDaily.source);
    },
  };
}

export type MetricsRepo = ReturnType<typeof createMetricsRepo>;
