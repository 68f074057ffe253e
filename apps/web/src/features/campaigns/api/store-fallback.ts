/**
 * The spec's store fallbacks (spec 1 §8: 'Failed to fetch campaigns', 'Failed to create campaign', …): a campaign
 * call that fails keeps the message the server worded (`{code, message}`); any other failure (time-out, dropped
 * connection, a proxy's bare 502) reads as the call's store fallback. Screens with their own wording toast the
 * server's message, else that wording (`serverMessageOr`); load errors show this text. See decision 015.
 */
import { ApiError } from '../../../lib/api-client.ts';

export async function withStoreFallback<T>(call: Promise<T>, fallback: string): Promise<T> {
  try {
    return await call;
  } catch (e) {
    if (e instanceof ApiError && e.code && e.message) throw e;
    throw new ApiError(fallback, e instanceof ApiError ? e.status : 0);
  }
}
