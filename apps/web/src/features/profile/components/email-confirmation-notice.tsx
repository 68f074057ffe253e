/**
 * The e-mail's state on the profile: a change waiting for its link ('check your new inbox', with the
 * pending address, resend and cancel), or an address not confirmed yet (with resend). Nothing otherwise.
 */
import type { User } from '@ads-creative/contracts/auth';
import { messages } from '@ads-creative/contracts/messages';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { errorMessage } from '../../../lib/api-client.ts';
import { useUpdateProfile } from '../../../lib/auth/update-profile.ts';
import { toast } from '../../../lib/toast.ts';
import { useResendConfirmation } from '../api/resend-confirmation.ts';

export function EmailConfirmationNotice({ user, onChanged }: { user: User; onChanged: (user: User) => void }) {
  const resend = useResendConfirmation();
  const update = useUpdateProfile();
  if (!user.pendingEmail && (user.emailVerified || !user.email)) return null;

  const sendAgain = () =>
    resend.mutate(undefined, {
      onSuccess: (res) => toast.success(res.message),
      onError: (e) => toast.error(errorMessage(e)),
    });
  // Sending the current address again cancels the pending change.
  const cancel = () =>
    update.mutate(
      { email: user.email ?? undefined },
      {
        onSuccess: (saved) => {
          toast.info(messages.emailChangeCancelled);
          onChanged(saved);
        },
        onError: (e) => toast.error(errorMessage(e)),
      },
    );

  const resendButton = (
    <Button size="xs" variant="light" onClick={sendAgain} loading={resend.isPending}>
      Resend link
    </Button>
  );
  if (user.pendingEmail) {
    return (
      <Alert color="blue" icon={<IconMailForward size={18} />} title={messages.emailChangePendingTitle}>
        <Text size="sm">{messages.emailChangePending}</Text>
        <Text size="sm" mt={4} style={{ overflowWrap: 'anywhere' }}>
          New e-mail: <strong>{user.pendingEmail}</strong>
        </Text>
        <Group gap="xs" mt="sm">
          {resendButton}
          {user.email && (
            <Button size="xs" variant="subtle" color="gray" onClick={cancel} loading={update.isPending}>
              Cancel change
            </Button>
          )}
        </Group>
      </Alert>
    );
  }
  return (
    <Alert color="yellow" icon={<IconMailForward size={18} />} title={messages.confirmEmailTitle}>
      <Text size="sm">{messages.confirmEmailNotice}</Text>
      <Group gap="xs" mt="sm">
        {resendButton}
      </Group>
    </Alert>
  );
}
