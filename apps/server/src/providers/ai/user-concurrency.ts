/**
 * At most N provider calls in flight per user on this instance; the rest wait their turn (a
 * 5-variation generation is 1 text call and 5 image calls). A user with too many waiting is told
 * to slow down. A waiting call whose signal fires leaves the line at once (rejected as cancelled),
 * and a call whose signal has already fired never starts. The slots are lib/user-slots.ts, which the
 * expensive routes share; in-process by design: with several instances the true limit is
 * N × instances; a deployment that needs it exact moves this to a database-backed limiter (see
 * decision 020).
 */
import type { AiProviderId } from '@ads-creative/contracts/ai';
import { createUserSlots } from '../../lib/user-slots.ts';
import { AiProviderError } from './ai-provider-error.ts';
import { cancelledError } from './provider-failure.ts';

export interface UserConcurrency {
  /** Runs `task` when one of the user's slots is free; `signal` cancels the wait (and the start). */
  run<T>(userKey: string, provider: AiProviderId, task: () => Promise<T>, signal?: AbortSignal): Promise<T>;
  /** Calls in flight and waiting for one user (for tests and metrics). */
  load(userKey: string): { active: number; waiting: number };
}

export function createUserConcurrency(maxPerUser: number, maxWaitingPerUser = maxPerUser * 10): UserConcurrency {
  const slots = createUserSlots(maxPerUser, maxWaitingPerUser);
  return {
    run: (userKey, provider, task, signal) =>
      slots.run(
        userKey,
        task,
        {
          full: () =>
            new AiProviderError({
              provider,
              kind: 'rate_limited',
              message: 'Too many AI requests are running for your account. Please wait for them to finish and try again.',
            }),
          cancelled: (reason) => cancelledError(provider, reason),
        },
        signal,
      ),
    load: (userKey) => slots.load(userKey),
  };
}
