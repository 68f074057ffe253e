/** Errors a service throws on purpose; the error handler turns them into `{ code, message, issues? }`. */
import type { ErrorCode } from '@ads-creative/contracts/errors';

const statusOf: Record<ErrorCode, number> = {
  VALIDATION_ERROR: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  HEADERS_TOO_LARGE: 431,
  REQUEST_TIMEOUT: 408,
  UNSUPPORTED_MEDIA_TYPE: 415,
  PROVIDER_NOT_CONFIGURED: 422,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  BAD_GATEWAY: 502,
  NOT_CONFIGURED: 503,
  /** Facebook refused the user's token (code 190): the UI offers to reconnect; not 401, which signs out of the app. */
  FACEBOOK_RECONNECT: 409,
  SERVICE_UNAVAILABLE: 503,
};

export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly issues?: { path: string; message: string }[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.statusCode = statusOf[code];
  }
}

export const notFound = (message: string) => new AppError('NOT_FOUND', message);
export const badRequest = (message: string, path = '') => new AppError('VALIDATION_ERROR', message, [{ path, message }]);
