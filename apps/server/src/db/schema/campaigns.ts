/**
 * Campaigns, their ads and the ads' generated text options, all owned by a user. Enumerations are
 * text with CHECK constraints (easier to extend than PostgreSQL enums); money is numeric(14,2).
 * The indexes are shaped after the list queries (docs/performance.md).
 */
import { adStatuses, adTypes } from '@ads-creative/contracts/ads';
import { budgetTypes, campaignObjectives, campaignStatuses } from '@ads-creative/contracts/campaigns';
import type { CreativeTags } from '@ads-creative/contracts/creative-tags';
import type { SpecialAdCategory, Targeting } from '@ads-creative/contracts/targeting';
import { type SQL, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  type PgColumn,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};
const oneOf = (column: PgColumn, values: readonly string[]): SQL => sql`${column} in (${sql.raw(values.map((v) => `'${v}'`).join(', '))})`;
const money = (name: string) => numeric(name, { precision: 14, scale: 2 });

export const campaigns = pgTable(
  'campaigns',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    objective: text('objective').notNull(),
    status: text('status').notNull().default('DRAFT'),
    budgetType: text('budget_type').notNull().default('DAILY'),
    /** Exact decimal text, e.g. '1234567.89'; only the budget of the campaign's budget type is set. */
    dailyBudget: money('daily_budget'),
    totalBudget: money('total_budget'),
    targetAudience: text('target_audience'),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    // What Facebook needs to publish some objectives (decision 080).
    pixelId: text('pixel_id'),
    conversionEvent: text('conversion_event'),
    appId: text('app_id'),
    appStoreUrl: text('app_store_url'),
    catalogId: text('catalog_id'),
    productSetId: text('product_set_id'),
    /** The structured audience publishing sends (issue 17); null only before the backfill read the free text. */
    targeting: jsonb('targeting').$type<Targeting>(),
    specialAdCategories: jsonb('special_ad_categories').$type<SpecialAdCategory[]>().notNull().default([]),
    /** The ad account and page to publish with (without act_); null: the connection's defaults (Settings). */
    adAccountId: text('ad_account_id'),
    pageId: text('page_id'),
    // The Facebook campaign and ad set of this campaign, stored the moment they exist.
    fbAdAccountId: text('fb_ad_account_id'),
    fbCampaignId: text('fb_campaign_id'),
    fbAdSetId: text('fb_adset_id'),
    /** A publish of one of its ads is creating the Facebook campaign or ad set until then (decision 080). */
    publishLeaseUntil: timestamp('publish_lease_until', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('campaigns_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    check('campaigns_objective_check', oneOf(t.objective, campaignObjectives)),
    check('campaigns_status_check', oneOf(t.status, campaignStatuses)),
    check('campaigns_budget_type_check', oneOf(t.budgetType, budgetTypes)),
    check('campaigns_daily_budget_check', sql`${t.dailyBudget} >= 1`),
    check('campaigns_total_budget_check', sql`${t.totalBudget} >= 1`),
    check('campaigns_dates_check', sql`${t.endDate} >= ${t.startDate}`),
  ],
);

export const ads = pgTable(
  'ads',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Optional: an ad may exist without a campaign ('No Campaign'); deleting the campaign deletes its ads. */
    campaignId: integer('campaign_id').references(() => campaigns.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    adType: text('ad_type').notNull().default('PAGE_POST_AD'),
    status: text('status').notNull().default('DRAFT'),
    headline: text('headline'),
    description: text('description'),
    primaryText: text('primary_text'),
    /** A call-to-action code; not constrained so that codes read back from Facebook are kept (shown 'Không hợp lệ'). */
    callToAction: text('call_to_action'),
    imageUrl: text('image_url'),
    mediaFileUrl: text('media_file_url'),
    videoUrl: text('video_url'),
    /** Where a link ad sends people (required to publish link ads). */
    destinationUrl: text('destination_url'),
    // The publishing chain's objects, stored the moment each exists (decision 080).
    fbImageHash: text('fb_image_hash'),
    fbCreativeId: text('fb_creative_id'),
    fbAdId: text('fb_ad_id'),
    /** Why the last publish attempt stopped, in the user's words; null once published. */
    publishError: text('publish_error'),
    /** The creative tags of the ad's copy as it is (issue 18); null until tagged. */
    tags: jsonb('tags').$type<CreativeTags>(),
    /** An AI generation preview not yet saved: never listed or counted. */
    isPreview: boolean('is_preview').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    // is_preview is the last key column (not a partial-index predicate) so that these indexes still
    // serve the ON DELETE CASCADE lookups of all rows, while the saved-only filters of the lists,
    // counts and page-id subqueries are evaluated inside index-only scans.
    index('ads_user_created_idx').on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst(), t.isPreview),
    index('ads_campaign_created_idx').on(t.campaignId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst(), t.isPreview),
    // Counts (list totals, dashboard stats) as index-only scans over saved ads.
    index('ads_user_status_saved_idx').on(t.userId, t.status).where(sql`not ${t.isPreview}`),
    // The purge of previews older than 24 h reads only previews (docs/decisions/040-generation-flow.md).
    index('ads_preview_created_idx').on(t.createdAt).where(sql`${t.isPreview}`),
    check('ads_ad_type_check', oneOf(t.adType, adTypes)),
    check('ads_status_check', oneOf(t.status, adStatuses)),
  ],
);

export const adContents = pgTable(
  'ad_contents',
  {
    id: serial('id').primaryKey(),
    adId: integer('ad_id')
      .notNull()
      .references(() => ads.id, { onDelete: 'cascade' }),
    /** The headline of the variation. */
    title: text('title'),
    /** The primary text of the variation. */
    body: text('body'),
    description: text('description'),
    callToAction: text('call_to_action'),
    /** The variation's generated creative, or null (text-only contents). */
    imageUrl: text('image_url'),
    /** The advertiser's uploaded file the variation uses, or null. */
    mediaFileUrl: text('media_file_url'),
    /** ai_calls.id of the text call that wrote it (no foreign key: the call log is append-only and outlives contents). */
    textCallId: integer('text_call_id'),
    /** ai_calls.id of the image call that drew its image, if any. */
    imageCallId: integer('image_call_id'),
    isSelected: boolean('is_selected').notNull().default(false),
    /** The creative tags of this variation (issue 18); null until tagged. */
    tags: jsonb('tags').$type<CreativeTags>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ad_contents_ad_idx').on(t.adId, t.id),
    // At most one selected content per ad, whatever the code does.
    uniqueIndex('ad_contents_one_selected_idx').on(t.adId).where(sql`${t.isSelected}`),
  ],
);

export type CampaignRow = typeof campaigns.$inferSelect;
export type AdRow = typeof ads.$inferSelect;
export type AdContentRow = typeof adContents.$inferSelect;
