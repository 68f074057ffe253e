/**
 * One AI provider in Settings: what it does, whether it can be used now (the user's key, the server's
 * key, or neither and what to set), a write-only key field (the stored key is never shown, only that
 * one is configured), the model overrides, Save and Remove key.
 */
import type { AiProviderInfo } from '@ads-creative/contracts/ai';
import { Badge, Button, Card, Group, PasswordInput, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconKey, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { confirmDialog } from '../../../lib/confirm.ts';
import { serverMessageOr } from '../../../lib/server-message.ts';
import { toast } from '../../../lib/toast.ts';
import type { AiKeySetting } from '../api/ai-keys-query.ts';
import { useUpdateAiKey } from '../api/update-ai-key.ts';

interface Props {
  provider: AiProviderInfo;
  setting: AiKeySetting | null;
}

const capabilityLabel = { text: 'Text', image: 'Image' } as const;
const answerMessage = (answer: unknown, fallback: string) =>
  answer && typeof answer === 'object' && 'message' in answer && typeof answer.message === 'string' && answer.message
    ? answer.message
    : fallback;

export function ProviderKeyCard({ provider, setting }: Props) {
  const update = useUpdateAiKey();
  const [apiKey, setApiKey] = useState('');
  const [model, setModel] = useState(setting?.model ?? '');
  const [imageModel, setImageModel] = useState(setting?.imageModel ?? '');
  const userKey = setting?.configured ?? false;
  const text = provider.capabilities.includes('text');
  const image = provider.capabilities.includes('image');
  const changed = apiKey.trim() !== '' || model.trim() !== (setting?.model ?? '') || imageModel.trim() !== (setting?.imageModel ?? '');

  const save = async () => {
    try {
      const answer = await update.mutateAsync({
        provider: provider.id,
        ...(apiKey.trim() ? { apiKey: apiKey.trim() } : {}),
        model: text ? model.trim() || null : undefined,
        imageModel: image ? imageModel.trim() || null : undefined,
      });
      setApiKey('');
      toast.success(answerMessage(answer, `${provider.name} settings saved`));
    } catch (e) {
      toast.error(serverMessageOr(e, `Could not save the ${provider.name} settings. Please try again.`));
    }
  };

  const remove = async () => {
    const ok = await confirmDialog({
      title: 'Remove key',
      message: `Remove your ${provider.name} API key? ${provider.name} will then use the server's key, if it has one.`,
      confirmLabel: 'Remove',
      cancelLabel: 'Cancel',
      danger: true,
    });
    if (!ok) return;
    try {
      const answer = await update.mutateAsync({ provider: provider.id, apiKey: null });
      toast.success(answerMessage(answer, `${provider.name} key removed`));
    } catch (e) {
      toast.error(serverMessageOr(e, `Could not remove the ${provider.name} key. Please try again.`));
    }
  };

  return (
    <Card withBorder radius="md" padding="lg" aria-label={provider.name} role="region">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Title order={4}>{provider.name}</Title>
            <Text size="sm" c="dimmed">
              {provider.description}
            </Text>
          </Stack>
          <Group gap={6}>
            {provider.capabilities.map((c) => (
              <Badge key={c} variant="light" size="sm">
                {capabilityLabel[c]}
              </Badge>
            ))}
          </Group>
        </Group>
        <Group gap="xs">
          <Badge color={userKey ? 'green' : 'gray'} variant="light">
            {userKey ? 'Your key: configured' : 'Your key: not set'}
          </Badge>
          <Badge color={provider.configured ? 'green' : 'orange'} variant="light">
            {provider.configured ? (userKey ? 'Ready (your key)' : 'Ready (server key)') : 'Not configured'}
          </Badge>
        </Group>
        {!provider.configured && provider.missing && (
          <Text size="sm" c="orange">
            {provider.missing}
          </Text>
        )}
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <Stack gap="sm">
            <PasswordInput
              label="API key"
              placeholder={userKey ? 'Configured. Enter a new key to replace it' : 'Paste your API key'}
              value={apiKey}
              onChange={(e) => setApiKey(e.currentTarget.value)}
              autoComplete="new-password"
              leftSection={<IconKey size={16} />}
              maxLength={512}
            />
            <SimpleGrid cols={{ base: 1, sm: text && image ? 2 : 1 }}>
              {text && (
                <TextInput
                  label="Model"
                  placeholder={provider.models.text ? `Default: ${provider.models.text}` : 'Server default'}
                  value={model}
                  onChange={(e) => setModel(e.currentTarget.value)}
                  maxLength={200}
                />
              )}
              {image && (
                <TextInput
                  label="Image model"
                  placeholder={provider.models.image ? `Default: ${provider.models.image}` : 'Server default'}
                  value={imageModel}
                  onChange={(e) => setImageModel(e.currentTarget.value)}
                  maxLength={200}
                />
              )}
            </SimpleGrid>
            <Text size="xs" c="dimmed">
              Your models apply with your own key; on the server's key the server's models run.
            </Text>
            <Group justify="flex-end" gap="xs">
              {userKey && (
                <Button variant="subtle" color="red" leftSection={<IconTrash size={16} />} onClick={remove} disabled={update.isPending}>
                  Remove key
                </Button>
              )}
              <Button type="submit" loading={update.isPending} disabled={!changed}>
                Save
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Card>
  );
}
