/** Calendar days ('YYYY-MM-DD') in a time zone, and day arithmetic on them (UTC-based, so no DST drift). */
import { TZDate } from '@date-fns/tz';

export function dayIn(timezone: string, at: Date): string {
  const t = new TZDate(at.getTime(), timezone);
  return `${t.getFullYear()}-${String(t.getMonth() + 1).padStart(2, '0')}-${String(t.getDate()).padStart(2, '0')}`;
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
