/**
 * The client-side checks of the login screen and the reset page (spec 1 §5), word for word, and
 * how a failed call is worded.
 */
import { messages } from '@ads-creative/contracts/messages';
import { ApiError } from '../../lib/api-client.ts';

export interface RegisterValues {
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
}

/** Username and e-mail are trimmed (spaces alone are not an answer); passwords are taken as typed. */
export function registerProblem(v: RegisterValues): string | null {
  if (!v.username.trim() || !v.email.trim() || !v.password || !v.confirmPassword) return messages.fillAllInformation;
  if (v.password !== v.confirmPassword) return messages.passwordMismatch;
  return null;
}

export const forgotProblem = (email: string): string | null => (email.trim() ? null : messages.enterEmail);

export interface ResetValues {
  token: string;
  newPassword: string;
  confirmPassword: string;
}

export function resetProblem(v: ResetValues): string | null {
  if (!v.token.trim()) return messages.missingVerificationToken;
  if (!v.newPassword || !v.confirmPassword) return messages.fillAllInformation;
  if (v.newPassword !== v.confirmPassword) return messages.passwordMismatch;
  return null;
}

export type LoginMode = 'login' | 'register' | 'forgot';
export const parseLoginMode = (value: string | null): LoginMode => (value === 'register' || value === 'forgot' ? value : 'login');

/**
 * "Server message or '<fallback>'" (spec 1 §8): our server always sends `{ code, message }`, so a
 * code marks a message the server worded for the user; a dropped connection, a time-out or a proxy's
 * bare 502 gets the page's own wording instead.
 */
export const serverMessageOr = (e: unknown, fallback: string): string =>
  e instanceof ApiError && e.code && e.message ? e.message : fallback;
