/**
 * From an HTTP failure (status, the provider's reason, Retry-After) or a thrown transport error to
 * one AiProviderError with a message a user can act on. Adapters extract status and reason from
 * their SDK's error type and hand them here, so the wording is the same for every provider.
 * The provider's reason and the network's error text go to `detail` (the server log), never into
 * the message: an echoed body let a prober read what it reached, and ECONNREFUSED against a
 * timeout told open ports from closed ones (issue 15, docs/decisions/168-provider-requests-stay-home.md).
 */
import type { AiProviderId } from '@ads-creative/contracts/ai';
import { type AiErrorKind, AiProviderError, isAiProviderError } from './ai-provider-error.ts';
import { providerName } from './provider-catalog.ts';

export interface HttpFailure {
  status: number;
  /** The provider's own explanation, e.g. 'Incorrect API key provided': for the log only. */
  reason?: string;
  retryAfterMs?: number;
}

export function kindOfStatus(status: number): AiErrorKind {
  if (status === 401 || status === 403) return 'auth';
  if (status === 429) return 'rate_limited';
  if (status === 408 || status === 504) return 'timeout';
  if (status >= 500) return 'unavailable';
  return 'bad_request';
}

const clean = (reason: string | undefined) =>
  reason
    ?.replace(/\s+/g, ' ')
    .trim()
    .slice(0, 300)
    .replace(/[.\s]+$/, '');

export function httpFailureError(provider: AiProviderId, f: HttpFailure, kind: AiErrorKind = kindOfStatus(f.status)): AiProviderError {
  const name = providerName(provider);
  const lead: Record<AiErrorKind, string> = {
    auth: `${name} rejected the API key (${f.status}). Check the key in Settings or the server configuration.`,
    rate_limited: `${name} is limiting requests (429). Please wait${f.retryAfterMs ? ` ${Math.ceil(f.retryAfterMs / 1000)} s` : ' a moment'} and try again.`,
    timeout: `${name} timed out (${f.status}). Please try again.`,
    unavailable: `${name} is unavailable (${f.status}). Please try again later.`,
    bad_request: `${name} refused the request (${f.status}). Check the model in Settings or try another prompt.`,
    invalid_output: `${name} returned an unusable answer. Please try again or choose another provider.`,
    not_configured: `${name} is not configured.`,
  };
  return new AiProviderError({
    provider,
    kind,
    status: f.status,
    retryAfterMs: f.retryAfterMs,
    message: lead[kind],
    detail: clean(f.reason),
  });
}

/** The provider answered something we do not take (a result file elsewhere, a redirect, too many bytes). */
export function unusableAnswerError(provider: AiProviderId, detail: string): AiProviderError {
  return new AiProviderError({
    provider,
    kind: 'invalid_output',
    message: `${providerName(provider)} returned an unusable answer. Please try again or choose another provider.`,
    detail,
  });
}

/** The caller gave up (the client left, or another call of the run failed): the call did not finish. */
export function cancelledError(provider: AiProviderId, cause?: unknown): AiProviderError {
  return new AiProviderError({ provider, kind: 'unavailable', message: `The request to ${providerName(provider)} was cancelled.`, cause });
}

export function timeoutError(provider: AiProviderId, timeoutMs: number, cause?: unknown): AiProviderError {
  const seconds = timeoutMs >= 1000 ? `${Math.round(timeoutMs / 100) / 10} s` : `${timeoutMs} ms`;
  return new AiProviderError({
    provider,
    kind: 'timeout',
    message: `${providerName(provider)} did not answer within ${seconds}. Please try again.`,
    cause,
  });
}

export function invalidOutputError(provider: AiProviderId, problems: string[], what = 'ad copy'): AiProviderError {
  return new AiProviderError({
    provider,
    kind: 'invalid_output',
    message: `${providerName(provider)} returned ${what} in the wrong format twice (${problems.slice(0, 3).join('; ')}). Please try again or choose another provider.`,
  });
}

/** Retry-After as ms: `retry-after-ms` (OpenAI, Anthropic), `Retry-After` in seconds or as an HTTP date. */
export function retryAfterMs(headers: Headers | Record<string, string | string[] | undefined> | undefined | null): number | undefined {
  if (!headers) return undefined;
  const get = (name: string): string | undefined => {
    if (headers instanceof Headers) return headers.get(name) ?? undefined;
    const entry = Object.entries(headers).find(([k]) => k.toLowerCase() === name)?.[1];
    return Array.isArray(entry) ? entry[0] : entry;
  };
  const ms = Number(get('retry-after-ms'));
  if (get('retry-after-ms') && Number.isFinite(ms) && ms >= 0) return ms;
  const value = get('retry-after');
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'UND_ERR_SOCKET',
]);

function networkCode(err: unknown): string | undefined {
  let current = err as { code?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; current && depth < 5; depth++) {
    if (typeof current.code === 'string' && NETWORK_CODES.has(current.code)) return current.code;
    current = current.cause as typeof current;
  }
  return undefined;
}

/** Our own error, also when an SDK wrapped it (OpenAI and Anthropic turn a failed fetch into a connection error). */
function ownError(err: unknown): AiProviderError | undefined {
  let current = err as { cause?: unknown } | undefined;
  for (let depth = 0; current && depth < 5; depth++) {
    if (isAiProviderError(current)) return current;
    current = current.cause as typeof current;
  }
  return undefined;
}

/**
 * The last word on any error from one attempt: our own errors pass through, our deadline makes a
 * timeout, an unreachable host is 'unavailable', anything else too (its code or message in `detail`).
 */
export function toAiProviderError(
  provider: AiProviderId,
  err: unknown,
  deadline?: { signal: AbortSignal; timeoutMs: number },
  caller?: AbortSignal,
): AiProviderError {
  const own = ownError(err);
  if (own) return own;
  const name = providerName(provider);
  if (caller?.aborted) return cancelledError(provider, err);
  if (deadline?.signal.aborted) return timeoutError(provider, deadline.timeoutMs, err);
  const code = networkCode(err);
  if (code) {
    return new AiProviderError({
      provider,
      kind: 'unavailable',
      message: `${name} could not be reached. Please try again later.`,
      detail: code,
      cause: err,
    });
  }
  const reason = clean(err instanceof Error ? err.message : String(err));
  return new AiProviderError({
    provider,
    kind: 'unavailable',
    message: `${name} failed. Please try again later.`,
    detail: reason || 'unknown error',
    cause: err,
  });
}
