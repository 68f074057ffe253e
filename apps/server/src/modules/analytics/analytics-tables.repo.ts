/**
 * The analytics page's two tables: one page of the campaigns or of the saved ads over a range, each row with
 * its totals, filtered and sorted in SQL, and how many match. Shared pieces: analytics-sql.repo.ts.
 */
import type { AnalyticsAdsQuery, AnalyticsCampaignsQuery } from '@ads-creative/contracts/analytics';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import {
  type AdTotalsRow,
  adTotals,
  adTotalsColumns,
  type CampaignTotalsRow,
  campaignColumns,
  campaignTotals,
  campaignTotalsColumns,
} from './analytics-sql.repo.ts';
import type { UsdRates } from './fx.ts';
import type { Period } from './ranges.ts';

/** A campaign page's sort keys by the contract's names (`a` the campaign's totals); nulls ('—') last either way. */
const campaignOrder = {
  campaignName: sql`lower(c.name)`,
  impressions: sql`coalesce(a.impressions, 0)`,
  clicks: sql`coalesce(a.clicks, 0)`,
  ctr: sql`a.clicks / nullif(a.impressions, 0)`,
  spent: sql`coalesce(a.spend, 0)`,
  roi: sql`(a.conversion_value - a.spend) / nullif(a.spend, 0)`,
} as const;

/** An ads page's sort keys (`d` the ad's totals). */
const adOrder = {
  adName: sql`lower(d.name)`,
  impressions: sql`d.impressions`,
  clicks: sql`d.clicks`,
  ctr: sql`d.clicks / nullif(d.impressions, 0)`,
  spent: sql`d.spend`,
  roi: sql`(d.conversion_value - d.spend) / nullif(d.spend, 0)`,
} as const;

/** A sort key and its direction, nulls last; only the words 'asc' or 'desc' reach the text. */
const orderBy = <K extends string>(keys: Record<K, SQL>, q: { sortBy: K; sortDirection: 'asc' | 'desc' }) =>
  sql`${keys[q.sortBy]} ${sql.raw(q.sortDirection === 'desc' ? 'desc' : 'asc')} nulls last`;

export interface CampaignPageQuery extends Pick<AnalyticsCampaignsQuery, 'status' | 'objective' | 'sortBy' | 'sortDirection'> {
  limit: number;
  offset: number;
}

export interface AdPageQuery extends Pick<AnalyticsAdsQuery, 'status' | 'adType' | 'aiProvider' | 'sortBy' | 'sortDirection'> {
  limit: number;
  offset: number;
}

export function createAnalyticsTablesRepo(db: Db) {
  return {
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
      const order = sql`order by ${orderBy(campaignOrder, q)}, lower(c.name), c.id`;
      // Sorted by totals: every campaign is summed, then sorted; sorted by its own columns (the name, the one
      // order that reads no totals): the page is chosen first, and only its campaigns are summed.
      const page =
        q.sortBy === 'campaignName'
          ? sql`with c as (select ${campaignColumns} from campaigns c where ${filters} ${order} limit ${q.limit} offset ${q.offset}),
              a as (${campaignTotals(userId, p, rates, sql`select id from c`)})
              select c.*, ${campaignTotalsColumns} from c left join a on a.campaign_id = c.id ${order}`
          : sql`with a as (${campaignTotals(userId, p, rates)})
              select ${campaignColumns}, ${campaignTotalsColumns}
              from campaigns c left join a on a.campaign_id = c.id
              where ${filters} ${order} limit ${q.limit} offset ${q.offset}`;
      const [rows, [count]] = await Promise.all([
        rowsOf<CampaignTotalsRow>(db, page),
        rowsOf<{ n: number }>(db, sql`select count(*)::float8 as n from campaigns c where ${filters}`),
      ]);
      return { rows, total: count?.n ?? 0 };
    },

    /** One page of the ads table, filtered and sorted in SQL, and how many ads match. */
    async adPage(userId: number, p: Period, rates: UsdRates, q: AdPageQuery) {
      const adFilters = sql.join(
        [sql``, ...(q.status ? [sql`a.status = ${q.status}`] : []), ...(q.adType ? [sql`a.ad_type = ${q.adType}`] : [])],
        sql` and `,
      );
      const provider = q.aiProvider ? sql`where d.provider = ${q.aiProvider}` : sql``;
      const [rows, [count]] = await Promise.all([
        rowsOf<AdTotalsRow>(
          db,
          sql`select ${adTotalsColumns} from (${adTotals(userId, p, rates, adFilters)}) d ${provider}
              order by ${orderBy(adOrder, q)}, lower(d.name), d.ad_id limit ${q.limit} offset ${q.offset}`,
        ),
        rowsOf<{ n: number }>(db, sql`select count(*)::float8 as n from (${adTotals(userId, p, rates, adFilters)}) d ${provider}`),
      ]);
      return { rows, total: count?.n ?? 0 };
    },
  };
}
