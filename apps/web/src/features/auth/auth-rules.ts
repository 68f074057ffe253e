/**
 * The client-side checks of the login screen and the reset page (spec 1 §5), word for word, and
 * how a failed call is reported.
 */
import { messages } from '@ads-creative/contracts/messages';
import { serverMessageOr } from '../../lib/server-message.ts';
import { toast } from '../../lib/toast.ts';

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
 * A failed call (spec 1 §8): the server's message or the form's `fallback`, toasted (under `title`, the
 * store's wording, where the spec has one: decision 173); returned for the form to keep showing.
 */
export function toastFailure(e: unknown, fallback: string, title?: string): string {
  const message = serverMessageOr(e, fallback);
  toast.error(title ? { title, message } : message);
  return message;
}
