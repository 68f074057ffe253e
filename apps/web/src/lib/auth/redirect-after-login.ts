/**
 * Where to go after signing in. The login page honours its `redirect` query parameter; because
 * Facebook login leaves the app and comes back on /auth-success, the same path is also kept for
 * the browser session (sessionStorage, REDIRECT_STORAGE_KEY) and read there.
 */
import { REDIRECT_STORAGE_KEY } from '@ads-creative/contracts/constants';

export const DEFAULT_AFTER_LOGIN = '/dashboard';

/**
 * Only same-app paths are followed: '/ads?page=2' yes; 'https://evil.test', '//evil.test' or
 * '/\\evil.test' (which browsers read as another host) fall back to the dashboard.
 */
export function safeRedirectPath(path: string | null | undefined, fallback: string = DEFAULT_AFTER_LOGIN): string {
  if (!path?.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return fallback;
  return path;
}

/** The /login address that comes back to `path` after signing in. */
export const loginPathFor = (path: string) => `/login?redirect=${encodeURIComponent(safeRedirectPath(path))}`;

export function rememberRedirect(path: string): void {
  try {
    sessionStorage.setItem(REDIRECT_STORAGE_KEY, safeRedirectPath(path));
  } catch {
    // storage disabled: the query parameter still carries the path for app-account login
  }
}

/** The remembered path (default /dashboard), left in place. */
export function peekRedirect(fallback: string = DEFAULT_AFTER_LOGIN): string {
  try {
    return safeRedirectPath(sessionStorage.getItem(REDIRECT_STORAGE_KEY), fallback);
  } catch {
    return fallback;
  }
}

/** Drops the remembered path: the user has arrived on a protected page signed in. */
export function forgetRedirect(): void {
  try {
    sessionStorage.removeItem(REDIRECT_STORAGE_KEY);
  } catch {
    // storage disabled: nothing was kept
  }
}

/** The remembered path (default /dashboard), forgotten once read so it is followed only once. */
export function takeRedirect(fallback: string = DEFAULT_AFTER_LOGIN): string {
  const path = peekRedirect(fallback);
  forgetRedirect();
  return path;
}
