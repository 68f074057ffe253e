/**
 * Name, e-mail and avatar URL of the signed-in user, saved with PUT /api/user/profile. A new e-mail
 * asks for the current password (when the account has one) and waits for the link mailed to it.
 */
import type { User } from '@ads-creative/contracts/auth';
import { messages } from '@ads-creative/contracts/messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { errorMessage } from '../../../lib/api-client.ts';
import { useUpdateProfile } from '../../../lib/auth/update-profile.ts';
import { applyServerIssues } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';

const NAME_MAX = 100;
const schema = z.object({
  name: z.string().trim().max(NAME_MAX, `Name must be at most ${NAME_MAX} characters.`),
  email: z
    .string()
    .trim()
    .refine((v) => v === '' || z.email().safeParse(v).success, messages.invalidEmail),
  avatarUrl: z
    .string()
    .trim()
    .refine((v) => v === '' || /^https?:\/\/\S+$/i.test(v), 'Please enter a valid image URL (http:// or https://).'),
  currentPassword: z.string(),
});
type Values = z.infer<typeof schema>;
const fields = ['name', 'email', 'avatarUrl', 'currentPassword'] as const;

const valuesOf = (user: User): Values => ({
  name: user.name ?? '',
  email: user.email ?? '',
  avatarUrl: user.avatarUrl ?? '',
  currentPassword: '',
});
/** The typed e-mail differs from the account's (blank leaves it as it is). */
const changesEmail = (typed: string, user: User) => typed.trim() !== '' && typed.trim().toLowerCase() !== (user.email ?? '');

export function ProfileDetailsForm({ user, onSaved }: { user: User; onSaved: (user: User) => void }) {
  const update = useUpdateProfile();
  const form = useForm<Values>({ resolver: zodResolver(schema), values: valuesOf(user) });
  const { errors, isDirty } = form.formState;
  const emailChanges = changesEmail(form.watch('email'), user);
  const needsPassword = user.hasPassword && emailChanges;

  const submit = form.handleSubmit(async (v) => {
    if (needsPassword && !v.currentPassword) {
      form.setError('currentPassword', { message: messages.currentPasswordRequiredForEmail });
      return;
    }
    try {
      // Sent only when it changes: a blank field leaves it as it is (it cannot be removed), and sending
      // the current one would cancel a pending change.
      const email = emailChanges ? { email: v.email, ...(needsPassword ? { currentPassword: v.currentPassword } : {}) } : {};
      const saved = await update.mutateAsync({ name: v.name || null, avatarUrl: v.avatarUrl, ...email });
      form.reset(valuesOf(saved));
      toast.success(messages.profileUpdated);
      onSaved(saved);
    } catch (e) {
      applyServerIssues(e, fields, form.setError);
      toast.error(errorMessage(e));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput label="Name" autoComplete="name" {...form.register('name')} error={errors.name?.message} />
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          description={emailChanges ? messages.emailChangeHint : undefined}
          {...form.register('email')}
          error={errors.email?.message}
        />
        {needsPassword && (
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            {...form.register('currentPassword')}
            error={errors.currentPassword?.message}
          />
        )}
        <TextInput
          label="Avatar URL"
          type="url"
          placeholder="https://example.com/me.png"
          {...form.register('avatarUrl')}
          error={errors.avatarUrl?.message}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending} disabled={!isDirty}>
            Save changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
