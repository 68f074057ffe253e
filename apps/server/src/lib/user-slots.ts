/**
 * At most `max` tasks in flight per key (a user) on this instance; up to `maxWaiting` more wait their
 * turn in order, and the rest are refused at once with the caller's `full()` error. A waiting task
 * whose signal fires leaves the line at once (rejected with `cancelled(reason)`), and a task whose
 * signal has already fired never starts. In-process by design: with several instances the true limit
 * is `max` × instances (decisions 020 and 169). Used by the AI calls (providers/ai/user-concurrency.ts)
 * and the expensive routes (plugins/expensive-work.ts).
 */

export interface SlotErrors {
  /** The error of a task refused because the key's slots and line are full. */
  full: () => Error;
  /** The error of a task cancelled by its signal (default: the signal's reason). */
  cancelled?: (reason: unknown) => Error;
}

export interface UserSlots {
  /** Runs `task` when one of the key's slots is free; `signal` cancels the wait (and the start). */
  run<T>(key: string, task: () => Promise<T>, errors: SlotErrors, signal?: AbortSignal): Promise<T>;
  /** Tasks in flight and waiting for one key (for tests and metrics). */
  load(key: string): { active: number; waiting: number };
}

interface Slot {
  active: number;
  waiting: Array<() => void>;
}

export function createUserSlots(max: number, maxWaiting = 0): UserSlots {
  const slots = new Map<string, Slot>();

  const release = (key: string) => {
    const slot = slots.get(key);
    if (!slot) return;
    const next = slot.waiting.shift();
    if (next) next();
    else if (--slot.active === 0) slots.delete(key);
  };

  const cancelledBy = (errors: SlotErrors, signal?: AbortSignal): unknown =>
    errors.cancelled ? errors.cancelled(signal?.reason) : signal?.reason;

  /** Waits for a slot handed over by a finishing task; leaves the line when `signal` fires. */
  const waitForTurn = (slot: Slot, errors: SlotErrors, signal?: AbortSignal) =>
    new Promise<void>((resolve, reject) => {
      const onAbort = () => {
        const at = slot.waiting.indexOf(turn);
        if (at >= 0) slot.waiting.splice(at, 1);
        reject(cancelledBy(errors, signal));
      };
      const turn = () => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      };
      slot.waiting.push(turn);
      signal?.addEventListener('abort', onAbort, { once: true });
    });

  return {
    async run(key, task, errors, signal) {
      if (signal?.aborted) throw cancelledBy(errors, signal);
      let slot = slots.get(key);
      if (!slot) {
        slot = { active: 0, waiting: [] };
        slots.set(key, slot);
      }
      if (slot.active < max) {
        slot.active++;
      } else {
        if (slot.waiting.length >= maxWaiting) throw errors.full();
        // The releasing task hands its slot over, so `active` stays as it is. A cancelled waiter
        // was taken out of the line and holds no slot.
        await waitForTurn(slot, errors, signal);
      }
      try {
        // Aborted while the slot was being handed over: pass the slot on without starting.
        if (signal?.aborted) throw cancelledBy(errors, signal);
        return await task();
      } finally {
        release(key);
      }
    },
    load(key) {
      const slot = slots.get(key);
      return { active: slot?.active ?? 0, waiting: slot?.waiting.length ?? 0 };
    },
  };
}
