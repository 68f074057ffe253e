/**
 * /auth-success: where the server's Facebook callback lands with `#token=…&redirect=…`. The token
 * travels in the hash so it never reaches a server log or a Referer; it is removed from the address
 * bar at once, stored through the app's auth state, and the user continues where they were going.
 */
import { Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { safeRedirectPath, takeRedirect } from '../../app/auth/redirect-after-login.ts';
import { useAuth } from '../../app/auth/use-auth.ts';

export function AuthSuccessPage() {
  const { hash } = useLocation();
  const navigate = useNavigate();
  const { login } = useAuth();
  const started = useRef(false);

  useEffect(() => {
    // One attempt per visit: StrictMode runs effects twice and a session token is single-purpose.
    if (started.current) return;
    started.current = true;

    const fragment = new URLSearchParams(hash.replace(/^#/, ''));
    const token = fragment.get('token');
    const hashRedirect = safeRedirectPath(fragment.get('redirect'), '') || null;
    if (window.location.hash) {
      window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    }
    if (!token) {
      navigate('/login?error=no_token', { replace: true });
      return;
    }
    login(token)
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
