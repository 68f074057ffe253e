/** Queries of ad_metrics_daily: idempotent upserts of whole days, and an ad's series. */
import { and, asc, eq, getTableColumns, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { adMetricsDaily } from '../../db/schema/metrics.ts';
import type { DailyMetric } from './daily-metric.ts';

/**
 * Rows per INSERT statement. Each statement takes its rows as ONE json parameter, expanded by
 * json_to_recordset with the column types declared: a multi-row VALUES list with 13 parameters a
 * row cost more to build (drizzle) and to parse (PostgreSQL) than to write, about 5 times the time
 * (docs/performance.md, Sync; decision 090).
 */
const BATCH = 1000;

/** The columns a stored day carries (every one but the owner and the sync time), by DailyMetric key. */
const carried = Object.entries(getTableColumns(adMetricsDaily)).filter(([key]) => key !== 'userId' && key !== 'syncedAt');
const list = (parts: SQL[]) => sql.join(parts, sql`, `);
const name = (column: PgColumn) => sql`${sql.identifier(column.name)}`;
const targetColumns = list([name(adMetricsDaily.userId), ...carried.map(([, c]) => name(c)), name(adMetricsDaily.syncedAt)]);
const recordFields = list(carried.map(([key]) => sql`r.${sql.identifier(key)}`));
/** json_to_recordset's record type: each DailyMetric key with its column's SQL type. */
const recordType = list(carried.map(([key, c]) => sql`${sql.identifier(key)} ${sql.raw(c.getSQLType())}`));
const replaced = list(
  [...carried.filter(([key]) => key !== 'adId' && key !== 'date').map(([, c]) => c), adMetricsDaily.syncedAt].map(
    (c) => sql`${name(c)} = excluded.${name(c)}`,
  ),
);

/** Inserts the days of `json` (DailyMetric objects) for the user, or replaces a stored (ad, date) but its owner. */
const upsertStatement = (userId: number, json: string, syncedAt: Date) => sql`
  insert into ${adMetricsDaily} (${targetColumns})
  select ${userId}::int, ${recordFields}, ${syncedAt.toISOString()}::timestamptz
  from json_to_recordset(${json}::json) as r(${recordType})
  on conflict (${name(adMetricsDaily.adId)}, ${name(adMetricsDaily.date)}) do update set ${replaced}`;

export function createMetricsRepo(db: Db) {
  return {
    /** Inserts or replaces each (ad, date): a restated day is updated, never duplicated. */
    async upsert(tx: Db, userId: number, rows: readonly DailyMetric[], syncedAt: Date) {
      for (let i = 0; i < rows.length; i += BATCH) {
        await tx.execute(upsertStatement(userId, JSON.stringify(rows.slice(i, i + BATCH)), syncedAt));
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
