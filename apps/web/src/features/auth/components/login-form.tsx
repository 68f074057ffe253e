/**
 * Login mode: username-or-email and password, sent as typed (the spec has no client-side checks
 * here). Success stores the session through the app's auth state, then leaves for the redirect.
 */
import { messages } from '@ads-creative/contracts/messages';
import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useAuth } from '../../../app/auth/use-auth.ts';
import { toast } from '../../../lib/toast.ts';
import { useLoginAppMutation } from '../api/login-app.ts';
import { toastFailure } from '../auth-rules.ts';
import { FormAlerts } from './form-alerts.tsx';

interface Props {
  /** Called once the user is signed in and loaded. */
  onSignedIn: () => void;
}

export function LoginForm({ onSignedIn }: Props) {
  const { login } = useAuth();
  const request = useLoginAppMutation();
  const form = useForm({ defaultValues: { usernameOrEmail: '', password: '' } });
  const [error, setError] = useState<string | null>(null);
  const [finishing, setFinishing] = useState(false);

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    let token: string;
    try {
      token = (await request.mutateAsync(values)).token;
    } catch (e) {
      setError(toastFailure(e, messages.loginFailed));
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
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <FormAlerts error={error} />
        <TextInput label="Username or email" autoComplete="username" {...form.register('usernameOrEmail')} />
        <PasswordInput label="Password" autoComplete="current-password" {...form.register('password')} />
        <Button type="submit" fullWidth mt="xs" loading={request.isPending || finishing}>
          Login
        </Button>
      </Stack>
    </form>
  );
}
