/**
 * The statements that fill an EngineSnapshot (engine/snapshot.ts), all scoped to one user. Money comes
 * back in USD converted in SQL on numeric with analytics' rates (decision 092); a metrics day whose
 * currency has no rate is left out whole (decision 131). Days are 'YYYY-MM-DD' as ad_metrics_daily stores
 * them (the ad account's zone); instants come back as ISO text.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { rowsOf } from '../../../db/rows.ts';
import type { UsdRates } from '../../analytics/index.ts';

/** The rates as a joinable table `fx(currency, per_usd)` (USD is always among them). */
export const fxTable = (rates: UsdRates) =>
  sql`(values ${sql.join(
    Object.entries({ ...rates, USD: 1 }).map(([currency, rate]) => sql`(${currency}::text, ${String(rate)}::numeric)`),
    sql`, `,
  )}) as fx(currency, per_usd)`;

const iso = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export interface CampaignRow {
  id: number;
  name: string;
  status: string;
  objective: string;
  budget_type: string;
  daily_budget: string | null;
  total_budget: string | null;
  updated_at: string | null;
  last_applied_at: string | null;
  has_delivery_schedule: boolean;
}

export interface AdRow {
  id: number;
  campaign_id: number;
  name: string;
  status: string;
  content_id: number | null;
  provider: string | null;
  image_url: string | null;
  media_file_url: string | null;
}

export interface MetricRow {
  ad_id: number;
  date: string;
  impressions: number;
  reach: number;
  clicks: number;
  link_clicks: number;
  spend: number;
  conversions: number;
  conversion_value: number;
}

export interface ContentRow {
  id: number;
  ad_id: number;
  provider: string;
  image_url: string | null;
  media_file_url: string | null;
  selected: boolean;
  created_at: string;
}

export interface ProviderCallsRow {
  provider: string;
  calls: number;
  successes: number;
  selected: number;
  cost_usd: number;
}

export function createSnapshotRepo(db: Db) {
  return {
    /**
     * Every campaign of the user, and when an applied recommendation last changed it. When the campaign's last
     * change was its delivery schedule's pause or resume (decision 155), updated_at is its last change before
     * the schedule's toggles (null when unknown): day-parting is not an edit the 72-hour rule waits out. has_delivery_schedule: the campaign has one.
     */
    campaigns(userId: number): Promise<CampaignRow[]> {
      return rowsOf(
        db,
        sql`select c.id, c.name, c.status, c.objective, c.budget_type, c.daily_budget::text as daily_budget,
              c.total_budget::text as total_budget,
              case when c.updated_at <= ds.schedule_touched_campaign_at then ${iso(sql`ds.schedule_prior_change_at`)}
                else ${iso(sql`c.updated_at`)} end as updated_at,
              (select ${iso(sql`max(r.implemented_at)`)} from recommendations r
                where r.user_id = c.user_id and r.campaign_ids @> jsonb_build_array(c.id)) as last_applied_at,
              (ds.campaign_id is not null) as has_delivery_schedule
            from campaigns c left join campaign_delivery_schedules ds on ds.campaign_id = c.id
            where c.user_id = ${userId} order by c.id`,
      );
    },

    /** The user's saved ads in a campaign, with the selected content and the provider that wrote (or drew) it. */
    ads(userId: number): Promise<AdRow[]> {
      return rowsOf(
        db,
        sql`select a.id, a.campaign_id, a.name, a.status, sel.id as content_id, sel.provider, sel.image_url, sel.media_file_url
            from ads a
            left join lateral (
              select ct.id, ct.image_url, ct.media_file_url, ac.provider from ad_contents ct
              left join ai_calls ac on ac.id = coalesce(ct.text_call_id, ct.image_call_id) and ac.user_id = a.user_id
              where ct.ad_id = a.id and ct.is_selected limit 1
            ) sel on true
            where a.user_id = ${userId} and not a.is_preview and a.campaign_id is not null
            order by a.id`,
      );
    },

    /**
     * The user's metric days from `since` on, and each ad's first `baselineDays` days of delivery (the
     * creative-fatigue baseline), money in USD; days in a currency without a rate are left out.
     */
    metrics(userId: number, since: string, baselineDays: number, rates: UsdRates): Promise<MetricRow[]> {
      return rowsOf(
        db,
        sql`with firsts as (
              select ad_id, min(date) as first_day from ad_metrics_daily
              where user_id = ${userId} and impressions > 0 group by ad_id
            )
            select m.ad_id, m.date::text as date, m.impressions::float8 as impressions, m.reach::float8 as reach,
              m.clicks::float8 as clicks, m.link_clicks::float8 as link_clicks,
              (m.spend / fx.per_usd)::float8 as spend, m.conversions::float8 as conversions,
              (m.conversion_value / fx.per_usd)::float8 as conversion_value
            from ad_metrics_daily m
            join ${fxTable(rates)} on fx.currency = m.currency
            join ads a on a.id = m.ad_id and not a.is_preview
            left join firsts f on f.ad_id = m.ad_id
            where m.user_id = ${userId}
              and (m.date >= ${since}::date or m.date < f.first_day + ${baselineDays}::int)
            order by m.ad_id, m.date`,
      );
    },

    /** Contents of the user's saved ads written or drawn by AI since `since`. */
    contents(userId: number, since: Date): Promise<ContentRow[]> {
      return rowsOf(
        db,
        sql`select ct.id, ct.ad_id, ac.provider, ct.image_url, ct.media_file_url, ct.is_selected as selected,
              ${iso(sql`ct.created_at`)} as created_at
            from ad_contents ct
            join ads a on a.id = ct.ad_id and a.user_id = ${userId} and not a.is_preview
            join ai_calls ac on ac.id = coalesce(ct.text_call_id, ct.image_call_id) and ac.user_id = ${userId}
            where ct.created_at >= ${since.toISOString()}::timestamptz
            order by ct.id`,
      );
    },

    /** ai_calls since `since` summed per provider. */
    providerCalls(userId: number, since: Date): Promise<ProviderCallsRow[]> {
      return rowsOf(
        db,
        sql`select provider, count(*)::float8 as calls, count(*) filter (where success)::float8 as successes,
              count(*) filter (where success and selected)::float8 as selected,
              coalesce(sum(cost_usd), 0)::float8 as cost_usd
            from ai_calls where user_id = ${userId} and created_at >= ${since.toISOString()}::timestamptz
            group by provider order by provider`,
      );
    },
  };
}
