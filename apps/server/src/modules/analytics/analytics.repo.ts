/**
 * Queries of analytics. Delivery numbers come from the rollups (decision 091), never from the raw
 * ad_metrics_daily rows; money is converted to USD in SQL on numeric with the configured rates
 * (decision 092). Every query is scoped to one user. Counts come back as float8 (exact below 2^53,
 * a JS number with both drivers), money as numeric text, days as 'YYYY-MM-DD'.
 */
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { analyticsConfigs } from '../../db/schema/analytics.ts';
import type { UsdRates } from './fx.ts';
import type { Period } from './ranges.ts';

/** The configured rates as a joinable table `fx(currency, per_usd)`. */
const fxTable = (rates: UsdRates) =>
  sql`(values ${sql.join(
    Object.entries(rates).map(([currency, rate]) => sql`(${currency}::text, ${String(rate)}::numeric)`),
    sql`, `,
  )}) as fx(currency, per_usd)`;

/** Sums of a rollup alias `r` joined with `fx`, converted to USD (money rounded to cents once). */
const convertedSums = sql`
  coalesce(sum(r.impressions), 0)::float8 as impressions,
  coalesce(sum(r.clicks), 0)::float8 as clicks,
  coalesce(sum(r.conversions), 0)::float8 as conversions,
  coalesce(round(sum(r.spend / fx.per_usd), 2), 0)::text as spend,
  coalesce(round(sum(r.conversion_value / fx.per_usd), 2), 0)::text as conversion_value,
  coalesce(sum(r.clicks) filter (where fx.per_usd is not null), 0)::float8 as paid_clicks`;

export interface SumsRow {
  impressions: number;
  clicks: number;
  conversions: number;
  spend: string;
  conversion_value: string;
  paid_clicks: number;
}

export interface DailyRow extends SumsRow {
  date: string;
  currencies: string[];
  sources: string[];
}

export interface CampaignRow {
  id: number;
  name: string;
  objective: string;
  status: string;
  budget_type: string;
  daily_budget: string | null;
  total_budget: string | null;
  start_date: string | null;
  end_date: string | null;
  created_at_ms: number;
}

export type CampaignTotalsRow = CampaignRow & SumsRow;

export interface AdTotalsRow extends SumsRow {
  ad_id: number;
  name: string;
  status: string;
  ad_type: string;
  headline: string | null;
  campaign_id: number | null;
  campaign_name: string | null;
  content_id: number | null;
  content_headline: string | null;
  provider: string | null;
  currency: string | null;
}

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

export interface CampaignPageQuery {
  status?: string;
  objective?: string;
  orderBy: SQL;
  /** The order reads only the campaign's own columns (not its totals): the page is chosen first, and only its campaigns are summed. */
  ordersByCampaign?: boolean;
  limit: number;
  offset: number;
}

export interface AdPageQuery {
  status?: string;
  adType?: string;
  aiProvider?: string;
  campaignId?: number;
  orderBy: SQL;
  limit: number;
  offset: number;
}

const campaignColumns = sql`c.id, c.name, c.objective, c.status, c.budget_type, c.daily_budget::text as daily_budget,
  c.total_budget::text as total_budget, c.start_date::text as start_date, c.end_date::text as end_date,
  (extract(epoch from c.created_at) * 1000)::float8 as created_at_ms`;

/** A campaign page's sort keys by the contract's names (`a` the campaign's totals); nulls ('—') last either way. */
export const campaignOrder = {
  campaignName: sql`lower(c.name)`,
  impressions: sql`coalesce(a.impressions, 0)`,
  clicks: sql`coalesce(a.clicks, 0)`,
  ctr: sql`a.clicks / nullif(a.impressions, 0)`,
  spent: sql`coalesce(a.spend, 0)`,
  roi: sql`(a.conversion_value - a.spend) / nullif(a.spend, 0)`,
} as const;

