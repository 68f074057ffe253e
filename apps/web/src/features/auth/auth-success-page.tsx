/**
 * /auth-success: where the server's Facebook callback lands with `#code=…&redirect=…`. The hash
 * carries a single-use sign-in code, not a session: it never reaches a server log or a Referer, is
 * removed from the address bar at once, and is exchanged for the session token, which works only in
 * the browser that started the login (decision 167), so a link made by someone else signs nobody in.
 * The token is then stored through the app's auth state, the user fetched, and the user continues
 * where they were going.
 */
import { Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { safeRedirectPath, takeRedirect } from '../../lib/auth/redirect-after-login.ts';
import { useAuth } from '../../lib/auth/use-auth.ts';
import { exchangeFacebookCode } from './api/facebook-session.ts';

export function AuthSuccessPage() {
  const { hash } = useLocation();
  const navigate = useNavigate();
  const { login } = useAuth();
  const started = useRef(false);

  useEffect(() => {
    // One attempt per visit: StrictMode runs effects twice and the code is single-use.
    if (started.current) return;
    started.current = true;

    const fragment = new URLSearchParams(hash.replace(/^#/, ''));
    const code = fragment.get('code');
    const hashRedirect = safeRedirectPath(fragment.get('redirect'), '') || null;
    if (window.location.hash) {
      window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    }
    if (!code) {
      navigate('/login?error=no_token', { replace: true });
      return;
    }
    exchangeFacebookCode(code)
      .then(({ token }) => login(token))
      .then((user) => {
        if (!user) throw new Error('user not loaded');
        // Taken either way so the remembered path does not linger for a later sign-in.
        const remembered = takeRedirect();
        navigate(hashRedirect ?? remembered, { replace: true });
      })
      .catch(() => navigate('/login?error=auth_process_failed', { replace: true }));
  }, [hash, login, navigate]);

  return (
    <Center mih="100dvh">
      <Stack align="center" gap="sm">
        <Loader />
        <Text>Processing login...</Text>
      </Stack>
    </Center>
  );
}
