/**
 * /verify-email: the page the confirmation e-mail links to (`?token=…`). It sends the token once and
 * says how that went; open to everyone, since the link may be opened in a browser that is not signed in.
 */
import { messages } from '@ads-creative/contracts/messages';
import { Alert, Anchor, Loader, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '../../lib/api-client.ts';
import { useAuth } from '../../lib/auth/use-auth.ts';
import { useVerifyEmailMutation } from './api/verify-email.ts';
import { CenteredCard } from './components/centered-card.tsx';

export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const { isAuthenticated } = useAuth();
  const queryClient = useQueryClient();
  const verify = useVerifyEmailMutation();
  const { mutate } = verify;
  const sent = useRef(false);

  useEffect(() => {
    // Once per visit: StrictMode runs effects twice and the link is single-use.
    if (!token || sent.current) return;
    sent.current = true;
    // The signed-in user's e-mail (and its confirmed state) may have just changed.
    mutate({ token }, { onSuccess: () => void queryClient.invalidateQueries() });
  }, [token, mutate, queryClient]);

  const failure = token ? verify.isError && errorMessage(verify.error) : messages.missingVerificationToken;
  return (
    <CenteredCard title="Confirm e-mail">
      <Stack gap="md">
        {verify.isPending && (
          <Stack align="center" gap="sm">
            <Loader />
            <Text>Confirming your e-mail...</Text>
          </Stack>
        )}
        {verify.isSuccess && (
          <Alert color="green" role="status">
            {verify.data.message}
          </Alert>
        )}
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Anchor component={Link} to={isAuthenticated ? '/profile' : '/login'} size="sm" ta="center">
          {isAuthenticated ? 'Go to your profile' : 'Go to login'}
        </Anchor>
      </Stack>
    </CenteredCard>
  );
}
