/** A text or image provider select with the chosen provider's capabilities, state (configured, offline, what to set) and model. */
import type { AiProviderInfo } from '@ads-creative/contracts/ai';
import { Badge, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconWifiOff } from '@tabler/icons-react';
import { providerOptions } from '../provider-options.ts';

interface Props {
  label: string;
  kind: 'text' | 'image';
  providers: AiProviderInfo[];
  loading: boolean;
  value: string | null;
  onChange: (value: string | null) => void;
  error?: string;
  disabled?: boolean;
  description?: string;
}

const capabilityLabel = { text: 'Text generation', image: 'Image generation' } as const;

export function ProviderSelect({ label, kind, providers, loading, value, onChange, error, disabled, description }: Props) {
  const chosen = providers.find((p) => p.id === value) ?? null;
  return (
    <Stack gap="xs">
      <Select
        label={label}
        description={description}
        placeholder={loading ? 'Loading providers...' : kind === 'image' ? 'Select an image provider' : 'Select a text provider'}
        data={providerOptions(providers)}
        value={value}
        onChange={onChange}
        error={error}
        disabled={disabled}
        clearable
        // Mantine hides its clear button from assistive technology and the keyboard; this one is named, so show it to both.
        clearButtonProps={{ 'aria-label': `Clear ${label.toLowerCase()}`, 'aria-hidden': false, tabIndex: 0 }}
        withAsterisk={kind === 'text'}
        comboboxProps={{ withinPortal: true }}
      />
      {chosen && !disabled && <ProviderFacts provider={chosen} kind={kind} />}
    </Stack>
  );
}

function ProviderFacts({ provider, kind }: { provider: AiProviderInfo; kind: 'text' | 'image' }) {
  const model = kind === 'text' ? provider.models.text : provider.models.image;
  return (
    <Paper withBorder p="sm" radius="md" aria-label={`${provider.name} capabilities`}>
      <Stack gap={6}>
        {provider.description && (
          <Text size="sm" c="dimmed">
            {provider.description}
          </Text>
        )}
        <Text size="xs" fw={600} tt="uppercase" c="dimmed">
          Capabilities
        </Text>
        <Group gap={6}>
          {provider.capabilities.map((c) => (
            <Badge key={c} variant="light" size="sm">
              {capabilityLabel[c]}
            </Badge>
          ))}
          {provider.offline && (
            <Badge variant="light" color="gray" size="sm" leftSection={<IconWifiOff size={12} />}>
              Offline
            </Badge>
          )}
        </Group>
        {provider.configured ? (
          <Group gap={4}>
            <IconCircleCheck size={16} color="var(--mantine-color-green-6)" />
            <Text size="sm">{provider.offline ? 'Runs on this server, no key needed' : 'Configured'}</Text>
          </Group>
        ) : (
          <Group gap={4} wrap="nowrap" align="flex-start">
            <IconAlertTriangle size={16} color="var(--mantine-color-orange-6)" style={{ flexShrink: 0, marginTop: 2 }} />
            <Text size="sm">Not configured{provider.missing ? `: ${provider.missing}` : ''}</Text>
          </Group>
        )}
        {model && (
          <Text size="sm">
            Model:{' '}
            <Text span ff="monospace" size="sm">
              {model}
            </Text>
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
