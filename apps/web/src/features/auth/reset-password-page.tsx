/**
 * /reset-password: the page the reset e-mail links to (`?token=…`). Without a token in the link
 * the user can paste it. Success shows a confirmation and moves on to /login after 2 s.
 */
import { PASSWORD_MIN } from '@ads-creative/contracts/auth';
import { PASSWORD_RESET_REDIRECT_MS } from '@ads-creative/contracts/constants';
import { messages } from '@ads-creative/contracts/messages';
import { Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useResetPasswordMutation } from './api/reset-password.ts';
import { type ResetValues, resetProblem, toastFailure } from './auth-rules.ts';
import { CenteredCard } from './components/centered-card.tsx';
import { FormAlerts } from './components/form-alerts.tsx';

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const tokenFromLink = params.get('token')?.trim() ?? '';
  const request = useResetPasswordMutation();
  const form = useForm<ResetValues>({ defaultValues: { token: tokenFromLink, newPassword: '', confirmPassword: '' } });
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate('/login', { replace: true }), PASSWORD_RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const submit = form.handleSubmit(async (values) => {
    const token = tokenFromLink || values.token;
    const problem = resetProblem({ ...values, token });
    setError(problem);
    if (problem) return;
    try {
      await request.mutateAsync({ token: token.trim(), newPassword: values.newPassword });
    } catch (e) {
      setError(toastFailure(e, messages.resetPasswordFailed));
      return;
    }
    setDone(true);
  });

  return (
    <CenteredCard title="Reset Password" subtitle="Choose a new password for your account.">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <FormAlerts error={error} success={done && messages.passwordResetSuccess} />
          {!tokenFromLink && (
            <TextInput
              label="Verification token"
              description="Paste the code from the password reset e-mail."
              autoComplete="one-time-code"
              {...form.register('token')}
            />
          )}
          <PasswordInput
            label="New password"
            description={`At least ${PASSWORD_MIN} characters.`}
            autoComplete="new-password"
            disabled={done}
            {...form.register('newPassword')}
          />
          <PasswordInput label="Confirm password" autoComplete="new-password" disabled={done} {...form.register('confirmPassword')} />
          <Button type="submit" fullWidth mt="xs" loading={request.isPending} disabled={done}>
            Reset Password
          </Button>
          <Anchor component={Link} to="/login" size="sm" ta="center">
            Back to login
          </Anchor>
        </Stack>
      </form>
    </CenteredCard>
  );
}
