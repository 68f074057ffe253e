/**
 * The expiry warning (spec 2 §2, §9): shown when a recommendation expires within 48 hours; 'in N hours'
 * under 24 hours, otherwise 'in N days'. Whole hours left are counted down (23 h 50 min is 'in 23 hours');
 * days are rounded to the nearest (47 hours is 'in 2 days'). The spec's words are kept to the letter, so one
 * reads 'in 1 hours' / 'in 1 days', and the last hour 'in 1 hours' (decision 145).
 */
import { EXPIRY_WARNING_HOURS } from '@ads-creative/contracts/optimization';

const HOUR_MS = 3_600_000;

/** The warning's 'in …' text, or null when the item expires later than 48 hours from now or has expired already. */
export function expiryText(expiresAt: string, now: Date): string | null {
  const hours = (new Date(expiresAt).getTime() - now.getTime()) / HOUR_MS;
  if (!(hours > 0) || hours > EXPIRY_WARNING_HOURS) return null;
  if (hours < 24) return `in ${Math.max(1, Math.floor(hours))} hours`;
  return `in ${Math.round(hours / 24)} days`;
}
