/**
 * Which days a sync reads: the first sync of an ad account back-fills 90 days; later ones re-read
 * the last 28 days, because Facebook restates recent days (late conversions, corrections).
 */
import { addDays } from '../../../lib/calendar.ts';

export const BACKFILL_DAYS = 90;
export const RESTATEMENT_DAYS = 28;
/** A run still "running" after this long died with its instance; a new request may start over. */
export const STALE_RUN_MINUTES = 30;
/** Attempts of one run (the first and its retries) before it is recorded as failed. */
export const SYNC_ATTEMPTS = 4;

export function syncRange(hasSyncedBefore: boolean, today: string): { since: string; until: string } {
  return { since: addDays(today, 1 - (hasSyncedBefore ? RESTATEMENT_DAYS : BACKFILL_DAYS)), until: today };
}
