/** The queries of the analytics data version (decision 163, data-version.ts): a user's sum, and the fold. */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';

export function createDataVersionRepo(db: Db) {
  return {
    /** The sum of the user's rows (0 before their first write), as text: it is a bigint. */
    async sum(userId: number): Promise<string> {
      const [row] = await rowsOf<{ version: string }>(
        db,
        sql`select coalesce(sum(changes), 0)::text as version from analytics_data_changes where user_id = ${userId}`,
      );
      return row?.version ?? '0';
    },

    /** Every user's rows made one row of the same sum, in one statement; how many rows went. */
    async fold(): Promise<number> {
      const [row] = await rowsOf<{ folded: number }>(
        db,
        sql`with owners as (
              -- The users first (as a user's deletion locks them first), so a fold and a deletion never deadlock.
              select u.id from users u
              where u.id in (select user_id from analytics_data_changes group by user_id having count(*) > 1)
              for key share of u
            ), gone as (
              delete from analytics_data_changes where user_id in (select id from owners)
              returning user_id, changes
            ), kept as (
              insert into analytics_data_changes (user_id, changes)
              select user_id, sum(changes) from gone group by user_id
              returning 1
            )
            select ((select count(*) from gone) - (select count(*) from kept))::int as folded`,
      );
      return row?.folded ?? 0;
    },
  };
}
