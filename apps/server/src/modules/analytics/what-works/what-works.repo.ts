/**
 * What 'What works for you' reads: every saved ad of the user that delivered in a period, with its tags and its
 * totals over the period (the rollups, money in USD: adTotals of analytics-sql.repo.ts). Ads not tagged yet come
 * back with null tags (counted as untagged, left out of the results).
 */
import type { CreativeTags } from '@ads-creative/contracts/creative-tags';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { rowsOf } from '../../../db/rows.ts';
import { adTotals } from '../analytics-sql.repo.ts';
import type { UsdRates } from '../fx.ts';
import type { Period } from '../ranges.ts';

export interface TaggedAdRow {
  ad_id: number;
  tags: CreativeTags | null;
  currency: string | null;
  impressions: number;
  clicks: number;
  conversions: number;
  spend: string;
  conversion_value: string;
}

export function createWhatWorksRepo(db: Db) {
  return {
    deliveredAdsWithTags(userId: number, p: Period, rates: UsdRates): Promise<TaggedAdRow[]> {
      return rowsOf(
        db,
        sql`select d.ad_id, a.tags, d.currency, d.impressions::float8 as impressions, d.clicks::float8 as clicks,
              d.conversions::float8 as conversions, d.spend::text as spend, d.conversion_value::text as conversion_value
            from (${adTotals(userId, p, rates)}) d join ads a on a.id = d.ad_id
            where a.user_id = ${userId} and d.impressions > 0
            order by d.ad_id`,
      );
    },
  };
}
export type WhatWorksRepo = ReturnType<typeof createWhatWorksRepo>;
