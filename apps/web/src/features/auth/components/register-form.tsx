/**
 * Register mode: username, e-mail, password twice. The spec's two checks run here; everything
 * else (format, length, taken names) is the server's answer, shown as it words it.
 */
import { PASSWORD_MIN } from '@ads-creative/contracts/auth';
import { messages } from '@ads-creative/contracts/messages';
import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast.ts';
import { useRegisterMutation } from '../api/register.ts';
import { type RegisterValues, registerProblem, toastFailure } from '../auth-rules.ts';
import { FormAlerts } from './form-alerts.tsx';

const empty: RegisterValues = { username: '', email: '', password: '', confirmPassword: '' };

export function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const request = useRegisterMutation();
  const form = useForm({ defaultValues: empty });
  const [error, setError] = useState<string | null>(null);

  const submit = form.handleSubmit(async (values) => {
    const problem = registerProblem(values);
    setError(problem);
    if (problem) return;
    try {
      await request.mutateAsync({ username: values.username.trim(), email: values.email.trim(), password: values.password });
    } catch (e) {
      setError(toastFailure(e, messages.registerFailed));
      return;
    }
    toast.success(messages.registerSuccessful);
    form.reset(empty);
    onRegistered();
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <FormAlerts error={error} />
        <TextInput label="Username" autoComplete="username" {...form.register('username')} />
        <TextInput label="Email" type="email" autoComplete="email" {...form.register('email')} />
        <PasswordInput
          label="Password"
          description={`At least ${PASSWORD_MIN} characters.`}
          autoComplete="new-password"
          {...form.register('password')}
        />
        <PasswordInput label="Confirm password" autoComplete="new-password" {...form.register('confirmPassword')} />
        <Button type="submit" fullWidth mt="xs" loading={request.isPending}>
          Register
        </Button>
      </Stack>
    </form>
  );
}
