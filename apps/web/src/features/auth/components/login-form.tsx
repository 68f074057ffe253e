/**
 * Login mode: username-or-email and password, sent as typed (the spec has no client-side checks
 * here). Success stores the session through the app's auth state, then leaves for the redirect.
 * A plain form read with FormData: /login is the first page most visits load, and two fields without
 * rules do not need a form library's kilobytes (decision 062).
 */
import { messages } from '@ads-creative/contracts/messages';
import { Button, Stack, TextInput } from '@mantine/core';
import { type FormEvent, Suspense, useState } from 'react';
import { useAuth } from '../../../lib/auth/use-auth.ts';
import { lazyNamed } from '../../../lib/lazy-named.ts';
import { toast } from '../../../lib/toast.ts';
import { useLoginAppMutation } from '../api/login-app.ts';
import { toastFailure } from '../auth-rules.ts';
import { PasswordField } from './password-field.tsx';

// Shown only after a failed try: its code waits until then.
const FormAlerts = lazyNamed(() => import('./form-alerts.tsx'), 'FormAlerts');

interface Props {
  /** Called once the user is signed in and loaded. */
  onSignedIn: () => void;
}

export function LoginForm({ onSignedIn }: Props) {
  const { login } = useAuth();
  const request = useLoginAppMutation();
  const [error, setError] = useState<string | null>(null);
  const [finishing, setFinishing] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    const values = { usernameOrEmail: String(fields.get('usernameOrEmail')), password: String(fields.get('password')) };
    setError(null);
    let token: string;
    try {
      token = (await request.mutateAsync(values)).token;
    } catch (e) {
      // The toast is titled with the auth store's fallback (spec 1 §8), the form says 'Login failed' or the server's reason.
      setError(toastFailure(e, messages.loginFailed, messages.authenticationFailed));
      return;
    }
    setFinishing(true);
    const user = await login(token);
    if (!user) {
      // login() has already toasted why the account could not be loaded; the form keeps saying it.
      setError(messages.userFetchFailedAfterLogin);
      setFinishing(false);
      return;
    }
    toast.success(messages.loginSuccessful);
    onSignedIn();
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {error && (
          <Suspense fallback={null}>
            <FormAlerts error={error} />
          </Suspense>
        )}
        <TextInput label="Username or email" autoComplete="username" name="usernameOrEmail" />
        <PasswordField label="Password" autoComplete="current-password" name="password" />
        <Button type="submit" fullWidth mt="xs" loading={request.isPending || finishing}>
          Login
        </Button>
      </Stack>
    </form>
  );
}
