/**
 * The caps of expensive work, in one place (issue 15, decision 169). One user's exports, comparisons
 * or engine runs used to take the whole server: ten year-long PDF exports from one token made
 * /api/health take 18 s. Each kind now has, per user:
 * - `concurrent`: calls in flight at once on this instance; the next answers 429 at once (no line:
 *   a waiting request still holds a connection), with Retry-After `retryAfterSeconds`;
 * - `window`: calls per `duration` seconds, counted in the database (every instance shares it, the
 *   rate-limiter of plugins/rate-limit.ts); past it, 429 with the seconds until the window frees one.
 * A call refused for being one too many in flight does not count against the window.
 */
import os from 'node:os';

export const EXPENSIVE_WORK = {
  /** GET /api/analytics/export/{type} and GET /api/optimization/export: the reads and the file (a year's PDF: seconds). */
  export: { concurrent: 2, retryAfterSeconds: 5, window: { points: 30, duration: 10 * 60 } },
  /** GET /api/analytics/compare: two periods computed from the daily rows (not the dashboard's cache). */
  compare: { concurrent: 2, retryAfterSeconds: 2, window: { points: 30, duration: 60 } },
  /** POST /api/optimization/recommendations/refresh: a run of the optimization engine over the user's account. */
  refresh: { concurrent: 1, retryAfterSeconds: 10, window: { points: 20, duration: 10 * 60 } },
} as const;
export type ExpensiveWorkKind = keyof typeof EXPENSIVE_WORK;

/** The windows as rate limits (plugins/rate-limit.ts spreads them into RATE_LIMITS), keyed `user:{id}`. */
export const EXPENSIVE_WORK_RATE_LIMITS = {
  'export:user': EXPENSIVE_WORK.export.window,
  'compare:user': EXPENSIVE_WORK.compare.window,
  'refresh:user': EXPENSIVE_WORK.refresh.window,
} as const;

/**
 * The threads export files are rendered in (modules/analytics/export/render-pool.ts): one core is
 * left to the event loop, so a queue of PDFs slows other exports, never other requests. Idle threads
 * end after `idleMs`.
 */
export const RENDER_POOL = {
  threads: Math.max(1, os.availableParallelism() - 1),
  idleMs: 60_000,
} as const;
