/**
 * One queue interface for scheduled and retried work: pg-boss on PostgreSQL (jobs survive restarts
 * and run once across many instances), an in-process runner on PGlite (one process owns that
 * database anyway). Modules define their queues and handlers; schedules live in jobs/schedules.ts.
 */

export interface QueueDefinition {
  /** Retries after the first failure (default 3). */
  retryLimit?: number;
  /** Seconds before the first retry (default 30). */
  retryDelaySeconds?: number;
  /** Doubles the delay on each retry (default true). */
  retryBackoff?: boolean;
}

/**
 * Each job runs once, on one instance. "One run per account at a time" is not asked of the queue
 * (pg-boss 10's stately policy blocks the whole queue behind a key that is busy): a module that
 * needs it records its runs in its own table with a unique "running" row per key, and sends a job
 * only when it inserted that row (decision 084).
 */
export interface SendOptions {
  startAfter?: Date;
}

export type JobHandler<T> = (data: T, jobId: string) => Promise<void>;

export interface JobQueue {
  readonly kind: 'pg-boss' | 'in-process';
  define<T extends object>(name: string, handler: JobHandler<T>, definition?: QueueDefinition): void;
  /** The job's id. */
  send<T extends object>(name: string, data: T, options?: SendOptions): Promise<string | null>;
  /** Runs `name` on a cron schedule (UTC), once across instances. */
  schedule(name: string, cron: string, data?: object): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export const DEFAULT_RETRY = { retryLimit: 3, retryDelaySeconds: 30, retryBackoff: true } as const;

/** Seconds to wait before retry number `attempt` (1-based). */
export function retryDelay(definition: QueueDefinition, attempt: number): number {
  const base = definition.retryDelaySeconds ?? DEFAULT_RETRY.retryDelaySeconds;
  return (definition.retryBackoff ?? DEFAULT_RETRY.retryBackoff) ? base * 2 ** (attempt - 1) : base;
}
