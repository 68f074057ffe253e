/**
 * The analytics rollups of ad_metrics_daily (docs/decisions/091-analytics-rollups.md). Triggers keep
 * them current on every write (migration 0007_analytics_rollups); this rebuilds one user's from the
 * raw rows, for a bulk load made with the triggers off or to repair them, and moves the user's analytics data
 * version (decision 163). Idempotent.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

export async function rebuildAnalyticsRollups(db: Db, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from analytics_user_daily where user_id = ${userId}`);
    await tx.execute(sql`delete from analytics_campaign_daily where user_id = ${userId}`);
    await tx.execute(sql`delete from analytics_ad_cumulative where user_id = ${userId}`);
    await tx.execute(sql`delete from analytics_ad_totals where user_id = ${userId}`);
    await tx.execute(sql`
      insert into analytics_user_daily
        (user_id, date, currency, source, impressions, clicks, conversions, spend, conversion_value, row_count, synced_at)
      select user_id, date, currency, source, sum(impressions), sum(clicks), sum(conversions), sum(spend), sum(conversion_value),
             count(*), max(synced_at)
      from ad_metrics_daily where user_id = ${userId}
      group by user_id, date, currency, source`);
    await tx.execute(sql`
      insert into analytics_campaign_daily
        (campaign_id, date, currency, user_id, impressions, clicks, conversions, spend, conversion_value, row_count)
      select campaign_id, date, currency, user_id, sum(impressions), sum(clicks), sum(conversions), sum(spend), sum(conversion_value), count(*)
      from ad_metrics_daily where user_id = ${userId} and campaign_id is not null
      group by campaign_id, date, currency, user_id`);
    await tx.execute(sql`
      insert into analytics_ad_cumulative (ad_id, date, user_id, currency, impressions, clicks, conversions, spend, conversion_value)
      select ad_id, date, user_id, currency, sum(impressions) over w, sum(clicks) over w, sum(conversions) over w, sum(spend) over w,
             sum(conversion_value) over w
      from ad_metrics_daily where user_id = ${userId}
      window w as (partition by ad_id order by date)`);
    await tx.execute(sql`select analytics_refresh_ad_totals(array(select id from ads where user_id = ${userId}))`);
    // The rollups have no version triggers of their own: a rebuild is a change the dashboard cache must see (decision 163).
    await tx.execute(sql`insert into analytics_data_changes (user_id) values (${userId})`);
  });
}

/**
 * Refreshes the planner's statistics of ad_metrics_daily and its rollups. A bulk load (the demo seeder
 * at scale) calls it as the tables grow: the rollup triggers look rows up by ad and date, and a planner
 * that still thinks the tables are empty scans them instead (autovacuum, which would analyze them, may
 * be off or behind). Decision 110.
 */
export async function analyzeMetricTables(db: Db): Promise<void> {
  await db.execute(
    sql`analyze ad_metrics_daily, analytics_user_daily, analytics_campaign_daily, analytics_ad_cumulative, analytics_ad_totals`,
  );
}
