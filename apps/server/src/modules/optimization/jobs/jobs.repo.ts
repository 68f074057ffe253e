/**
 * What the optimization jobs read and write besides the impact measurements (impact.repo.ts): who may be due a
 * scheduled run, and the expiry of overdue recommendations with the claim of their one 'expires soon' notice.
 */
import { and, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { rowsOf } from '../../../db/rows.ts';
import { recommendations } from '../../../db/schema/optimization.ts';
import { effectiveZoneSql } from '../../account-zone/index.ts';

const OPEN = ['PENDING', 'SCHEDULED'];

export function createJobsRepo(db: Db) {
  return {
    /** Users with something to analyse (a campaign or an AI call): their frequency, last run (epoch ms) and zone. */
    usersToConsider: () =>
      rowsOf<{ id: number; frequency: string | null; last_run_at: number | null; timezone: string }>(
        db,
        sql`select u.id, s.frequency, (extract(epoch from s.last_run_at) * 1000)::float8 as last_run_at, ${effectiveZoneSql(sql`u.id`)} as timezone
          from users u
          left join optimization_settings s on s.user_id = u.id
          where exists (select 1 from campaigns c where c.user_id = u.id) or exists (select 1 from ai_calls a where a.user_id = u.id)
          order by u.id`,
      ),

    /** Overdue PENDING and SCHEDULED ones become EXPIRED; how many did. */
    async expireOverdue(now: Date): Promise<number> {
      const expired = await db
        .update(recommendations)
        .set({ status: 'EXPIRED', updatedAt: now })
        .where(and(inArray(recommendations.status, OPEN), lte(recommendations.expiresAt, now)))
        .returning({ id: recommendations.id });
      return expired.length;
    },

    /** The open ones expiring by `until` whose notice is not sent yet, claimed by the update itself (two instances never warn twice). */
    claimExpiringSoon: (now: Date, until: Date) =>
      db
        .update(recommendations)
        .set({ expiryNotifiedAt: now })
        .where(
          and(
            inArray(recommendations.status, OPEN),
            isNull(recommendations.expiryNotifiedAt),
            gt(recommendations.expiresAt, now),
            lte(recommendations.expiresAt, until),
          ),
        )
        .returning({
          id: recommendations.id,
          userId: recommendations.userId,
          title: recommendations.title,
          expiresAt: recommendations.expiresAt,
        }),
  };
}
