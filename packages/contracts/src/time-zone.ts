/**
 * Time zone names as the server stores them (decision 160). No zod here: the web app's first chunk imports it
 * (the time-zone sync in the auth provider), and /login stays within its JavaScript budget.
 */
const IANA_ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+)*$/;

/**
 * An IANA time zone name the runtime knows ('Europe/Paris', 'UTC'), as the browser's
 * Intl.DateTimeFormat().resolvedOptions().timeZone gives it. Offsets such as '+07:00' are refused: PostgreSQL
 * reads them with the opposite sign, and a fixed offset has no summer time.
 */
export function isIanaTimeZone(zone: string): boolean {
  if (zone.length > 64 || !IANA_ZONE_NAME.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
