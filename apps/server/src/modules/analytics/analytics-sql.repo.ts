/**
 * The SQL pieces the analytics repos share (decision 172: SQL only in `*.repo.ts`), and the rows they answer.
 * Delivery numbers come from the rollups (decision 091), never from the raw ad_metrics_daily rows; money is
 * converted to USD in SQL on numeric with the configured rates (decision 092). Counts come back as float8
 * (exact below 2^53, a JS number with both drivers), money as numeric text, days as 'YYYY-MM-DD'.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { UsdRates } from './fx.ts';
import type { Period } from './ranges.ts';

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
  /** The currency of the campaign's ad account (decision 181): the one it was published to, else the one it chose; null: the default's. */
  currency?: string | null;
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

/** The configured rates as a joinable table `fx(currency, per_usd)`. */
export const fxTable = (rates: UsdRates) =>
  sql`(values ${sql.join(
    Object.entries(rates).map(([currency, rate]) => sql`(${currency}::text, ${String(rate)}::numeric)`),
    sql`, `,
  )}) as fx(currency, per_usd)`;

/** Sums of a rollup alias `r` joined with `fx`, converted to USD (money rounded to cents once). */
export const convertedSums = sql`
  coalesce(sum(r.impressions), 0)::float8 as impressions,
  coalesce(sum(r.clicks), 0)::float8 as clicks,
  coalesce(sum(r.conversions), 0)::float8 as conversions,
  coalesce(round(sum(r.spend / fx.per_usd), 2), 0)::text as spend,
  coalesce(round(sum(r.conversion_value / fx.per_usd), 2), 0)::text as conversion_value,
  coalesce(sum(r.clicks) filter (where fx.per_usd is not null), 0)::float8 as paid_clicks`;

export const campaignColumns = sql`c.id, c.name, c.objective, c.status, c.budget_type, c.daily_budget::text as daily_budget,
  c.total_budget::text as total_budget, c.start_date::text as start_date, c.end_date::text as end_date,
  (extract(epoch from c.created_at) * 1000)::float8 as created_at_ms,
  (select fa.currency from facebook_ad_accounts fa
    where fa.user_id = c.user_id and fa.account_id = coalesce(c.fb_ad_account_id, c.ad_account_id)) as currency`;

/** The totals `a` of campaignTotals as a SumsRow's columns (zeros for a campaign without delivery). */
export const campaignTotalsColumns = sql`coalesce(a.impressions, 0)::float8 as impressions, coalesce(a.clicks, 0)::float8 as clicks,
  coalesce(a.conversions, 0)::float8 as conversions, coalesce(a.spend, 0)::text as spend,
  coalesce(a.conversion_value, 0)::text as conversion_value, coalesce(a.paid_clicks, 0)::float8 as paid_clicks`;

/** Each campaign's totals over a period from the campaign rollup (of the user, or of the campaigns `ids` selects). */
export const campaignTotals = (userId: number, p: Period, rates: UsdRates, ids?: SQL) => sql`
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
export const adPeriodJoins = (userId: number, p: Period) => sql`
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
export const periodCount = (column: 'impressions' | 'clicks' | 'conversions') =>
  sql`(coalesce(${sql.raw(`hi.${column}`)}, 0) - coalesce(${sql.raw(`lo.${column}`)}, 0))`;

/** Each ad `a`'s selected content (`sel`) and that content's provider; an ad has at most one (ad_contents_one_selected_idx). */
export const selectedContentJoin = sql`
  left join (
    select ct.ad_id, ct.id as content_id, ct.title as content_headline, ac.provider from ad_contents ct
    left join ai_calls ac on ac.id = coalesce(ct.text_call_id, ct.image_call_id)
    where ct.is_selected
  ) sel on sel.ad_id = a.id`;

/** Each saved ad's totals over a period (adPeriodJoins), with its campaign, its selected content and that content's provider. */
export const adTotals = (userId: number, p: Period, rates: UsdRates, where: SQL = sql``) => sql`
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

/** The columns of an AdTotalsRow from adTotals as `d`. */
export const adTotalsColumns = sql`d.ad_id, d.name, d.status, d.ad_type, d.headline, d.campaign_id, d.campaign_name, d.content_id,
  d.content_headline, d.provider, d.currency, d.impressions::float8 as impressions, d.clicks::float8 as clicks,
  d.conversions::float8 as conversions, d.spend::text as spend, d.conversion_value::text as conversion_value,
  d.paid_clicks::float8 as paid_clicks`;
