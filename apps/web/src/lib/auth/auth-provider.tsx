/**
 * Holds the signed-in state: the token from local storage and the user from GET /api/auth/user.
 * It lives inside the router (its root route) so that logout can navigate. A 401 from any call
 * clears it here; the route guard then sends the user to /login with the redirect set.
 */
import type { User } from '@ads-creative/contracts/auth';
import { messages } from '@ads-creative/contracts/messages';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ApiError, api, onUnauthorized, tokenStore } from '../api-client.ts';
import { queryKeys } from '../query-keys.ts';
import { toast } from '../toast.ts';
import { AuthContext, type AuthState } from './auth-context.ts';
import { useTimeZoneSync } from './use-time-zone-sync.ts';

const fetchUser = () => api<User>('/auth/user');

/** A 401 means the token is dead; a network blip or a 5xx gets two more tries before we give up on the session. */
const retryUserFetch = (failures: number, error: unknown) =>
  !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 2;

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [token, setToken] = useState(() => tokenStore.get());
  const { pathname } = useLocation();
  const [signOut, setSignOut] = useState<null | 'calling-server' | 'leaving'>(null);
  const signingOut = signOut !== null;

  const userQuery = useQuery({
    queryKey: queryKeys.authUser,
    queryFn: fetchUser,
    enabled: token !== null,
    retry: retryUserFetch,
    staleTime: Number.POSITIVE_INFINITY,
  });

  const clearAuth = useCallback(() => {
    tokenStore.clear();
    setToken(null);
    // Cached pages belong to the account that is leaving.
    queryClient.clear();
  }, [queryClient]);

  useEffect(() => {
    onUnauthorized(clearAuth);
    return () => onUnauthorized(() => {});
  }, [clearAuth]);

  const login = useCallback(
    async (newToken: string) => {
      tokenStore.set(newToken);
      try {
        const user = await queryClient.fetchQuery({ queryKey: queryKeys.authUser, queryFn: fetchUser, staleTime: 0 });
        setToken(newToken);
        return user;
      } catch {
        tokenStore.clear();
        queryClient.removeQueries({ queryKey: queryKeys.authUser });
        toast.error(messages.userFetchFailedAfterLogin);
        return null;
      }
    },
    [queryClient],
  );

  const logout = useCallback(async () => {
    setSignOut('calling-server');
    try {
      await api('/auth/logout', { method: 'POST' });
    } catch {
      // The server session may already be gone; signing out locally must still happen.
    }
    clearAuth();
    setSignOut('leaving');
    navigate('/', { replace: true });
  }, [clearAuth, navigate]);

  // Until '/' is on screen the guards keep showing 'Loading...': the page being left must never
  // render signed out, or its guard would send the user to /login?redirect=<that page>.
  useEffect(() => {
    if (signOut === 'leaving' && pathname === '/') setSignOut(null);
  }, [signOut, pathname]);

  const refreshUser = useCallback(async () => {
    if (!tokenStore.get()) return null;
    try {
      return await queryClient.fetchQuery({ queryKey: queryKeys.authUser, queryFn: fetchUser, staleTime: 0 });
    } catch {
      return null;
    }
  }, [queryClient]);

  const user = token !== null ? (userQuery.data ?? null) : null;
  useTimeZoneSync(user);
  const value = useMemo<AuthState>(
    () => ({
      user,
      isAuthenticated: !signingOut && token !== null && user !== null,
      isLoading: signingOut || (token !== null && userQuery.isPending),
      login,
      logout,
      refreshUser,
      clearAuth,
    }),
    [user, signingOut, token, userQuery.isPending, login, logout, refreshUser, clearAuth],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
