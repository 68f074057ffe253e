/**
 * The drill-downs: one campaign or one saved ad of the user, and its days over a period (money in USD), and an
 * ad's contents. Shared pieces: analytics-sql.repo.ts.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { type CampaignRow, campaignColumns, convertedSums, fxTable, type SumsRow } from './analytics-sql.repo.ts';
import type { UsdRates } from './fx.ts';
import type { Period } from './ranges.ts';

export function createDrillDownRepo(db: Db) {
  return {
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
  };
}
