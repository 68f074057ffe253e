/**
 * The periods of analytics, as calendar days in the user's time zone (docs/analytics.md §Ranges):
 * a time range is the last N whole days up to and including today; growth compares it with the N
 * days just before. Days are 'YYYY-MM-DD' strings; instants are only needed to match timestamps
 * (created_at) to days, and come from the time zone's own midnights (DST days are 23 or 25 hours).
 */
import { splitPeriod } from '@ads-creative/contracts/day-bounds';
import { TIME_RANGE_DAYS, type TimeRange } from '@ads-creative/contracts/metrics';
import { TZDate } from '@date-fns/tz';
import { addDays, daysBetween, eachDayOf } from '../../lib/calendar.ts';
import { rangeDays } from '../metrics/index.ts';

export interface Period {
  since: string;
  until: string;
}

export interface AnalyticsRange extends Period {
  timeRange: TimeRange;
  days: number;
  previous: Period;
}

/** The range ending today and the period of equal length just before it. */
export function analyticsRange(timeRange: TimeRange, today: string): AnalyticsRange {
  const { since, until } = rangeDays(timeRange, today);
  const days = TIME_RANGE_DAYS[timeRange];
  return { timeRange, since, until, days, previous: previousPeriod({ since, until }) };
}

export const periodDays = (p: Period) => daysBetween(p.since, p.until) + 1;

/** The period of equal length ending the day before `p` starts. */
export function previousPeriod(p: Period): Period {
  const days = periodDays(p);
  return { since: addDays(p.since, -days), until: addDays(p.since, -1) };
}

/** The period of the same length starting on the same calendar day one year earlier (29 February → 28 February). */
export function yearBefore(p: Period): Period {
  return { since: shiftYear(p.since, -1), until: addDays(shiftYear(p.since, -1), periodDays(p) - 1) };
}

/** The same calendar day N years away; 29 February becomes 28 February in a common year. */
export function shiftYear(day: string, years: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const target = y + years;
  const lastDay = new Date(Date.UTC(target, m, 0)).getUTCDate();
  return `${String(target).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(Math.min(d, lastDay)).padStart(2, '0')}`;
}

const isTimeRange = (v: string): v is TimeRange => Object.hasOwn(TIME_RANGE_DAYS, v);

/** `current` of GET /compare (checked by the contract): a time range ending today, or an explicit period. */
export function currentPeriod(current: string, today: string): Period {
  return isTimeRange(current) ? rangeDays(current, today) : parseDateSpan(current);
}

/**
 * `comparison` of GET /compare (checked by the contract) for the current period: `previous` (equal length just
 * before), `year` (the same days a year earlier), a time range (its N days ending the day before `current`
 * starts, so 90d against a 30d current is the 90 days before those 30) or an explicit period.
 */
export function comparisonPeriod(comparison: string, current: Period): Period {
  if (comparison === 'previous') return previousPeriod(current);
  if (comparison === 'year') return yearBefore(current);
  if (isTimeRange(comparison)) return { since: addDays(current.since, -TIME_RANGE_DAYS[comparison]), until: addDays(current.since, -1) };
  return parseDateSpan(comparison);
}

/** 'YYYY-MM-DD..YYYY-MM-DD' (checked and bounded by the contract) as a period. */
export function parseDateSpan(span: string): Period {
  const period = splitPeriod(span);
  if (!period) throw new Error(`not a period: ${span}`);
  return period;
}

/** Every day of a period, oldest first (counted, never compared as text: lib/calendar.ts). */
export const eachDay = (p: Period): string[] => eachDayOf(p.since, p.until);

/** The instant a calendar day starts in a time zone. */
export function dayStart(day: string, timezone: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(y, m - 1, d, timezone).getTime());
}

/** The instants [start, end) a period covers in a time zone: from its first midnight to the midnight after its last day. */
export function periodInstants(p: Period, timezone: string): { start: Date; end: Date } {
  return { start: dayStart(p.since, timezone), end: dayStart(addDays(p.until, 1), timezone) };
}

/** Days of `a` that are also in `b` (0 when they do not meet). */
export function overlapDays(a: Period, b: Period): number {
  const since = latest(a.since, b.since);
  const until = earliest(a.until, b.until);
  return since > until ? 0 : daysBetween(since, until) + 1;
}

/** The later (earlier) of two 'YYYY-MM-DD' days. */
export const latest = (a: string, b: string) => [a, b].sort()[1] as string;
export const earliest = (a: string, b: string) => [a, b].sort()[0] as string;

/** The Monday of a day's ISO week. */
export function weekStart(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(day, -((weekday + 6) % 7));
}
