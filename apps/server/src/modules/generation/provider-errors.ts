/**
 * From an AiProviderError to the answer a client sees: the provider layer's message (it names the
 * provider and what to do; the provider's own words stay in `detail`, for the log) with a status
 * that tells the client what to do about it.
 */
import { AppError } from '../../lib/errors.ts';
import { type AiProviderError, isAiProviderError } from '../../providers/ai/ai-provider-error.ts';

export function providerErrorToHttp(error: AiProviderError, field?: string): AppError {
  switch (error.kind) {
    case 'not_configured':
      // 422, not 503: the client chose a provider that has no key. Nothing failed on the server, and
      // the client can fix it (another provider, or a key in Settings); 5xx means a failure.
      return new AppError('PROVIDER_NOT_CONFIGURED', error.message, field ? [{ path: field, message: error.message }] : undefined);
    case 'bad_request':
      return new AppError('VALIDATION_ERROR', error.message, field ? [{ path: field, message: error.message }] : undefined);
    case 'rate_limited':
      return new AppError(
        'RATE_LIMITED',
        error.message,
        undefined,
        error.retryAfterMs !== undefined ? { 'retry-after': String(Math.max(1, Math.ceil(error.retryAfterMs / 1000))) } : undefined,
      );
    default:
      // auth, timeout, invalid_output, unavailable: the upstream service failed us.
      return new AppError('BAD_GATEWAY', error.message);
  }
}

/** Runs `resolve` (a registry look-up) and turns its AiProviderError into the HTTP error. */
export function resolveProvider<T>(resolve: () => T, field: string): T {
  try {
    return resolve();
  } catch (error) {
    if (isAiProviderError(error)) throw providerErrorToHttp(error, field);
    throw error;
  }
}
