/** Name, e-mail and avatar URL of the signed-in user, saved with PUT /api/user/profile. */
import type { User } from '@ads-creative/contracts/auth';
import { messages } from '@ads-creative/contracts/messages';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { errorMessage } from '../../../lib/api-client.ts';
import { applyServerIssues } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useUpdateProfile } from '../api/update-profile.ts';

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
});
type Values = z.infer<typeof schema>;
const fields = ['name', 'email', 'avatarUrl'] as const;

const valuesOf = (user: User): Values => ({ name: user.name ?? '', email: user.email ?? '', avatarUrl: user.avatarUrl ?? '' });

export function ProfileDetailsForm({ user, onSaved }: { user: User; onSaved: (user: User) => void }) {
  const update = useUpdateProfile();
  const form = useForm<Values>({ resolver: zodResolver(schema), values: valuesOf(user) });
  const { errors, isDirty } = form.formState;

  const submit = form.handleSubmit(async (v) => {
    try {
      // An account's e-mail can be changed but not removed: a blank field leaves it as it is.
      const saved = await update.mutateAsync({ name: v.name || null, avatarUrl: v.avatarUrl, ...(v.email ? { email: v.email } : {}) });
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
        <TextInput label="Email" type="email" autoComplete="email" {...form.register('email')} error={errors.email?.message} />
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
