/**
 * Facebook asked the app to slow down for an ad account (decision 177): what the user reads, with the time the
 * account may call again in the user's own time zone ('14:05'). No zod here: the web's Settings card imports it.
 */
export const rateLimitMessages = {
  /** The sync status while a throttled sync waits. */
  syncResumesAt: (time: string) => `Facebook asked us to slow down; resumes at ${time}`,
  /** A publish, a status or budget change refused before any call. */
  tryAgainAfter: (time: string) => `Facebook asked us to slow down; try again after ${time}`,
} as const;

/** '14:05': the hour and minute of `at` in `timeZone` (the runtime's zone when absent or unknown), 24-hour clock. */
export function clockTime(at: Date, timeZone?: string | null): string {
  const format = (zone?: string) =>
    new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: zone }).format(at);
  try {
    return format(timeZone ?? undefined);
  } catch {
    return format();
  }
}
