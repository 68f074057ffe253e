/**
 * The job queue that fits the database (decision 084): pg-boss when the app runs on a PostgreSQL
 * server, so jobs survive restarts and run once across instances; the in-process runner on PGlite,
 * whose database belongs to this one process anyway. server.ts hands the result to buildApp.
 */
import { createInProcessQueue } from './in-process-queue.ts';
import type { JobQueue } from './job-queue.ts';
import { createPgBossQueue } from './pg-boss-queue.ts';

export const isPostgresUrl = (url: string | undefined): url is string => !!url && /^postgres(ql)?:\/\//.test(url);

export function createJobQueue(opts: { databaseUrl?: string; onError: (what: string, error: unknown) => void }): JobQueue {
  if (isPostgresUrl(opts.databaseUrl)) {
    return createPgBossQueue({ connectionString: opts.databaseUrl, onError: (error) => opts.onError('pg-boss', error) });
  }
  return createInProcessQueue({ onError: (name, error) => opts.onError(`job ${name}`, error) });
}
