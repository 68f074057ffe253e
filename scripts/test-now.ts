/**
 * Starts this process's clock at a chosen instant (decision 166): `Date.now()`, `new Date()` and `Date()`
 * then tick on from there; everything else about `Date` (parsing, `Date.UTC`, `instanceof`, the prototype)
 * is the real one. PGlite reads the time through `Date.now()`, so its `now()` moves too; a separate
 * PostgreSQL server does not. Loaded by scripts/test-now-setup.ts.
 */

/** Where a test clock starts unless a test names its own: a Thursday noon UTC, Thursday from UTC−12 to UTC+11. */
export const TEST_START = '2026-11-26T12:00:00.000Z';

/** The genuine Date and the instant it was shifted to, kept on the global: the setup file runs again before each test file of a shared worker. */
const INSTALLED = Symbol.for('ads-creative.test-now');

export function startClockAt(iso: string): void {
  const start = Date.parse(iso);
  if (Number.isNaN(start)) throw new Error(`TEST_NOW is not a date: ${iso}`);
  const global = globalThis as typeof globalThis & { [INSTALLED]?: { RealDate: DateConstructor; iso: string } };
  // Already shifted to this instant in this process: the clock keeps ticking from where it is.
  if (global[INSTALLED]?.iso === iso) return;
  const RealDate = global[INSTALLED]?.RealDate ?? Date;
  global[INSTALLED] = { RealDate, iso };
  const offset = start - RealDate.now();
  const now = () => RealDate.now() + offset;
  // A Proxy rather than a subclass: `Date()` called without `new` keeps working, and `Date.prototype`,
  // `Date.UTC`, `Date.parse` and `instanceof Date` stay the real ones.
  globalThis.Date = new Proxy(RealDate, {
    construct: (target, args, newTarget) => Reflect.construct(target, args.length > 0 ? args : [now()], newTarget),
    apply: () => new RealDate(now()).toString(),
    get: (target, key, receiver) => (key === 'now' ? now : Reflect.get(target, key, receiver)),
  });
}
