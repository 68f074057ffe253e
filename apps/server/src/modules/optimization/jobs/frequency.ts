/**
 * When the engine is due for a user (spec 2 §3 frequency, decision 132), on calendar days in the user's
 * time zone: daily = a day after the last run's day, weekly = 7 days after, monthly = the same day of the
 * next month (the month's last day when it has no such day). Never run = due.
 */
import type { OptimizationFrequency } from '@ads-creative/contracts/optimization';
import { daysBetween } from '../../../lib/calendar.ts';

/** The same calendar day one month later; 31 January → 28 (29) February. */
export function nextMonth(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const year = m === 12 ? y + 1 : y;
  const month = m === 12 ? 1 : m + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/** The first day on which the next run is due after a run on `lastRunDay`. */
export function nextDueDay(frequency: OptimizationFrequency, lastRunDay: string): string {
  if (frequency === 'monthly') return nextMonth(lastRunDay);
  const days = frequency === 'weekly' ? 7 : 1;
  return new Date(Date.parse(`${lastRunDay}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export function isDue(frequency: OptimizationFrequency, lastRunDay: string | null, today: string): boolean {
  return lastRunDay === null || daysBetween(nextDueDay(frequency, lastRunDay), today) >= 0;
}
