/**
 * Analytics rollups of ad_metrics_daily (docs/decisions/091-analytics-rollups.md), kept current by
 * statement-level triggers on that table in the same transaction as every write (migration
 * 0007_analytics_rollups), and the per-user analytics dashboard configuration.
 *
 * - analytics_user_daily: per user, day, currency and source: the sums of all the user's ads.
 * - analytics_campaign_daily: per campaign, day and currency: the sums of the campaign's ads.
 * - analytics_ad_cumulative: per ad and day it has a row: its running totals since its first day, so
 *   an ad's totals over any range are two index probes (the last row up to the range's end minus the
 *   last row before its start).
 * - analytics_ad_totals: per ad, its totals over all its days and its first and last day (migration
 *   0009, decision 111): the running totals of its last day, in a table of one row per ad that stays in
 *   memory, so a range ending on or after an ad's last day and starting on or before its first needs no
 *   probe of analytics_ad_cumulative.
 * - analytics_ad_cumulative_user_date_idx: the running totals of all a user's ads on one day in one range
 *   scan (decision 164), so a range's start costs no probe for the ads that delivered the day before it.
 * Money is exact numeric in the stored currency, converted to USD when read (decision 092).
 * analytics_report_mails: the week of the last weekly analytics report e-mail sent to a user (decision 162).
 * analytics_data_changes: a row per committed write of anything the dashboard reads (migration 0013, decision 163);
 * their sum per user is the version the dashboard's result cache is keyed by.
 */
import { bigint, date, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { ads, campaigns } from './campaigns.ts';
import { users } from './users.ts';

const money = (name: string) => numeric(name, { precision: 20, scale: 2 }).notNull().default('0');
const count = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);
const sums = {
  impressions: count('impressions'),
  clicks: count('clicks'),
  conversions: count('conversions'),
  spend: money('spend'),
  conversionValue: money('conversion_value'),
  /** How many ad_metrics_daily rows the sums are made of; a rollup row is deleted when it reaches 0. */
  rowCount: integer('row_count').notNull().default(0),
};
const userId = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const analyticsUserDaily = pgTable(
  'analytics_user_daily',
  {
    userId: userId(),
    date: date('date', { mode: 'string' }).notNull(),
    currency: text('currency').notNull(),
    source: text('source').notNull(),
    ...sums,
    /** The latest synced_at of its rows (realtime's "last synced"). */
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.date, t.currency, t.source] })],
);

export const analyticsCampaignDaily = pgTable(
  'analytics_campaign_daily',
  {
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    currency: text('currency').notNull(),
    userId: userId(),
    ...sums,
  },
  (t) => [
    primaryKey({ columns: [t.campaignId, t.date, t.currency] }),
    // The campaign table of a range: every campaign of the user over the range's days.
    index('analytics_campaign_daily_user_date_idx').on(t.userId, t.date),
  ],
);

export const analyticsAdCumulative = pgTable(
  'analytics_ad_cumulative',
  {
    adId: integer('ad_id')
      .notNull()
      .references(() => ads.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    userId: userId(),
    /** The currency of this day's row (an ad's days share its ad account's currency). */
    currency: text('currency').notNull(),
    impressions: count('impressions'),
    clicks: count('clicks'),
    conversions: count('conversions'),
    spend: money('spend'),
    conversionValue: money('conversion_value'),
  },
  (t) => [
    primaryKey({ columns: [t.adId, t.date] }),
    // The running totals of all the user's ads on one day (the day before a range starts), read in one
    // index-only range scan instead of a probe per ad (decision 164). The counts and money are key
    // columns only so the scan needs no table page (Drizzle has no INCLUDE).
    index('analytics_ad_cumulative_user_date_idx').on(
      t.userId,
      t.date,
      t.adId,
      t.impressions,
      t.clicks,
      t.conversions,
      t.spend,
      t.conversionValue,
    ),
  ],
);

export const analyticsAdTotals = pgTable(
  'analytics_ad_totals',
  {
    adId: integer('ad_id')
      .primaryKey()
      .references(() => ads.id, { onDelete: 'cascade' }),
    userId: userId(),
    currency: text('currency').notNull(),
    firstDate: date('first_date', { mode: 'string' }).notNull(),
    lastDate: date('last_date', { mode: 'string' }).notNull(),
    impressions: count('impressions'),
    clicks: count('clicks'),
    conversions: count('conversions'),
    spend: money('spend'),
    conversionValue: money('conversion_value'),
  },
  (t) => [index('analytics_ad_totals_user_idx').on(t.userId)],
);

/** The analytics page's dashboard configuration: any JSON object the web keeps (≤ 64 KB). */
export const analyticsConfigs = pgTable('analytics_configs', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  config: jsonb('config').$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The last weekly analytics report e-mail per user (decision 162): `week` is the Monday (in the user's zone) of
 * the week it was sent in. The job claims a week by moving this row forward, so two instances never send twice.
 */
export const analyticsReportMails = pgTable('analytics_report_mails', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  week: date('week', { mode: 'string' }).notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
});

/**
 * Every committed write of a row the analytics dashboard reads (ad_metrics_daily, campaigns, ads, ad_contents,
 * ai_calls, facebook_connections, users.time_zone) adds a row here for its user, from statement-level triggers of
 * migration 0013 in the writing transaction, without a lock another writer of the user's data waits for. A user's data
 * version is the sum of their `changes`: it grows with every committed write, so a cached dashboard answer is valid
 * exactly while the version it was computed at is the current one (decision 163). A job folds each user's rows into
 * one row of the same sum (modules/analytics/data-version.ts).
 */
export const analyticsDataChanges = pgTable(
  'analytics_data_changes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    changes: bigint('changes', { mode: 'number' }).notNull().default(1),
  },
  (t) => [index('analytics_data_changes_user_idx').on(t.userId, t.changes)],
);
