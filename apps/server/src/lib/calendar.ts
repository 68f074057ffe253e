/** Calendar days ('YYYY-MM-DD') in a time zone, and day arithmetic on them (UTC-based, so no DST drift). */

/** One formatter per zone: building one is costly, and the analytics read a day for every campaign. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();
function dayFormat(timezone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timezone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: timezone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timezone, format);
  }
  return format;
}

/** The calendar day of an instant in a time zone. */
export function dayIn(timezone: string, at: Date): string {
  const parts = dayFormat(timezone).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The longest run of days a loop walks: the whole range the API takes (2000–2099, day-bounds.ts) with room either side. */
export const MAX_DAYS_IN_A_LOOP = 40_000;

/**
 * Every day from `since` to `until` (both included), oldest first; none when `until` is earlier. It counts
 * days instead of comparing 'YYYY-MM-DD' texts, which stops being day order past 9999-12-31 (the next day
 * is '+010000-01-01'); a run longer than MAX_DAYS_IN_A_LOOP (or of days that are not dates) is a bug of the
 * caller, since every day a client sends is bounded, and throws rather than filling the memory.
 */
export function eachDayOf(since: string, until: string): string[] {
  const count = Math.max(0, daysBetween(since, until) + 1);
  if (!(count <= MAX_DAYS_IN_A_LOOP))
    throw new RangeError(`Refusing to walk the days ${since}..${until}: more than ${MAX_DAYS_IN_A_LOOP}.`);
  return Array.from({ length: count }, (_, i) => addDays(since, i));
}
