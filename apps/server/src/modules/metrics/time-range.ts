/** The calendar days of a time range: the last N whole days up to and including today. */
import { TIME_RANGE_DAYS, type TimeRange } from '@ads-creative/contracts/metrics';
import { addDays } from '../../lib/calendar.ts';

export function rangeDays(range: TimeRange, today: string): { since: string; until: string } {
  return { since: addDays(today, 1 - TIME_RANGE_DAYS[range]), until: today };
}
