/**
 * The sentence the Settings card shows about the last insights sync: its rows and days, its failure, that it
 * runs, or that Facebook asked us to slow down and when it resumes, in the browser's (the user's) time zone
 * (decision 177).
 */
import { clockTime, rateLimitMessages } from '@ads-creative/contracts/facebook-rate-limits';
import type { SyncRun } from './api/sync.ts';

export function syncSummary(run: SyncRun | null | undefined, timeZone?: string): string {
  if (!run) return 'Not synced yet.';
  if (run.status === 'succeeded') {
    return `Last sync ${new Date(run.finishedAt ?? run.createdAt).toLocaleString()}: ${run.rows} daily rows (${run.since} to ${run.until}).`;
  }
  if (run.status === 'failed') return `Last sync failed: ${run.error ?? 'unknown error'}`;
  if (run.status === 'queued' && run.resumesAt) return rateLimitMessages.syncResumesAt(clockTime(new Date(run.resumesAt), timeZone));
  return 'Syncing…';
}
