/** The score before saving's reads (decision 185): whether a campaign is the user's, and the user's tagged ads with their delivery. */
import { creativeTagsSchema } from '@ads-creative/contracts/creative-tags';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { rowsOf } from '../../../db/rows.ts';
import type { TaggedAdResult } from './score-model.ts';

/** The most recent ads a score reads (by their last day of delivery): bounded work per request, recent results first. */
export const SCORE_MAX_ADS_READ = 5_000;

export function createScoreRepo(db: Db) {
  return {
    async campaignIsUsers(userId: number, campaignId: number): Promise<boolean> {
      const rows = await rowsOf(db, sql`select 1 from campaigns where id = ${campaignId} and user_id = ${userId}`);
      return rows.length > 0;
    },

    /** The user's saved ads that have tags and impressions, with their totals over all their days (analytics_ad_totals). */
    async taggedAdResults(userId: number): Promise<TaggedAdResult[]> {
      const rows = await rowsOf<{ impressions: number; clicks: number; tags: unknown }>(
        db,
        sql`select t.impressions::float8 as impressions, t.clicks::float8 as clicks, a.tags
            from analytics_ad_totals t join ads a on a.id = t.ad_id
            where t.user_id = ${userId} and a.user_id = ${userId} and not a.is_preview and a.tags is not null and t.impressions > 0
            order by t.last_date desc, t.ad_id desc
            limit ${SCORE_MAX_ADS_READ}`,
      );
      return rows.flatMap((r) => {
        const tags = creativeTagsSchema.safeParse(typeof r.tags === 'string' ? JSON.parse(r.tags) : r.tags);
        return tags.success ? [{ impressions: r.impressions, clicks: r.clicks, tags: tags.data }] : [];
      });
    },
  };
}
