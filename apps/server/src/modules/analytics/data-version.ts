/**
 * A user's analytics data version (decision 163): the sum of their rows in analytics_data_changes, which
 * triggers of migration 0013 add to in every transaction that writes something the dashboard reads. It only
 * grows, and grows with every committed write, so an answer computed at version v is current exactly while the
 * version is still v. The fold job keeps the table small: each user's rows become one row of the same sum.
 */
import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { createDataVersionRepo } from './data-version.repo.ts';

export const DATA_CHANGES_FOLD_JOB = 'analytics-data-changes-fold';
/** Every 10 minutes: a busy user adds a row per write statement (an AI call, a sync page), a few thousand an hour at most. */
export const DATA_CHANGES_FOLD_CRON = '*/10 * * * *';

export function createDataVersions(db: Db) {
  const repo = createDataVersionRepo(db);
  return {
    /** The user's data version (0 before their first write), as text: it is a bigint. */
    current: (userId: number): Promise<string> => repo.sum(userId),

    /**
     * Folds every user's rows into one row of the same sum, in one statement: a reader sees the rows before or
     * after, never a part. Rows of transactions still in flight are not seen, so they stay and count when they
     * commit. How many rows were folded away.
     */
    fold: (): Promise<number> => repo.fold(),
  };
}
export type DataVersions = ReturnType<typeof createDataVersions>;

export async function registerDataChangesFoldJob(jobs: JobQueue, versions: Pick<DataVersions, 'fold'>): Promise<void> {
  jobs.define(DATA_CHANGES_FOLD_JOB, async () => void (await versions.fold()), { retryLimit: 0 });
  await jobs.schedule(DATA_CHANGES_FOLD_JOB, DATA_CHANGES_FOLD_CRON);
}
