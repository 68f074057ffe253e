/**
 * When the weekly analytics report e-mail is due (decision 162): from Monday 08:00 in the user's time zone,
 * once per week (Monday to Sunday); a week whose Monday was missed (the server was down, the setting was
 * turned on later) is sent on the first run after that, within the same week. The report covers the
 * calendar week before: Monday to Sunday, whole days.
 */
import { addDays } from '../../../lib/calendar.ts';
import { type Period, weekStart } from '../ranges.ts';

/** The hour (in the user's zone) of Monday from which the week's report goes out. */
export const REPORT_HOUR = 8;

/** The week (its Monday) whose report is due now, or null: `today` and `hour` in the user's zone, `lastWeek` the last one sent. */
export function reportWeekDue(today: string, hour: number, lastWeek: string | null): string | null {
  const week = weekStart(today);
  if (today === week && hour < REPORT_HOUR) return null;
  return lastWeek !== null && lastWeek >= week ? null : week;
}

/** The days a report of `week` covers: the seven days before its Monday. */
export function reportPeriod(week: string): Period {
  return { since: addDays(week, -7), until: addDays(week, -1) };
}
