/**
 * The data one analytics answer reads (analytics-data.ts loads each piece once): the user's days, campaigns and
 * their totals, saved ads and their totals, counts, AI contents and calls. Every query is scoped to one user;
 * the shared pieces and what the rows mean: analytics-sql.repo.ts.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import {
  type AdTotalsRow,
  adPeriodJoins,
  adTotals,
  adTotalsColumns,
  type CampaignRow,
  type CampaignTotalsRow,
  campaignColumns,
  campaignTotals,
  campaignTotalsColumns,
  convertedSums,
  type DailyRow,
  fxTable,
  periodCount,
  selectedContentJoin,
} from './analytics-sql.repo.ts';
import type { UsdRates } from './fx.ts';
import type { Period } from './ranges.ts';

/** A delivered ad as the content scores and the provider ranking read it. */
export interface AdDeliveryRow {
  ad_id: number;
  content_id: number | null;
  content_headline: string | null;
  provider: string | null;
  impressions: number;
  clicks: number;
  conversions: number;
}

export function createAnalyticsRepo(db: Db) {
  return {
    /** The user's days over a period (money per day in USD), and the currencies and sources of each day. */
    daily(userId: number, p: Period, rates: UsdRates): Promise<DailyRow[]> {
      return rowsOf(
        db,
        sql`select r.date::text as date, ${convertedSums},
              array_agg(distinct r.currency) as currencies, array_agg(distinct r.source) as sources
            from analytics_user_daily r left join ${fxTable(rates)} on fx.currency = r.currency
            where r.user_id = ${userId} and r.date between ${p.since}::date and ${p.until}::date
            group by r.date order by r.date`,
      );
    },

    /** The user's first day of delivery data and when a metrics row was last written. */
    async dataSpan(userId: number): Promise<{ firstDay: string | null; lastSyncedAt: string | null }> {
      const [row] = await rowsOf<{ first_day: string | null; last_synced_at: string | null }>(
        db,
        sql`select min(date)::text as first_day, to_char(max(synced_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as last_synced_at
            from analytics_user_daily where user_id = ${userId}`,
      );
      return { firstDay: row?.first_day ?? null, lastSyncedAt: row?.last_synced_at ?? null };
    },

    /** Every campaign of the user with what its budget needs. */
    campaigns(userId: number): Promise<CampaignRow[]> {
      return rowsOf(db, sql`select ${campaignColumns} from campaigns c where c.user_id = ${userId} order by c.id`);
    },

    /** Every campaign's totals over a period (campaigns without delivery have zeros). */
    allCampaignTotals(userId: number, p: Period, rates: UsdRates): Promise<CampaignTotalsRow[]> {
      return rowsOf(
        db,
        sql`with a as (${campaignTotals(userId, p, rates)})
            select ${campaignColumns}, ${campaignTotalsColumns}
            from campaigns c left join a on a.campaign_id = c.id
            where c.user_id = ${userId} order by c.id`,
      );
    },

    /** Every saved ad's totals over a period (optionally of one campaign), or only those that delivered. */
    allAdTotals(userId: number, p: Period, rates: UsdRates, opts: { campaignId?: number } = {}): Promise<AdTotalsRow[]> {
      const where = opts.campaignId === undefined ? sql`` : sql`and a.campaign_id = ${opts.campaignId}`;
      return rowsOf(
        db,
        sql`select ${adTotalsColumns} from (${adTotals(userId, p, rates, where)}) d
            order by d.ad_id`,
      );
    },

    /**
     * The saved ads that delivered in a period, with what the content scores and the provider ranking read
     * (their counts, selected content and its provider): the dashboard's every-ad query, without names or money.
     */
    deliveredAds(userId: number, p: Period): Promise<AdDeliveryRow[]> {
      return rowsOf(
        db,
        sql`select a.id as ad_id, sel.content_id, sel.content_headline, sel.provider,
              ${periodCount('impressions')}::float8 as impressions, ${periodCount('clicks')}::float8 as clicks,
              ${periodCount('conversions')}::float8 as conversions
            from ads a
            ${adPeriodJoins(userId, p)}
            ${selectedContentJoin}
            where a.user_id = ${userId} and not a.is_preview and ${periodCount('impressions')} > 0
            order by a.id`,
      );
    },

    /** Campaigns and saved ads: all, active, and those created before `before` (what existed then). */
    async counts(userId: number, before: Date) {
      const at = before.toISOString();
      const [[campaigns], [ads]] = await Promise.all([
        rowsOf<{ total: number; active: number; before: number }>(
          db,
          sql`select count(*)::float8 as total, count(*) filter (where status = 'ACTIVE')::float8 as active,
                count(*) filter (where created_at < ${at}::timestamptz)::float8 as before
              from campaigns where user_id = ${userId}`,
        ),
        rowsOf<{ total: number; active: number; before: number }>(
          db,
          sql`select count(*)::float8 as total, count(*) filter (where status = 'ACTIVE')::float8 as active,
                count(*) filter (where created_at < ${at}::timestamptz)::float8 as before
              from ads where user_id = ${userId} and not is_preview`,
        ),
      ]);
      return {
        campaigns: campaigns as { total: number; active: number; before: number },
        ads: ads as { total: number; active: number; before: number },
      };
    },

    /** AI contents of saved ads created in [start, end): how many, selected, and per content type. */
    async contentCounts(userId: number, start: Date, end: Date) {
      const [row] = await rowsOf<Record<string, number>>(
        db,
        sql`select count(*)::float8 as generated,
              count(*) filter (where ct.is_selected)::float8 as selected,
              count(*) filter (where ct.text_call_id is not null and coalesce(trim(ct.title), '') <> '')::float8 as headline,
              count(*) filter (where ct.text_call_id is not null and coalesce(trim(ct.body), '') <> '')::float8 as primary_text,
              count(*) filter (where ct.text_call_id is not null and coalesce(trim(ct.description), '') <> '')::float8 as description,
              count(*) filter (where ct.text_call_id is not null and coalesce(trim(ct.call_to_action), '') <> '')::float8 as call_to_action,
              count(*) filter (where ct.image_call_id is not null)::float8 as image
            from ad_contents ct join ads a on a.id = ct.ad_id
            where a.user_id = ${userId} and not a.is_preview
              and (ct.text_call_id is not null or ct.image_call_id is not null)
              and ct.created_at >= ${start.toISOString()}::timestamptz and ct.created_at < ${end.toISOString()}::timestamptz`,
      );
      return row as Record<'generated' | 'selected' | 'headline' | 'primary_text' | 'description' | 'call_to_action' | 'image', number>;
    },

    /** Per provider, the AI contents created in [start, end) it wrote or drew, and how many of them were selected. */
    providerContents(userId: number, start: Date, end: Date) {
      return rowsOf<{ provider: string; contents: number; selected: number }>(
        db,
        sql`with ct as (
              select ct.id, ct.is_selected, ct.text_call_id, ct.image_call_id from ad_contents ct join ads a on a.id = ct.ad_id
              where a.user_id = ${userId} and not a.is_preview
                and ct.created_at >= ${start.toISOString()}::timestamptz and ct.created_at < ${end.toISOString()}::timestamptz
            ), wrote as (
              select ac.provider, ct.id, ct.is_selected from ct join ai_calls ac on ac.id = ct.text_call_id
              union all
              select ac.provider, ct.id, ct.is_selected from ct join ai_calls ac on ac.id = ct.image_call_id
            )
            select provider, count(distinct id)::float8 as contents, count(distinct id) filter (where is_selected)::float8 as selected
            from wrote group by provider order by provider`,
      );
    },

    /** Per provider, its calls in [start, end) from the AI call log. */
    providerCalls(userId: number, start: Date, end: Date) {
      return rowsOf<{ provider: string; calls: number; successes: number; selected: number; total_latency_ms: number; cost: string }>(
        db,
        sql`select provider, count(*)::float8 as calls, count(*) filter (where success)::float8 as successes,
              count(*) filter (where success and selected)::float8 as selected,
              coalesce(sum(latency_ms), 0)::float8 as total_latency_ms, coalesce(sum(cost_usd), 0)::text as cost
            from ai_calls
            where user_id = ${userId} and created_at >= ${start.toISOString()}::timestamptz and created_at < ${end.toISOString()}::timestamptz
            group by provider order by provider`,
      );
    },
  };
}
export type AnalyticsRepo = ReturnType<typeof createAnalyticsRepo>;