/** An ads page's sort keys (`d` the ad's totals). */
export const adOrder = {
  adName: sql`lower(d.name)`,
  impressions: sql`d.impressions`,
  clicks: sql`d.clicks`,
  ctr: sql`d.clicks / nullif(d.impressions, 0)`,
  spent: sql`d.spend`,
  roi: sql`(d.conversion_value - d.spend) / nullif(d.spend, 0)`,
} as const;

export function createAnalyticsRepo(db: Db) {
  /** Each campaign's totals over a period from the campaign rollup (of the user, or of the campaigns `ids` selects). */
  const campaignTotals = (userId: number, p: Period, rates: UsdRates, ids?: SQL) => sql`
    select r.campaign_id,
      coalesce(sum(r.impressions), 0) as impressions, coalesce(sum(r.clicks), 0) as clicks,
      coalesce(sum(r.conversions), 0) as conversions,
      coalesce(round(sum(r.spend / fx.per_usd), 2), 0) as spend,
      coalesce(round(sum(r.conversion_value / fx.per_usd), 2), 0) as conversion_value,
      coalesce(sum(r.clicks) filter (where fx.per_usd is not null), 0) as paid_clicks
    from analytics_campaign_daily r left join ${fxTable(rates)} on fx.currency = r.currency
    where ${ids ? sql`r.campaign_id in (${ids})` : sql`r.user_id = ${userId}`} and r.date between ${p.since}::date and ${p.until}::date
    group by r.campaign_id`;

  /**
   * The joins that give each ad `a` its running totals at a period's end (`hi`, with its currency) and before its
   * start (`lo`): the end is the ad's totals (analytics_ad_totals) when the period ends on or after its last day,
   * the start zero when the period starts on or before its first day and the ad's totals when it starts after its
   * last day (an ad that stopped before the period); otherwise the running totals of the day before the start: for
   * every ad that delivered that day, one index-only range scan of the user's rows of that day (`eve`, decision 164),
   * and for the others a probe of analytics_ad_cumulative for their last day before it (decision 111). A condition
   * on the outer row alone inside a lateral subquery is a one-time filter: a probe runs only when needed. An ad's
   * totals over the period are hi − lo.
   */
  const adPeriodJoins = (userId: number, p: Period) => sql`
    left join analytics_ad_totals t on t.ad_id = a.id
    left join lateral (
      select t.impressions, t.clicks, t.conversions, t.spend, t.conversion_value, t.currency where t.last_date <= ${p.until}::date
      union all
      (select x.impressions, x.clicks, x.conversions, x.spend, x.conversion_value, x.currency from analytics_ad_cumulative x
       where x.ad_id = a.id and x.date <= ${p.until}::date and t.last_date > ${p.until}::date order by x.date desc limit 1)
    ) hi on true
    left join (
      select e.ad_id, e.impressions, e.clicks, e.conversions, e.spend, e.conversion_value from analytics_ad_cumulative e
      where e.user_id = ${userId} and e.date = ${p.since}::date - 1
    ) eve on eve.ad_id = a.id
    left join lateral (
      select t.impressions, t.clicks, t.conversions, t.spend, t.conversion_value where t.last_date < ${p.since}::date
      union all
      select eve.impressions, eve.clicks, eve.conversions, eve.spend, eve.conversion_value
      where eve.ad_id is not null and t.last_date >= ${p.since}::date
      union all
      (select x.impressions, x.clicks, x.conversions, x.spend, x.conversion_value from analytics_ad_cumulative x
       where x.ad_id = a.id and x.date < ${p.since}::date and eve.ad_id is null
         and t.first_date < ${p.since}::date and t.last_date >= ${p.since}::date
       order by x.date desc limit 1)
    ) lo on true`;

  /** An ad's count `column` over the period of adPeriodJoins. */
  const periodCount = (column: 'impressions' | 'clicks' | 'conversions') =>
    sql`(coalesce(${sql.raw(`hi.${column}`)}, 0) - coalesce(${sql.raw(`lo.${column}`)}, 0))`;

  /** Each ad `a`'s selected content (`sel`) and that content's provider; an ad has at most one (ad_contents_one_selected_idx). */
  const selectedContentJoin = sql`
    left join (
      select ct.ad_id, ct.id as content_id, ct.title as content_headline, ac.provider from ad_contents ct
      left join ai_calls ac on ac.id = coalesce(ct.text_call_id, ct.image_call_id)
      where ct.is_selected
    ) sel on sel.ad_id = a.id`;

  /** Each saved ad's totals over a period (adPeriodJoins), with its campaign, its selected content and that content's provider. */
  const adTotals = (userId: number, p: Period, rates: UsdRates, where: SQL = sql``) => sql`
    select a.id as ad_id, a.name, a.status, a.ad_type, a.headline, a.campaign_id, c.name as campaign_name,
      sel.content_id, sel.content_headline, sel.provider, hi.currency,
      ${periodCount('impressions')} as impressions,
      ${periodCount('clicks')} as clicks,
      ${periodCount('conversions')} as conversions,
      coalesce(round((coalesce(hi.spend, 0) - coalesce(lo.spend, 0)) / fx.per_usd, 2), 0) as spend,
      coalesce(round((coalesce(hi.conversion_value, 0) - coalesce(lo.conversion_value, 0)) / fx.per_usd, 2), 0) as conversion_value,
      case when fx.per_usd is null then 0 else ${periodCount('clicks')} end as paid_clicks
    from ads a
    left join campaigns c on c.id = a.campaign_id
    ${adPeriodJoins(userId, p)}
    left join ${fxTable(rates)} on fx.currency = hi.currency
    ${selectedContentJoin}
    where a.user_id = ${userId} and not a.is_preview ${where}`;

  const adTotalsColumns = sql`d.ad_id, d.name, d.status, d.ad_type, d.headline, d.campaign_id, d.campaign_name, d.content_id,
    d.content_headline, d.provider, d.currency, d.impressions::float8 as impressions, d.clicks::float8 as clicks,
    d.conversions::float8 as conversions, d.spend::text as spend, d.conversion_value::text as conversion_value,
    d.paid_clicks::float8 as paid_clicks`;

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
            select ${campaignColumns}, coalesce(a.impressions, 0)::float8 as impressions, coalesce(a.clicks, 0)::float8 as clicks,
              coalesce(a.conversions, 0)::float8 as conversions, coalesce(a.spend, 0)::text as spend,
              coalesce(a.conversion_value, 0)::text as conversion_value, coalesce(a.paid_clicks, 0)::float8 as paid_clicks
            from campaigns c left join a on a.campaign_id = c.id
            where c.user_id = ${userId} order by c.id`,
      );
    },

    /** One page of the campaign table, filtered and sorted in SQL, and how many campaigns match. */
    async campaignPage(userId: number, p: Period, rates: UsdRates, q: CampaignPageQuery) {
      const filters = sql.join(
        [
          sql`c.user_id = ${userId}`,
          ...(q.status ? [sql`c.status = ${q.status}`] : []),
          ...(q.objective ? [sql`c.objective = ${q.objective}`] : []),
        ],
        sql` and `,
      );
      const order = sql`order by ${q.orderBy}, lower(c.name), c.id`;
      const totalsColumns = sql`coalesce(a.impressions, 0)::float8 as impressions, coalesce(a.clicks, 0)::float8 as clicks,
        coalesce(a.conversions, 0)::float8 as conversions, coalesce(a.spend, 0)::text as spend,
        coalesce(a.conversion_value, 0)::text as conversion_value, coalesce(a.paid_clicks, 0)::float8 as paid_clicks`;
      // Sorted by totals: every campaign is summed, then sorted; sorted by its own columns: only the page's.
      const page = q.ordersByCampaign
        ? sql`with c as (select ${campaignColumns} from campaigns c where ${filters} ${order} limit ${q.limit} offset ${q.offset}),
              a as (${campaignTotals(userId, p, rates, sql`select id from c`)})
              select c.*, ${totalsColumns} from c left join a on a.campaign_id = c.id ${order}`
        : sql`with a as (${campaignTotals(userId, p, rates)})
              select ${campaignColumns}, ${totalsColumns}
              from campaigns c left join a on a.campaign_id = c.id
              where ${filters} ${order} limit ${q.limit} offset ${q.offset}`;
      const [rows, [count]] = await Promise.all([
        rowsOf<CampaignTotalsRow>(db, page),
        rowsOf<{ n: number }>(db, sql`select count(*)::float8 as n from campaigns c where ${filters}`),
      ]);
      return { rows, total: count?.n ?? 0 };
    },

    /** One campaign of the user, or undefined. */
    async campaign(userId: number, id: number): Promise<CampaignRow | undefined> {
      const [row] = await rowsOf<CampaignRow>(
        db,
        sql`select ${campaignColumns} from campaigns c where c.id = ${id} and c.user_id = ${userId}`,
      );
      return row;
    },

    /** A campaign's days over a period, money in USD. */
    campaignDaily(campaignId: number, p: Period, rates: UsdRates): Promise<(SumsRow & { date: string })[]> {
      return rowsOf(
        db,
        sql`select r.date::text as date, ${convertedSums}
            from analytics_campaign_daily r left join ${fxTable(rates)} on fx.currency = r.currency
            where r.campaign_id = ${campaignId} and r.date between ${p.since}::date and ${p.until}::date
            group by r.date order by r.date`,
      );
    },

    /**
     * An ad's days over a period, money in USD: the differences of its running totals (the row before
     * the period gives the first day's base), so one ad's series is read from the rollup too.
     */
    adDaily(adId: number, p: Period, rates: UsdRates): Promise<(SumsRow & { date: string })[]> {
      return rowsOf(
        db,
        sql`with cum as (
              select x.date, x.currency, x.impressions, x.clicks, x.conversions, x.spend, x.conversion_value
              from analytics_ad_cumulative x where x.ad_id = ${adId} and x.date between ${p.since}::date and ${p.until}::date
              union all
              (select x.date, x.currency, x.impressions, x.clicks, x.conversions, x.spend, x.conversion_value
               from analytics_ad_cumulative x where x.ad_id = ${adId} and x.date < ${p.since}::date order by x.date desc limit 1)
            ), r as (
              select date, currency,
                impressions - lag(impressions, 1, 0::bigint) over w as impressions,
                clicks - lag(clicks, 1, 0::bigint) over w as clicks,
                conversions - lag(conversions, 1, 0::bigint) over w as conversions,
                spend - lag(spend, 1, 0::numeric) over w as spend,
                conversion_value - lag(conversion_value, 1, 0::numeric) over w as conversion_value
              from cum window w as (order by date)
            )
            select r.date::text as date, ${convertedSums}
            from r left join ${fxTable(rates)} on fx.currency = r.currency
            where r.date >= ${p.since}::date
            group by r.date order by r.date`,
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

    /** One page of the ads table, filtered and sorted in SQL, and how many ads match. */
    async adPage(userId: number, p: Period, rates: UsdRates, q: AdPageQuery) {
      const adFilters = sql.join(
        [
          sql``,
          ...(q.status ? [sql`a.status = ${q.status}`] : []),
          ...(q.adType ? [sql`a.ad_type = ${q.adType}`] : []),
          ...(q.campaignId !== undefined ? [sql`a.campaign_id = ${q.campaignId}`] : []),
        ],
        sql` and `,
      );
      const provider = q.aiProvider ? sql`where d.provider = ${q.aiProvider}` : sql``;
      const [rows, [count]] = await Promise.all([
        rowsOf<AdTotalsRow>(
          db,
          sql`select ${adTotalsColumns} from (${adTotals(userId, p, rates, adFilters)}) d ${provider}
              order by ${q.orderBy}, lower(d.name), d.ad_id limit ${q.limit} offset ${q.offset}`,
        ),
        rowsOf<{ n: number }>(db, sql`select count(*)::float8 as n from (${adTotals(userId, p, rates, adFilters)}) d ${provider}`),
      ]);
      return { rows, total: count?.n ?? 0 };
    },

    /** One saved ad of the user with its campaign's name and its selected content's provider, or undefined. */
    async ad(userId: number, id: number) {
      const [row] = await rowsOf<{
        id: number;
        name: string;
        status: string;
        ad_type: string;
        headline: string | null;
        campaign_id: number | null;
        campaign_name: string | null;
      }>(
        db,
        sql`select a.id, a.name, a.status, a.ad_type, a.headline, a.campaign_id, c.name as campaign_name
            from ads a left join campaigns c on c.id = a.campaign_id
            where a.id = ${id} and a.user_id = ${userId} and not a.is_preview`,
      );
      return row;
    },

    /** An ad's contents with the provider of each (its text call's, else its image call's). */
    adContents(adId: number) {
      return rowsOf<{ id: number; title: string | null; provider: string | null; is_selected: boolean; created_at: string }>(
        db,
        sql`select ct.id, ct.title, ac.provider, ct.is_selected,
              to_char(ct.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at
            from ad_contents ct left join ai_calls ac on ac.id = coalesce(ct.text_call_id, ct.image_call_id)
            where ct.ad_id = ${adId} order by ct.id`,
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

    /** What the app itself recorded since `since`: AI calls (failed ones too) and their cost, AI contents, campaigns, saved ads. */
    async recent(userId: number, since: Date) {
      const at = since.toISOString();
      const [row] = await rowsOf<Record<string, number | string>>(
        db,
        sql`select
              (select count(*) from ai_calls where user_id = ${userId} and created_at >= ${at}::timestamptz)::float8 as ai_calls,
              (select count(*) from ai_calls where user_id = ${userId} and created_at >= ${at}::timestamptz and not success)::float8 as failed_ai_calls,
              (select coalesce(sum(cost_usd), 0) from ai_calls where user_id = ${userId} and created_at >= ${at}::timestamptz)::text as ai_cost,
              (select count(*) from ad_contents ct join ads a on a.id = ct.ad_id where a.user_id = ${userId} and not a.is_preview
                 and (ct.text_call_id is not null or ct.image_call_id is not null) and ct.created_at >= ${at}::timestamptz)::float8 as contents,
              (select count(*) from campaigns where user_id = ${userId} and created_at >= ${at}::timestamptz)::float8 as campaigns,
              (select count(*) from ads where user_id = ${userId} and not is_preview and created_at >= ${at}::timestamptz)::float8 as ads`,
      );
      return row as { ai_calls: number; failed_ai_calls: number; ai_cost: string; contents: number; campaigns: number; ads: number };
    },

    /** The values the user's data has for each filter, and every metrics source the user has. */
    async filterValues(userId: number) {
      const [row] = await rowsOf<Record<string, string[] | null>>(
        db,
        sql`select
              (select array_agg(distinct status) from campaigns where user_id = ${userId}) as campaign_statuses,
              (select array_agg(distinct objective) from campaigns where user_id = ${userId}) as objectives,
              (select array_agg(distinct status) from ads where user_id = ${userId} and not is_preview) as ad_statuses,
              (select array_agg(distinct ad_type) from ads where user_id = ${userId} and not is_preview) as ad_types,
              (select array_agg(distinct provider) from ai_calls where user_id = ${userId}) as providers,
              (select array_agg(distinct source) from analytics_user_daily where user_id = ${userId}) as sources`,
      );
      return row as Record<'campaign_statuses' | 'objectives' | 'ad_statuses' | 'ad_types' | 'providers' | 'sources', string[] | null>;
    },

    async findConfig(userId: number): Promise<Record<string, unknown> | undefined> {
      const [row] = await db.select({ config: analyticsConfigs.config }).from(analyticsConfigs).where(eq(analyticsConfigs.userId, userId));
      return row?.config;
    },

    async saveConfig(userId: number, config: Record<string, unknown>, now: Date): Promise<void> {
      await db
        .insert(analyticsConfigs)
        .values({ userId, config, updatedAt: now })
        .onConflictDoUpdate({ target: analyticsConfigs.userId, set: { config, updatedAt: now } });
    },
  };
}
export type AnalyticsRepo = ReturnType<typeof createAnalyticsRepo>;
