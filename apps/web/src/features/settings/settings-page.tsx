/**
 * /settings: the theme choice and the user's own AI provider keys and models (GET /api/ai-providers,
 * GET and PUT /api/user/ai-keys). The built-in provider needs no key and is only described.
 */
import { Alert, Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { LoadErrorAlert } from '../../components/load-error-alert.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useAiProviders } from '../../lib/api/ai-providers.ts';
import { errorMessage } from '../../lib/api-client.ts';
import { useAiKeys } from './api/ai-keys-query.ts';
import { ProviderKeyCard } from './components/provider-key-card.tsx';
import { ThemeSetting } from './components/theme-setting.tsx';

/** `connections`: cards of other features (the Facebook connection), composed by the app's routes. */
export function SettingsPage({ connections }: { connections?: React.ReactNode }) {
  return (
    <>
      <PageHeader title="Settings" description="Appearance, Facebook and your AI providers" />
      <Stack gap="lg">
        <ThemeSetting />
        {connections}
        <AiProviderSettings />
      </Stack>
    </>
  );
}

function AiProviderSettings() {
  const providers = useAiProviders('all');
  const keys = useAiKeys();

  let body: React.ReactNode;
  if (providers.isError || keys.isError) {
    body = (
      <LoadErrorAlert
        title="Failed to load AI provider settings"
        message={errorMessage(providers.error ?? keys.error)}
        retryLabel="Try Again"
        onRetry={() => {
          void providers.refetch();
          void keys.refetch();
        }}
      />
    );
  } else if (!providers.data || !keys.data) {
    body = (
      <Stack gap="md" aria-busy>
        <Skeleton h={180} radius="md" />
        <Skeleton h={180} radius="md" />
      </Stack>
    );
  } else {
    const offline = providers.data.filter((p) => p.offline);
    const keyed = providers.data.filter((p) => !p.offline);
    body = (
      <Stack gap="md">
        {offline.map((p) => (
          <Alert key={p.id} variant="light" color="gray" icon={<IconWifiOff size={18} />} title={p.name}>
            {p.description} It runs on this server without a key and is used when no other provider is configured.
          </Alert>
        ))}
        {keyed.map((p) => (
          <ProviderKeyCard key={p.id} provider={p} setting={keys.data.find((k) => k.provider === p.id) ?? null} />
        ))}
      </Stack>
    );
  }

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <div>
          <Title order={3}>AI providers</Title>
          <Text size="sm" c="dimmed">
            Your keys are stored encrypted and used only for your requests; they are never shown again. A key of yours takes precedence over
            the server's.
          </Text>
        </div>
        {body}
      </Stack>
    </Card>
  );
}
