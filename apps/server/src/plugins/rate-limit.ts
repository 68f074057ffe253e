/**
 * Rate limits for the sensitive auth endpoints, kept in the database (rate-limiter-flexible's
 * Drizzle store) so every server instance shares the counters. Two kinds (docs/decisions/004):
 * - fixed windows per client IP or per account (`consume`): exceeding one answers 429;
 * - a back-off per account AND address for sign-in failures (`loginBackoff`): the first few are
 *   free, then each failure makes that pair wait twice as long as the one before. Only the pair
 *   waits, so nobody can lock an owner out from another address.
 * A refusal answers 429 in the error shape with Retry-After.
 */
import { AD_LIBRARY_DAILY_READS } from '@ads-creative/contracts/ad-library';
import { messages } from '@ads-creative/contracts/messages';
import { RateLimiterDrizzle, RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { Db } from '../db/client.ts';
import { rateLimits } from '../db/schema/rate-limits.ts';
import { AppError } from '../lib/errors.ts';
import { EXPENSIVE_WORK_RATE_LIMITS } from './expensive-work-limits.ts';

/** points per duration (seconds), for each bucket and key kind. */
export const RATE_LIMITS = {
  'login:ip': { points: 30, duration: 15 * 60 },
  // Successful sign-ins too (decision 167): generous per address (an office behind one NAT), tight per account.
  'login-success:ip': { points: 50, duration: 15 * 60 },
  'login-success:account': { points: 10, duration: 15 * 60 },
  // Starting a Facebook flow stores a state: bounded per address (login) and per account (connect).
  'facebook-login:ip': { points: 30, duration: 15 * 60 },
  'facebook-connect:account': { points: 20, duration: 15 * 60 },
  'register:ip': { points: 10, duration: 60 * 60 },
  'register:account': { points: 5, duration: 60 * 60 },
  'forgot:ip': { points: 10, duration: 60 * 60 },
  'forgot:account': { points: 3, duration: 60 * 60 },
  'reset:ip': { points: 20, duration: 60 * 60 },
  'verify-email:ip': { points: 20, duration: 60 * 60 },
  'verify-email-mail:account': { points: 5, duration: 60 * 60 },
  // Upstream reads of Ad Library ads per user and day: each one spends a ScrapeCreators credit (decision 170).
  'ad-library:account': { points: AD_LIBRARY_DAILY_READS, duration: 24 * 60 * 60 },
  // Exports, comparisons and engine runs per user (decision 169; the numbers live in expensive-work-limits.ts).
  ...EXPENSIVE_WORK_RATE_LIMITS,
} as const;
export type RateLimitName = keyof typeof RATE_LIMITS;

/** Sign-in failures of one account from one address: how many are free, then how long each next one waits. */
export const LOGIN_BACKOFF = {
  freeFailures: 5,
  firstWaitSeconds: 15,
  maxWaitSeconds: 15 * 60,
  /** Failures are forgotten this long after the first one (or at once by a successful sign-in). */
  memorySeconds: 24 * 60 * 60,
} as const;

/** Seconds the pair waits after its `failures`-th failure: 0 for the free ones, then 15 s, 30 s, 1 min, … up to 15 min. */
export function loginBackoffSeconds(failures: number): number {
  const { freeFailures, firstWaitSeconds, maxWaitSeconds } = LOGIN_BACKOFF;
  if (failures <= freeFailures) return 0;
  return Math.min(maxWaitSeconds, firstWaitSeconds * 2 ** (failures - freeFailures - 1));
}

export interface LoginBackoff {
  /** Throws 429 while the pair is still waiting after its last failure. */
  assertReady(pair: string): Promise<void>;
  /** Counts a failure of the pair and starts its wait. */
  failed(pair: string): Promise<void>;
  /** Forgets the pair's failures (a successful sign-in). */
  clear(pair: string): Promise<void>;
}

export interface RateLimiter {
  /** Counts one attempt against each named limit; throws 429 (with `message`, else the generic one) when any is used up. */
  consume(limits: Partial<Record<RateLimitName, string>>, message?: string): Promise<void>;
  /** Gives back one point consumed for a key (an attempt that turned out not to count). */
  refund(name: RateLimitName, key: string): Promise<void>;
  loginBackoff: LoginBackoff;
}

/** The key of the login back-off: one account (or typed name) from one address. */
export const loginPairKey = (account: string, ip: string) => `${account}|${ip}`;

type Store = RateLimiterDrizzle | RateLimiterMemory;

const rateLimited = (msBeforeNext: number, message: string = messages.tooManyRequests) =>
  new AppError('RATE_LIMITED', message, undefined, {
    'retry-after': String(Math.max(1, Math.ceil(msBeforeNext / 1000))),
  });

const noop = async () => {};
const DISABLED: RateLimiter = { consume: noop, refund: noop, loginBackoff: { assertReady: noop, failed: noop, clear: noop } };

export function createRateLimiter(opts: { db?: Db; disabled?: boolean }): RateLimiter {
  if (opts.disabled) return DISABLED;
  const makeStore = (keyPrefix: string, points: number, duration: number): Store => {
    const common = { keyPrefix, points, duration };
    return opts.db ? new RateLimiterDrizzle({ ...common, storeClient: opts.db, schema: rateLimits }) : new RateLimiterMemory(common);
  };
  const stores = new Map<RateLimitName, Store>();
  const store = (name: RateLimitName): Store => {
    let s = stores.get(name);
    if (!s) {
      s = makeStore(name, RATE_LIMITS[name].points, RATE_LIMITS[name].duration);
      stores.set(name, s);
    }
    return s;
  };
  return {
    async consume(limits, message) {
      for (const [name, key] of Object.entries(limits) as [RateLimitName, string][]) {
        try {
          await store(name).consume(key.toLowerCase());
        } catch (e) {
          if (!(e instanceof RateLimiterRes)) throw e;
          throw rateLimited(e.msBeforeNext, message);
        }
      }
    },
    async refund(name, key) {
      await store(name).reward(key.toLowerCase(), 1);
    },
    loginBackoff: createLoginBackoff(makeStore),
  };
}

function createLoginBackoff(makeStore: (keyPrefix: string, points: number, duration: number) => Store): LoginBackoff {
  // The failure count never refuses by itself (penalty() only adds); the wait is a one-point store blocked for the back-off.
  const failures = makeStore('login:pair', Number.MAX_SAFE_INTEGER, LOGIN_BACKOFF.memorySeconds);
  const wait = makeStore('login:pair:wait', 1, LOGIN_BACKOFF.maxWaitSeconds);
  return {
    async assertReady(pair) {
      const res = await wait.get(pair.toLowerCase());
      if (res && res.consumedPoints > wait.points) throw rateLimited(res.msBeforeNext);
    },
    async failed(pair) {
      const { consumedPoints } = await failures.penalty(pair.toLowerCase(), 1);
      const seconds = loginBackoffSeconds(consumedPoints);
      if (seconds > 0) await wait.block(pair.toLowerCase(), seconds);
    },
    async clear(pair) {
      await Promise.all([failures.delete(pair.toLowerCase()), wait.delete(pair.toLowerCase())]);
    },
  };
}
