/**
 * Daily performance of every ad, the one table analytics and optimization read (issue 8's contract).
 * Written only by modules/metrics (the Facebook sync, the sandbox through the same sync, demo data).
 */
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ads, campaigns } from './campaigns.ts';
import { users } from './users.ts';

export const metricSources = ['facebook', 'sandbox', 'demo'] as const;

export const adMetricsDaily = pgTable(
  'ad_metrics_daily',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    adId: integer('ad_id')
      .notNull()
      .references(() => ads.id, { onDelete: 'cascade' }),
    campaignId: integer('campaign_id').references(() => campaigns.id, { onDelete: 'cascade' }),
    /** The calendar day in the ad account's time zone. */
    date: date('date', { mode: 'string' }).notNull(),
    impressions: bigint('impressions', { mode: 'number' }).notNull().default(0),
    reach: bigint('reach', { mode: 'number' }).notNull().default(0),
    clicks: bigint('clicks', { mode: 'number' }).notNull().default(0),
    linkClicks: bigint('link_clicks', { mode: 'number' }).notNull().default(0),
    /** Exact money in the ad account's currency. */
    spend: numeric('spend', { precision: 16, scale: 2 }).notNull().default('0'),
    conversions: integer('conversions').notNull().default(0),
    conversionValue: numeric('conversion_value', { precision: 16, scale: 2 }).notNull().default('0'),
    /** ISO 4217 code of spend and conversion_value (the ad account's currency). */
    currency: text('currency').notNull().default('USD'),
    source: text('source').notNull(),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ad_metrics_daily_ad_date_key').on(t.adId, t.date),
    index('ad_metrics_daily_user_date_idx').on(t.userId, t.date),
    index('ad_metrics_daily_campaign_date_idx').on(t.campaignId, t.date),
    check('ad_metrics_daily_source_check', sql`${t.source} in ('facebook', 'sandbox', 'demo')`),
    check('ad_metrics_daily_counts_check', sql`${t.impressions} >= 0 and ${t.clicks} >= 0 and ${t.spend} >= 0 and ${t.conversions} >= 0`),
  ],
);

export type AdMetricsDailyRow = typeof adMetricsDaily.$inferSelect;
