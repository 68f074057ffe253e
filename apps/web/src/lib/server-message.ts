/**
 * "Server message or '<fallback>'" (spec 1 §8): our server always sends `{ code, message }`, so a
 * code marks a message the server worded for the user; a dropped connection, a time-out or a
 * proxy's bare 502 gets the screen's own wording instead.
 */
import { ApiError } from './api-client.ts';

export const serverMessageOr = (e: unknown, fallback: string): string =>
  e instanceof ApiError && e.code && e.message ? e.message : fallback;

/**
 * The spec's store fallbacks ('Failed to fetch ads', 'Failed to create campaign', …): a failed call keeps
 * the message the server worded; any other failure reads as the call's store fallback (decision 015).
 */
export async function withStoreFallback<T>(call: Promise<T>, fallback: string): Promise<T> {
  try {
    return await call;
  } catch (e) {
    throw new ApiError(
      serverMessageOr(e, fallback),
      e instanceof ApiError ? e.status : 0,
      e instanceof ApiError ? e.code : undefined,
      e instanceof ApiError ? e.issues : undefined,
    );
  }
}
