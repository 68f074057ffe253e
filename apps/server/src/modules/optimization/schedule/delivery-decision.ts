/**
 * Dayparting for daily-budget campaigns (decision 155): what a campaign's delivery schedule asks for at
 * one moment. Pure: the schedule, the campaign's status and the user's zone in, one action out; the
 * job (delivery-job.ts) carries it out through the campaign update path.
 *
 * - An excluded day: an ACTIVE campaign is paused once per run of excluded days (a user who resumes it
 *   that day keeps it running until the run ends). A campaign that is not ACTIVE is left alone.
 * - A delivering day: a campaign the schedule paused is resumed, unless someone changed it since the
 *   pause (its updated_at moved): then it stays as the user left it and the schedule lets go.
 * - A campaign the schedule did not pause is never resumed.
 */
import { WEEKDAYS, type Weekday } from '@ads-creative/contracts/campaigns';
import { addDays, dayIn } from '../../../lib/calendar.ts';
import { weekdayOf } from '../engine/windows.ts';

export interface DeliveryInput {
  excludedDays: readonly Weekday[];
  /** The schedule paused the campaign and has not resumed or released it. */
  pausedBySchedule: boolean;
  /** The campaign was changed (by the user) after the schedule paused it. */
  changedSincePause: boolean;
  /** The day (the user's zone) of the schedule's last pause, or null. */
  lastPausedOn: string | null;
  /** The campaign's status now (ours: DRAFT, ACTIVE, PAUSED, COMPLETED, FAILED). */
  status: string;
  /** The user's time zone (decision 160: the ad account's, else their own, else UTC): the days are its days. */
  timezone: string;
  now: Date;
}

/**
 * pause: set PAUSED and remember it; resume: set ACTIVE and forget the pause; release: forget the pause
 * without touching the campaign (the user's status stands); none: nothing to do.
 */
export type DeliveryAction = 'pause' | 'resume' | 'release' | 'none';

/** The first day of the run of excluded days that `day` is in (itself when the day before delivers). */
export function excludedRunStart(day: string, excludedDays: readonly Weekday[]): string {
  let start = day;
  // At most six steps back: a schedule keeps at least one delivering day.
  for (let i = 0; i < WEEKDAYS.length - 1 && excludedDays.includes(weekdayOf(addDays(start, -1))); i++) start = addDays(start, -1);
  return start;
}

export const isExcluded = (day: string, excludedDays: readonly Weekday[]) => excludedDays.includes(weekdayOf(day));

export function decideDelivery(i: DeliveryInput): DeliveryAction {
  const today = dayIn(i.timezone, i.now);
  const excluded = isExcluded(today, i.excludedDays);
  if (i.pausedBySchedule) {
    // Someone resumed or otherwise changed its status during the pause: theirs stands.
    if (i.status !== 'PAUSED') return 'release';
    if (excluded) return 'none';
    return i.changedSincePause ? 'release' : 'resume';
  }
  if (!excluded || i.status !== 'ACTIVE') return 'none';
  const pausedThisRun = i.lastPausedOn !== null && i.lastPausedOn >= excludedRunStart(today, i.excludedDays) && i.lastPausedOn <= today;
  return pausedThisRun ? 'none' : 'pause';
}
