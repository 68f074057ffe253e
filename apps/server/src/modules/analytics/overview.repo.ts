/**
 * What the overview answers read besides the range's data (analytics.repo.ts): what the app recorded lately,
 * and the filter values the user's data has.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';

export function createOverviewRepo(db: Db) {
  return {
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
  };
}
