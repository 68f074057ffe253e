/**
 * The route guard of spec 1 §2, as three layout routes:
 * - RequireAuth wraps protected pages: anonymous → auth cleared, /login?redirect=<full path>.
 * - RedirectIfAuthenticated wraps /login, /reset-password and unknown paths: signed in → /dashboard
 *   (on /login, to its redirect parameter, else the path remembered for the session, else /dashboard).
 * - HomeRedirect is '/': /dashboard or /login?redirect=/dashboard.
 * Privacy, terms, data-deletion, auth-success and verify-email are not wrapped: anyone can open them
 * (an e-mail confirmation link is opened signed in or not, docs/decisions/050).
 * While the user is being fetched each guard shows 'Loading...'.
 */
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import {
  DEFAULT_AFTER_LOGIN,
  forgetRedirect,
  loginPathFor,
  peekRedirect,
  rememberRedirect,
  safeRedirectPath,
} from '../lib/auth/redirect-after-login.ts';
import { useAuth } from '../lib/auth/use-auth.ts';
import { LoadingScreen } from './loading-screen.tsx';

export function RequireAuth() {
  const { isAuthenticated, isLoading, clearAuth } = useAuth();
  const location = useLocation();
  const fullPath = `${location.pathname}${location.search}`;
  const mustLeave = !isLoading && !isAuthenticated;

  useEffect(() => {
    if (!mustLeave) return;
    // A token whose user could not be fetched is useless; drop it so /login starts clean.
    clearAuth();
    // Facebook login leaves the app; the session copy brings the user back here afterwards.
    rememberRedirect(fullPath);
  }, [mustLeave, clearAuth, fullPath]);

  // Arrived signed in: the remembered path has been followed (or overridden) and must not linger.
  const arrived = !isLoading && isAuthenticated;
  useEffect(() => {
    if (arrived) forgetRedirect();
  }, [arrived]);

  if (isLoading) return <LoadingScreen />;
  if (!isAuthenticated) return <Navigate to={loginPathFor(fullPath)} replace />;
  return <Outlet />;
}

export function RedirectIfAuthenticated() {
  const { isAuthenticated, isLoading } = useAuth();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  if (isLoading) return <LoadingScreen />;
  if (isAuthenticated) {
    // On /login this must name the same place as the login page's own navigation after signing in:
    // both run at that moment, and whichever router navigation comes last wins.
    const target = pathname === '/login' ? safeRedirectPath(params.get('redirect'), '') || peekRedirect() : DEFAULT_AFTER_LOGIN;
    return <Navigate to={target} replace />;
  }
  return <Outlet />;
}

export function HomeRedirect() {
  const { isAuthenticated, isLoading } = useAuth();
  if (isLoading) return <LoadingScreen />;
  return <Navigate to={isAuthenticated ? DEFAULT_AFTER_LOGIN : loginPathFor(DEFAULT_AFTER_LOGIN)} replace />;
}
