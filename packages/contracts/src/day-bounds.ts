/**
 * The one range of calendar days the API takes from a client (docs/decisions/165-bounded-dates.md):
 * every date, date-time and period a request carries lies between FIRST_DAY and LAST_DAY. Outside it
 * the server's day arithmetic is not safe: the day after 9999-12-31 is '+010000-01-01' (which sorts
 * before it as text), JavaScript reads years 0–99 as 1900–1999, and PostgreSQL refuses some instants.
 * The bounds are fixed rather than relative to today so that the contract (and the OpenAPI document
 * made from it) says the same thing on every day, and so that tests do not depend on the day they run.
 */
import { z } from 'zod';
import { FIRST_DAY, LAST_DAY } from './day-range.ts';

export { FIRST_DAY, LAST_DAY };

/** Years 2000–2099 with a plausible month and day; the document's `pattern` (the schema checks the exact calendar). */
const BOUNDED_DAY_SOURCE = '20\\d\\d-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\\d|3[01])';
const PERIOD_SHAPE = /^(\d{4}-\d{2}-\d{2})\.\.(\d{4}-\d{2}-\d{2})$/;
const rangeText = `from ${FIRST_DAY} to ${LAST_DAY}`;

/** A real calendar day written 'YYYY-MM-DD' (no 2026-02-30, no expanded years). */
export function isCalendarDay(s: string): boolean {
  const t = Date.parse(`${s}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(s) && Number.isFinite(t) && new Date(t).toISOString().slice(0, 10) === s;
}

/** A calendar day within FIRST_DAY..LAST_DAY (both 'YYYY-MM-DD' with 4-digit years, so text order is day order). */
export const isDayInBounds = (day: string): boolean => isCalendarDay(day) && day >= FIRST_DAY && day <= LAST_DAY;

/** The two days of 'YYYY-MM-DD..YYYY-MM-DD', or null when it does not have that shape. */
export function splitPeriod(period: string): { since: string; until: string } | null {
  const m = PERIOD_SHAPE.exec(period);
  return m ? { since: m[1] as string, until: m[2] as string } : null;
}

/** What is wrong with a period, or null: its shape (or days), its bounds, its order, or its length beyond maxDays. */
export function periodProblem(period: string, maxDays: number): 'invalid' | 'outOfRange' | 'reversed' | 'tooLong' | null {
  const p = splitPeriod(period);
  if (!p || !isCalendarDay(p.since) || !isCalendarDay(p.until)) return 'invalid';
  if (!isDayInBounds(p.since) || !isDayInBounds(p.until)) return 'outOfRange';
  const days = Math.round((Date.parse(p.until) - Date.parse(p.since)) / 86_400_000) + 1;
  if (days < 1) return 'reversed';
  return days > maxDays ? 'tooLong' : null;
}

/** A day 'YYYY-MM-DD' from a client: `invalid` when it is no calendar day, `outOfRange` outside the bounds. */
export const boundedDay = (invalid: string, outOfRange: string) =>
  z.iso
    .date({ error: invalid, abort: true })
    .refine(isDayInBounds, outOfRange)
    .meta({ description: `A calendar day (YYYY-MM-DD) ${rangeText}.`, pattern: `^${BOUNDED_DAY_SOURCE}$` });

/** An ISO date-time with an offset from a client; the day as written must be within the bounds. */
export const boundedDateTime = (invalid: string, outOfRange: string) =>
  z.iso
    .datetime({ offset: true, error: invalid, abort: true })
    .refine((v) => isDayInBounds(v.slice(0, 10)), outOfRange)
    .meta({ description: `An ISO 8601 date and time with a time zone, on a day ${rangeText}.`, pattern: `^${BOUNDED_DAY_SOURCE}T` });

/**
 * A period 'YYYY-MM-DD..YYYY-MM-DD' from a client (both days included): two calendar days within the
 * bounds, the end not before the start, at most `maxDays` days. The document marks it `format: date-period`.
 */
export const boundedPeriod = (messages: { invalid: string; outOfRange: string }, maxDays: number) =>
  z
    .string({ error: messages.invalid })
    .superRefine((v, ctx) => {
      const problem = periodProblem(v, maxDays);
      if (problem) ctx.addIssue({ code: 'custom', message: problem === 'outOfRange' ? messages.outOfRange : messages.invalid });
    })
    .meta({
      format: 'date-period',
      description: `Two calendar days joined by '..' (both included, the end not before the start, at most ${maxDays} days), ${rangeText}.`,
      pattern: `^${BOUNDED_DAY_SOURCE}\\.\\.${BOUNDED_DAY_SOURCE}$`,
    });
