/**
 * A user's analytics data version (decision 163): the sum of their rows in analytics_data_changes, which
 * triggers of migration 0013 add to in every transaction that writes something the dashboard reads. It only
 * grows, and grows with every committed write, so an answer computed at version v is current exactly while the
 * version is still v. The fold job keeps the table small: each user's rows become one row of the same sum.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';

export const DATA_CHANGES_FOLD_JOB = 'analytics-data-changes-fold';
/** Every 10 minutes: a busy user adds a row per write statement (an AI call, a sync page), a few thousand an hour at most. */
export const DATA_CHANGES_FOLD_CRON = '*/10 * * * *';

export function createDataVersions(db: Db) {
  return {
    /** The user's data version (0 before their first write), as text: it is a bigint. */
    async current(userId: number): Promise<string> {
      const [row] = await rowsOf<{ version: string }>(
        db,
        sql`select coalesce(sum(changes), 0)::text as version from analytics_data_changes where user_id = ${userId}`,
      );
      return row?.version ?? '0';
    },

    /**
     * Folds every user's rows into one row of the same sum, in one statement: a reader sees the rows before or
     * after, never a part. Rows of transactions still in flight are not seen, so they stay and count when they
     * commit. How many rows were folded away.
     */
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
export type DataVersions = ReturnType<typeof createDataVersions>;

export async function registerDataChangesFoldJob(jobs: JobQueue, versions: Pick<DataVersions, 'fold'>): Promise<void> {
  jobs.define(DATA_CHANGES_FOLD_JOB, async () => void (await versions.fold()), { retryLimit: 0 });
  await jobs.schedule(DATA_CHANGES_FOLD_JOB, DATA_CHANGES_FOLD_CRON);
}
