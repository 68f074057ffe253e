/** A Graph API failure as the app answers it: the classified message, with the status that fits. */
import { clockTime, rateLimitMessages } from '@ads-creative/contracts/facebook-rate-limits';
import { AppError } from '../../lib/errors.ts';
import { GraphThrottledError } from '../../providers/facebook/account-gate.ts';
import { GraphApiError } from '../../providers/facebook/graph-client.ts';

/** When the user may try again: the time in their zone ('14:05'; in UTC, said so, when they have none), Retry-After in seconds. */
export function throttledAppError(resumesAt: Date, now: Date, timeZone: string | null): AppError {
  const time = timeZone ? clockTime(resumesAt, timeZone) : `${clockTime(resumesAt, 'UTC')} UTC`;
  const seconds = Math.max(1, Math.ceil((resumesAt.getTime() - now.getTime()) / 1000));
  return new AppError('RATE_LIMITED', rateLimitMessages.tryAgainAfter(time), undefined, { 'retry-after': String(seconds) });
}

/** `when`: the clock and the user's time zone, for the time a throttled call may be tried again (decision 177). */
export function toAppError(e: unknown, when: { now?: Date; timeZone?: string | null } = {}): unknown {
  if (e instanceof GraphThrottledError) return throttledAppError(e.resumesAt, when.now ?? new Date(), when.timeZone ?? null);
  if (!(e instanceof GraphApiError)) return e;
  const { kind, message, retryAfterMinutes } = e.classified;
  switch (kind) {
    case 'reconnect':
      return new AppError('FACEBOOK_RECONNECT', message);
    case 'rate_limited':
      return new AppError('RATE_LIMITED', message, undefined, { 'retry-after': String((retryAfterMinutes ?? 5) * 60) });
    case 'invalid_parameter':
      return new AppError('VALIDATION_ERROR', message);
    case 'permission':
      return new AppError('FORBIDDEN', message);
    case 'api_version':
      // The app cannot reach Facebook until the administrator changes FACEBOOK_API_VERSION.
      return new AppError('SERVICE_UNAVAILABLE', message);
    default:
      return new AppError('BAD_GATEWAY', message);
  }
}
