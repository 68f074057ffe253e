/** /profile: who is signed in, the state of their e-mail, their editable details, and a password change. */
import { messages } from '@ads-creative/contracts/messages';
import { Alert, Avatar, Badge, Button, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconBrandFacebook } from '@tabler/icons-react';
import { PageHeader } from '../../components/page-header.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { useAuth } from '../../lib/auth/use-auth.ts';
import { formatShortDate } from '../../lib/format.ts';
import { displayName, userInitials } from '../../lib/user-initials.ts';
import { useProfile } from './api/profile-query.ts';
import { ChangePasswordForm } from './components/change-password-form.tsx';
import { EmailConfirmationNotice } from './components/email-confirmation-notice.tsx';
import { ProfileDetailsForm } from './components/profile-details-form.tsx';

export function ProfilePage() {
  const profile = useProfile();
  const { refreshUser } = useAuth();

  if (profile.isPending) {
    return (
      <Group justify="center" py="xl">
        <Loader />
        <Text c="dimmed">Loading profile...</Text>
      </Group>
    );
  }
  if (profile.isError) {
    return (
      <>
        <PageHeader title="Profile" />
        <Alert color="red" icon={<IconAlertCircle size={18} />} title={messages.fetchUserFailed}>
          <Text size="sm" mb="sm">
            {errorMessage(profile.error)}
          </Text>
          <Button size="xs" variant="light" color="red" onClick={() => profile.refetch()}>
            Try Again
          </Button>
        </Alert>
      </>
    );
  }

  const user = profile.data;
  return (
    <>
      <PageHeader title="Profile" description="Your account details" />
      <Stack gap="lg" maw={880}>
        <Card withBorder padding="lg">
          <Group wrap="nowrap">
            <Avatar src={user.avatarUrl || null} size={72} radius="xl" color="indigo" alt={displayName(user)}>
              {userInitials(user)}
            </Avatar>
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Title order={3} style={{ overflowWrap: 'anywhere' }}>
                {displayName(user)}
              </Title>
              {user.username && <Text c="dimmed">@{user.username}</Text>}
              {user.email && <Text style={{ overflowWrap: 'anywhere' }}>{user.email}</Text>}
              <Group gap="xs" mt={4}>
                <Text size="sm" c="dimmed">
                  Member since {formatShortDate(user.createdAt)}
                </Text>
                {user.facebookConnected && (
                  <Badge color="blue" variant="light" leftSection={<IconBrandFacebook size={12} />}>
                    Facebook connected
                  </Badge>
                )}
              </Group>
            </Stack>
          </Group>
        </Card>
        <EmailConfirmationNotice user={user} onChanged={() => void refreshUser()} />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Card withBorder padding="lg">
            <Title order={4} mb="md">
              Personal information
            </Title>
            <ProfileDetailsForm user={user} onSaved={() => void refreshUser()} />
          </Card>
          <Card withBorder padding="lg">
            <Title order={4} mb="md">
              Change password
            </Title>
            <ChangePasswordForm />
          </Card>
        </SimpleGrid>
      </Stack>
    </>
  );
}
