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
