/**
 * The schedule dialog's date and time (the browser's time zone) as the instant the API takes, and the first
 * suggestion it offers: tomorrow at 09:00, or the current schedule when rescheduling. A time not in the future is refused before any call.
 */
export const SCHEDULE_NOT_FUTURE = 'Choose a date and time in the future.';
export const SCHEDULE_INCOMPLETE = 'Choose a date and a time.';

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD' and 'HH:MM' of a local moment, as the date and time inputs hold them. */
export const localDate = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
export const localTime = (d: Date) => `${pad(d.getHours())}:${pad(d.getMinutes())}`;

/** The dialog's first date and time: the current schedule when moving one that is still ahead, else tomorrow at 09:00. */
export function suggestedSchedule(now: Date, current: string | null = null): { date: string; time: string } {
  const at = current ? new Date(current) : null;
  if (at && at.getTime() > now.getTime()) return { date: localDate(at), time: localTime(at) };
  const tomorrow = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, 9, 0);
  return { date: localDate(tomorrow), time: localTime(tomorrow) };
}

/** The ISO instant of a local date and time, or why it cannot be scheduled. */
export function toScheduledFor(date: string, time: string, now: Date): { ok: true; scheduledFor: string } | { ok: false; error: string } {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!d || !t) return { ok: false, error: SCHEDULE_INCOMPLETE };
  const at = new Date(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2]));
  if (Number.isNaN(at.getTime())) return { ok: false, error: SCHEDULE_INCOMPLETE };
  if (at.getTime() <= now.getTime()) return { ok: false, error: SCHEDULE_NOT_FUTURE };
  return { ok: true, scheduledFor: at.toISOString() };
}
