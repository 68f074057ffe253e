/**
 * At most N provider calls in flight per user on this instance; the rest wait their turn (a
 * 5-variation generation is 1 text call and 5 image calls). A user with too many waiting is told
 * to slow down. A waiting call whose signal fires leaves the line at once (rejected as cancelled),
 * and a call whose signal has already fired never starts. In-process by design: with several
 * instances the true limit is N × instances; a deployment that needs it exact moves this to a
 * database-backed limiter (see decision 020).
 */
import type { AiProviderId } from '@ads-creative/contracts/ai';
import { AiProviderError } from './ai-provider-error.ts';
import { cancelledError } from './provider-failure.ts';

interface Slot {
  active: number;
  waiting: Array<() => void>;
}

export interface UserConcurrency {
  /** Runs `task` when one of the user's slots is free; `signal` cancels the wait (and the start). */
  run<T>(userKey: string, provider: AiProviderId, task: () => Promise<T>, signal?: AbortSignal): Promise<T>;
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

  /** Waits for a slot handed over by a finishing call; leaves the line when `signal` fires. */
  const waitForTurn = (slot: Slot, provider: AiProviderId, signal?: AbortSignal) =>
    new Promise<void>((resolve, reject) => {
      const onAbort = () => {
        const at = slot.waiting.indexOf(turn);
        if (at >= 0) slot.waiting.splice(at, 1);
        reject(cancelledError(provider, signal?.reason));
      };
      const turn = () => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      };
      slot.waiting.push(turn);
      signal?.addEventListener('abort', onAbort, { once: true });
    });

  return {
    async run(userKey, provider, task, signal) {
      if (signal?.aborted) throw cancelledError(provider, signal.reason);
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
        // The releasing call hands its slot over, so `active` stays as it is. A cancelled waiter
        // was taken out of the line and holds no slot.
        await waitForTurn(slot, provider, signal);
      }
      try {
        // Aborted while the slot was being handed over: pass the slot on without starting.
        if (signal?.aborted) throw cancelledError(provider, signal.reason);
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
