/** A Graph API failure as the app answers it: the classified message, with the status that fits. */
import { AppError } from '../../lib/errors.ts';
import { GraphApiError } from '../../providers/facebook/graph-client.ts';

export function toAppError(e: unknown): unknown {
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
