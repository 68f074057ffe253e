/**
 * Rate limits for the sensitive auth endpoints, per client IP and per account, kept in the
 * database (rate-limiter-flexible's Drizzle store) so every server instance shares the counters.
 * Exceeding one answers 429 in the error shape with Retry-After.
 */
import { messages } from '@ads-creative/contracts/messages';
import { RateLimiterDrizzle, RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema/rate-limits.ts';
import { AppError } from '../lib/errors.ts';

/** points per duration (seconds), for each bucket and key kind. */
export const RATE_LIMITS = {
  'login:ip': { points: 30, duration: 15 * 60 },
  'login:account': { points: 10, duration: 15 * 60 },
  'register:ip': { points: 10, duration: 60 * 60 },
  'register:account': { points: 5, duration: 60 * 60 },
  'forgot:ip': { points: 10, duration: 60 * 60 },
  'forgot:account': { points: 3, duration: 60 * 60 },
  'reset:ip': { points: 20, duration: 60 * 60 },
} as const;
export type RateLimitName = keyof typeof RATE_LIMITS;

export interface RateLimiter {
  /** Counts one attempt against each named limit; throws 429 when any is used up. */
  consume(limits: Partial<Record<RateLimitName, string>>): Promise<void>;
  /** Forgets the attempts of a key (a successful login clears its account's failures). */
  reset(name: RateLimitName, key: string): Promise<void>;
  /** Gives back one point consumed for a key (an attempt that turned out not to count). */
  refund(name: RateLimitName, key: string): Promise<void>;
}

type Store = RateLimiterDrizzle | RateLimiterMemory;

export function createRateLimiter(opts: { db?: Db; disabled?: boolean; scale?: number }): RateLimiter {
  if (opts.disabled) return { consume: async () => {}, reset: async () => {}, refund: async () => {} };
  const stores = new Map<RateLimitName, Store>();
  const store = (name: RateLimitName): Store => {
    let s = stores.get(name);
    if (!s) {
      const { points, duration } = RATE_LIMITS[name];
      const common = { keyPrefix: name, points: Math.max(1, Math.round(points * (opts.scale ?? 1))), duration };
      s = opts.db ? new RateLimiterDrizzle({ ...common, storeClient: opts.db, schema: rateLimits }) : new RateLimiterMemory(common);
      stores.set(name, s);
    }
    return s;
  };
  return {
    async consume(limits) {
      for (const [name, key] of Object.entries(limits) as [RateLimitName, string][]) {
        try {
          await store(name).consume(key.toLowerCase());
        } catch (e) {
          if (!(e instanceof RateLimiterRes)) throw e;
          const retryAfter = String(Math.max(1, Math.ceil(e.msBeforeNext / 1000)));
          throw new AppError('RATE_LIMITED', messages.tooManyRequests, undefined, { 'retry-after': retryAfter });
        }
      }
    },
    async reset(name, key) {
      await store(name).delete(key.toLowerCase());
    },
    async refund(name, key) {
      await store(name).reward(key.toLowerCase(), 1);
    },
  };
}
