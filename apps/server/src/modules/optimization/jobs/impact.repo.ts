/**
 * What the impact job reads and writes (docs/optimization.md §Measured results, decision 134): implemented
 * recommendations still to measure, daily series of the user's metrics (money in USD, decision 092) for a
 * target, the account or the untouched campaigns, the daily selection of AI contents, and the stored result.
 */
import type { MeasuredImpact } from '@ads-creative/contracts/optimization';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { rowsOf } from '../../../db/rows.ts';
import { recommendationImpacts } from '../../../db/schema/optimization.ts';
import type { UsdRates } from '../../analytics/index.ts';
import type { RatioDay } from '../engine/impact.ts';
import type { DailyRow } from '../engine/snapshot.ts';
import { fxTable } from '../engine-run/snapshot.repo.ts';

export interface ToMeasure {
  id: number;
  user_id: number;
  type: string;
  target_kind: string;
  target_id: string;
  expected_impact: { metric: string; expectedChange: number };
  campaign_ids: number[];
  implemented_at: string;
  /** Horizons already measured. */
  measured: number[];
}

/** Which days' rows a series sums. */
export type SeriesScope =
  | { kind: 'campaigns'; ids: number[] }
  | { kind: 'ad'; id: number }
  | { kind: 'account' }
  | { kind: 'untouched'; exclude: number[] };

const scopeFilter = (s: SeriesScope): SQL => {
  const list = (ids: number[]) =>
    sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    );
  switch (s.kind) {
    case 'campaigns':
      return s.ids.length ? sql`and m.campaign_id in (${list(s.ids)})` : sql`and false`;
    case 'ad':
      return sql`and m.ad_id = ${s.id}`;
    case 'account':
      return sql``;
    case 'untouched':
      return s.exclude.length
        ? sql`and m.campaign_id is not null and m.campaign_id not in (${list(s.exclude)})`
        : sql`and m.campaign_id is not null`;
  }
};

export function createImpactRepo(db: Db) {
  return {
    /** Implemented, not reverted, since `since`, with fewer measured horizons than `horizons`. */
    toMeasure(since: Date, horizons: number): Promise<ToMeasure[]> {
      return rowsOf(
        db,
        sql`select r.id, r.user_id, r.type, r.target_kind, r.target_id, r.expected_impact, r.campaign_ids,
              to_char(r.implemented_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as implemented_at,
              coalesce((select array_agg(i.horizon_days) from recommendation_impacts i where i.recommendation_id = r.id), '{}') as measured
            from recommendations r
            where r.status = 'IMPLEMENTED' and r.implemented_at is not null and r.reverted_at is null
              and r.implemented_at >= ${since.toISOString()}::timestamptz
              and (select count(*) from recommendation_impacts i where i.recommendation_id = r.id) < ${horizons}
            order by r.id`,
      );
    },

    /** The campaigns another implemented recommendation of the user changed between two instants. */
    async changedCampaigns(userId: number, exceptId: number, from: Date, to: Date): Promise<number[]> {
      const rows = await rowsOf<{ id: number }>(
        db,
        sql`select distinct (jsonb_array_elements_text(campaign_ids))::int as id from recommendations
            where user_id = ${userId} and id <> ${exceptId} and implemented_at is not null
              and implemented_at >= ${from.toISOString()}::timestamptz and implemented_at < ${to.toISOString()}::timestamptz`,
      );
      return rows.map((r) => r.id);
    },

    /** The campaign an ad belongs to (null when it has none or is not the user's). */
    async campaignOfAd(userId: number, adId: number): Promise<number | null> {
      const [row] = await rowsOf<{ campaign_id: number | null }>(
        db,
        sql`select campaign_id from ads where id = ${adId} and user_id = ${userId}`,
      );
      return row?.campaign_id ?? null;
    },

    /** The user's metric rows summed per day over [since, until], money in USD (days without a rate left out). */
    daily(userId: number, scope: SeriesScope, since: string, until: string, rates: UsdRates): Promise<DailyRow[]> {
      return rowsOf(
        db,
        sql`select m.date::text as date, sum(m.impressions)::float8 as impressions, sum(m.reach)::float8 as reach,
              sum(m.clicks)::float8 as clicks, sum(m.link_clicks)::float8 as "linkClicks",
              sum(m.spend / fx.per_usd)::float8 as spend, sum(m.conversions)::float8 as conversions,
              sum(m.conversion_value / fx.per_usd)::float8 as "conversionValue"
            from ad_metrics_daily m join ${fxTable(rates)} on fx.currency = m.currency
            where m.user_id = ${userId} and m.date between ${since}::date and ${until}::date ${scopeFilter(scope)}
            group by m.date order by m.date`,
      );
    },

    /** AI contents of the user's saved ads per creation day in a time zone: generated (den) and selected (num). */
    selection(userId: number, timezone: string, since: string, until: string): Promise<RatioDay[]> {
      return rowsOf(
        db,
        sql`select d.date, d.num, d.den from (
              select to_char(ct.created_at at time zone ${timezone}, 'YYYY-MM-DD') as date,
                count(*) filter (where ct.is_selected)::float8 as num, count(*)::float8 as den
              from ad_contents ct join ads a on a.id = ct.ad_id and a.user_id = ${userId} and not a.is_preview
              where ct.text_call_id is not null or ct.image_call_id is not null
              group by 1
            ) d where d.date between ${since} and ${until} order by d.date`,
      );
    },

    async save(recommendationId: number, m: MeasuredImpact, at: Date): Promise<void> {
      await db
        .insert(recommendationImpacts)
        .values({
          recommendationId,
          horizonDays: m.horizonDays,
          measuredAt: at,
          metric: m.metric,
          verdict: m.verdict,
          change: m.change,
          lower: m.lower,
          upper: m.upper,
          level: m.level,
          method: m.method,
        })
        .onConflictDoNothing();
    },
  };
}
