/**
 * Forgot mode: one e-mail field. The server answers the same whether or not an account exists
 * (no account discovery), so the confirmation is worded "if email exists".
 */
import { messages } from '@ads-creative/contracts/messages';
import { Button, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast.ts';
import { useForgotPasswordMutation } from '../api/forgot-password.ts';
import { forgotProblem, toastFailure } from '../auth-rules.ts';
import { FormAlerts } from './form-alerts.tsx';

export function ForgotPasswordForm() {
  const request = useForgotPasswordMutation();
  const form = useForm({ defaultValues: { email: '' } });
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  const submit = form.handleSubmit(async ({ email }) => {
    setSent(false);
    const problem = forgotProblem(email);
    setError(problem);
    if (problem) return;
    try {
      await request.mutateAsync({ email: email.trim() });
    } catch (e) {
      setError(toastFailure(e, messages.forgotFailed));
      return;
    }
    toast.success(messages.forgotSuccessToast);
    setSent(true);
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <FormAlerts error={error} success={sent && messages.forgotSuccessInline} />
        <TextInput label="Email" type="email" autoComplete="email" {...form.register('email')} />
        <Button type="submit" fullWidth mt="xs" loading={request.isPending}>
          Send password reset request
        </Button>
      </Stack>
    </form>
  );
}
