/**
 * Change password: the current one, the new one twice. The server checks the current password and
 * signs out the account's other sessions; this one stays signed in.
 */
import { PASSWORD_MAX, PASSWORD_MIN } from '@ads-creative/contracts/auth';
import { messages } from '@ads-creative/contracts/messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { errorMessage } from '../../../lib/api-client.ts';
import { useUpdateProfile } from '../../../lib/auth/update-profile.ts';
import { applyServerIssues } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';

const schema = z
  .object({
    currentPassword: z.string().min(1, messages.currentPasswordRequired),
    newPassword: z
      .string()
      .min(1, messages.fillAllInformation)
      .min(PASSWORD_MIN, messages.passwordTooShort)
      .max(PASSWORD_MAX, messages.passwordTooLong),
    confirmPassword: z.string().min(1, messages.fillAllInformation),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { message: messages.passwordMismatch, path: ['confirmPassword'] });
type Values = z.infer<typeof schema>;
const empty: Values = { currentPassword: '', newPassword: '', confirmPassword: '' };
const fields = ['currentPassword', 'newPassword'] as const;

export const PASSWORD_CHANGED = 'Password changed successfully';

export function ChangePasswordForm() {
  const update = useUpdateProfile();
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: empty });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (v) => {
    try {
      await update.mutateAsync({ currentPassword: v.currentPassword, newPassword: v.newPassword });
      form.reset(empty);
      toast.success(PASSWORD_CHANGED);
    } catch (e) {
      applyServerIssues(e, fields, form.setError);
      toast.error(errorMessage(e));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          {...form.register('currentPassword')}
          error={errors.currentPassword?.message}
        />
        <PasswordInput
          label="New password"
          autoComplete="new-password"
          {...form.register('newPassword')}
          error={errors.newPassword?.message}
        />
        <PasswordInput
          label="Confirm new password"
          autoComplete="new-password"
          {...form.register('confirmPassword')}
          error={errors.confirmPassword?.message}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending}>
            Change password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
