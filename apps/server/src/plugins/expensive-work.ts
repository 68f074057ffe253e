/**
 * The guard of the expensive routes (issue 15, decision 169): per user, a cap of calls in flight
 * and a window of calls (the numbers: expensive-work-limits.ts). Past either, 429 in the error
 * shape with Retry-After.
 */
import { messages } from '@ads-creative/contracts/messages';
import { AppError } from '../lib/errors.ts';
import { createUserSlots, type UserSlots } from '../lib/user-slots.ts';
import { EXPENSIVE_WORK, type ExpensiveWorkKind } from './expensive-work-limits.ts';
import type { RateLimiter, RateLimitName } from './rate-limit.ts';

export interface ExpensiveWork {
  /** Runs `task` in one of the user's slots for `kind`, counted against the user's window. */
  run<T>(kind: ExpensiveWorkKind, userId: number, task: () => Promise<T>): Promise<T>;
}

const stillRunning: Record<ExpensiveWorkKind, string> = {
  export: messages.exportsStillRunning,
  compare: messages.comparisonsStillRunning,
  refresh: messages.refreshStillRunning,
};

const busy = (kind: ExpensiveWorkKind) =>
  new AppError('RATE_LIMITED', stillRunning[kind], undefined, { 'retry-after': String(EXPENSIVE_WORK[kind].retryAfterSeconds) });

export function createExpensiveWork(rateLimiter: Pick<RateLimiter, 'consume'>): ExpensiveWork {
  const kinds = Object.keys(EXPENSIVE_WORK) as ExpensiveWorkKind[];
  const slots = Object.fromEntries(kinds.map((k) => [k, createUserSlots(EXPENSIVE_WORK[k].concurrent)])) as Record<
    ExpensiveWorkKind,
    UserSlots
  >;
  return {
    run(kind, userId, task) {
      const key = `user:${userId}`;
      const window: RateLimitName = `${kind}:user`;
      // The slot first: a call refused for being one too many in flight costs no point of the window.
      return slots[kind].run(
        key,
        async () => {
          await rateLimiter.consume({ [window]: key });
          return task();
        },
        { full: () => busy(kind) },
      );
    },
  };
}
