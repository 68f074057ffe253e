/**
 * What a sync run has finished, kept in facebook_sync_runs.progress so that a run Facebook throttled resumes
 * where it stopped (decision 177) and a retried run does not read again what it stored (decision 181):
 * `{ accountsDone: [ad account ids], current?: { accountId, since } }`, `current.since` being the first day of
 * that account not yet stored. An account's range is read in windows of at most WINDOW_DAYS days, each stored
 * once read. Pure.
 */
import { addDays } from '../../../lib/calendar.ts';

export interface SyncProgress {
  accountsDone: string[];
  /** The account being synced and its first day not yet stored. */
  current?: { accountId: string; since: string };
}

export interface DayRange {
  since: string;
  until: string;
}

/** Days per window: within ASYNC_AFTER_DAYS (31), so each window is one paged read (no async report to wait on). */
export const WINDOW_DAYS = 30;

const isDay = (v: unknown): v is string => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v);

/** The stored progress, whatever the column holds (null, an older shape). */
export function readProgress(json: unknown): SyncProgress {
  const p = (json && typeof json === 'object' ? json : {}) as Record<string, unknown>;
  const accountsDone = Array.isArray(p.accountsDone) ? p.accountsDone.filter((a): a is string => typeof a === 'string') : [];
  const c = p.current as Record<string, unknown> | undefined;
  const current = c && typeof c.accountId === 'string' && isDay(c.since) ? { accountId: c.accountId, since: c.since } : undefined;
  return current ? { accountsDone, current } : { accountsDone };
}

/** The windows of `range` still to read for the account: from its `current.since` when it is the one that stopped. */
export function windowsToRead(progress: SyncProgress, accountId: string, range: DayRange): DayRange[] {
  const resumed = progress.current?.accountId === accountId && progress.current.since > range.since;
  const windows: DayRange[] = [];
  for (let since = resumed ? (progress.current?.since as string) : range.since; since <= range.until; since = addDays(since, WINDOW_DAYS)) {
    // ISO days compare as text: the window ends at its 30th day or the range's last, whichever comes first.
    windows.push({ since, until: [addDays(since, WINDOW_DAYS - 1), range.until].sort()[0] as string });
  }
  return windows;
}

/** After a window of the account is stored: the account resumes the day after it. */
export function windowStored(progress: SyncProgress, accountId: string, window: DayRange): SyncProgress {
  return { accountsDone: progress.accountsDone, current: { accountId, since: addDays(window.until, 1) } };
}

/** After the account's days and ads' delivery are stored. */
export function accountDone(progress: SyncProgress, accountId: string): SyncProgress {
  return { accountsDone: [...progress.accountsDone.filter((a) => a !== accountId), accountId] };
}
