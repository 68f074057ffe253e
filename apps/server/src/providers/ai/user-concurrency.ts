/**
 * At most N provider calls in flight per user on this instance; the rest wait their turn (a
 * 5-variation generation is 1 text call and 5 image calls). A user with too many waiting is told
 * to slow down. In-process by design: with several instances the true limit is N × instances; a
 * deployment that needs it exact moves this to a database-backed limiter (see decision 020).
 */
import type { AiProviderId } from '@ads-creative/contracts/ai';
import { AiProviderError } from './ai-provider-error.ts';

interface Slot {
  active: number;
  waiting: Array<() => void>;
}

export interface UserConcurrency {
  run<T>(userKey: string, provider: AiProviderId, task: () => Promise<T>): Promise<T>;
  /** Calls in flight and waiting for one user (for tests and metrics). */
  load(userKey: string): { active: number; waiting: number };
}

export function createUserConcurrency(maxPerUser: number, maxWaitingPerUser = maxPerUser * 10): UserConcurrency {
  const slots = new Map<string, Slot>();

  const release = (key: string) => {
    const slot = slots.get(key);
    if (!slot) return;
    const next = slot.waiting.shift();
    if (next) next();
    else if (--slot.active === 0) slots.delete(key);
  };

  return {
    async run(userKey, provider, task) {
      let slot = slots.get(userKey);
      if (!slot) {
        slot = { active: 0, waiting: [] };
        slots.set(userKey, slot);
      }
      if (slot.active < maxPerUser) {
        slot.active++;
      } else {
        if (slot.waiting.length >= maxWaitingPerUser) {
          throw new AiProviderError({
            provider,
            kind: 'rate_limited',
            message: 'Too many AI requests are running for your account. Please wait for them to finish and try again.',
          });
        }
        // The releasing call hands its slot over, so `active` stays as it is.
        await new Promise<void>((resolve) => slot?.waiting.push(resolve));
      }
      try {
        return await task();
      } finally {
        release(userKey);
      }
    },
    load(userKey) {
      const slot = slots.get(userKey);
      return { active: slot?.active ?? 0, waiting: slot?.waiting.length ?? 0 };
    },
  };
}
