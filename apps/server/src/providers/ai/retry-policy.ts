/**
 * Our one retry policy for provider calls (SDK retries are switched off): a 429 or 5xx is tried
 * once more after the provider's Retry-After, or a short back-off when it gave none. A wait longer
 * than the cap is not worth holding the user for, so that error goes straight back.
 */
import { isAiProviderError } from './ai-provider-error.ts';

export interface RetryPolicy {
  /** Longest Retry-After we honour; beyond it we fail at once. */
  maxWaitMs: number;
  /** Wait when the provider gives no Retry-After. */
  backoffMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = { maxWaitMs: 10_000, backoffMs: 1_000 };

export const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });

export async function withOneRetry<T>(
  attempt: () => Promise<T>,
  policy: RetryPolicy = DEFAULT_RETRY_POLICY,
  signal?: AbortSignal,
): Promise<T> {
  try {
    return await attempt();
  } catch (err) {
    if (!isAiProviderError(err) || !err.retryable) throw err;
    const wait = err.retryAfterMs ?? policy.backoffMs;
    if (wait > policy.maxWaitMs) throw err;
    await sleep(wait, signal);
    return attempt();
  }
}
