/**
 * 'Login with Facebook': a full-page navigation to the server, which runs the OAuth dance and comes
 * back to /auth-success. Disabled, with the reason, when the server has no Facebook app configured.
 */
import { messages } from '@ads-creative/contracts/messages';
import { Button, Stack, Text } from '@mantine/core';
import { IconBrandFacebook } from '@tabler/icons-react';
import { apiUrl } from '../../../lib/api-client.ts';
import { useAuthProviders } from '../api/auth-providers.ts';

export function FacebookLoginButton({ redirect }: { redirect: string | null }) {
  const providers = useAuthProviders();
  // Until the server answers (or if it cannot), the button stays usable: the server itself refuses when unconfigured.
  const unavailable = providers.data?.facebook === false;
  const icon = <IconBrandFacebook size={18} aria-hidden />;

  return (
    <Stack gap={6}>
      {unavailable ? (
        <Button fullWidth color="#1877F2" leftSection={icon} disabled>
          Login with Facebook
        </Button>
      ) : (
        <Button fullWidth color="#1877F2" leftSection={icon} component="a" href={apiUrl('/auth/facebook', { redirect })}>
          Login with Facebook
        </Button>
      )}
      {unavailable && (
        <Text size="xs" c="dimmed" ta="center">
          {messages.facebookNotConfigured}
        </Text>
      )}
    </Stack>
  );
}
