/**
 * "Server message or '<fallback>'" (spec 1 §8): our server always sends `{ code, message }`, so a
 * code marks a message the server worded for the user; a dropped connection, a time-out or a
 * proxy's bare 502 gets the screen's own wording instead.
 */
import { ApiError } from './api-client.ts';

export const serverMessageOr = (e: unknown, fallback: string): string =>
  e instanceof ApiError && e.code && e.message ? e.message : fallback;
