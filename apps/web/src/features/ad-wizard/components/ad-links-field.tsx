/**
 * Step 1's Facebook Ad Library links (spec 1 §2): add a link, remove one (shown only with more than
 * one), extract their copy ahead of time ('Extract content'; without a link the spec's Vietnamese
 * warning), or find ads in the Ad Library to add. A generate failure about links shows its message here.
 */
import type { ExtractedItem } from '@ads-creative/contracts/generation';
import { MAX_AD_LINKS } from '@ads-creative/contracts/generation';
import { ActionIcon, Button, Group, List, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconDownload, IconPlus, IconTrash } from '@tabler/icons-react';
import { AdLibraryBrowser } from './ad-library-browser.tsx';

interface Props {
  links: string[];
  onChange: (links: string[]) => void;
  error?: string | null;
  extracting: boolean;
  extracted: ExtractedItem[] | null;
  onExtract: () => void;
}

const textOf = (item: ExtractedItem) => [item.body, item.snapshot?.body, item.text].find((t) => (t ?? '').trim() !== '') ?? '';

export function AdLinksField({ links, onChange, error, extracting, extracted, onExtract }: Props) {
  const update = (i: number, value: string) => onChange(links.map((l, j) => (j === i ? value : l)));
  return (
    <Stack gap="xs">
      <div>
        <Text size="sm" fw={500}>
          Facebook Ad Library links
        </Text>
        <Text size="xs" c="dimmed">
          Optional: ads whose copy the AI should learn from, e.g. https://www.facebook.com/ads/library/?id=123
        </Text>
      </div>
      {links.map((link, i) => (
        // Links are edited in place and never reordered, so the position is a stable key.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Group key={i} gap="xs" wrap="nowrap" align="flex-start">
          <TextInput
            aria-label={`Ad link ${i + 1}`}
            placeholder="https://www.facebook.com/ads/library/?id=..."
            value={link}
            onChange={(e) => update(i, e.currentTarget.value)}
            style={{ flex: 1 }}
          />
          {links.length > 1 && (
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              aria-label={`Remove link ${i + 1}`}
              onClick={() => onChange(links.filter((_, j) => j !== i))}
            >
              <IconTrash size={16} />
            </ActionIcon>
          )}
        </Group>
      ))}
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
      <Group gap="xs">
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} />}
          onClick={() => onChange([...links, ''])}
          disabled={links.length >= MAX_AD_LINKS}
        >
          Add link
        </Button>
        <Button variant="subtle" size="xs" leftSection={<IconDownload size={14} />} onClick={onExtract} loading={extracting}>
          Extract content
        </Button>
        <AdLibraryBrowser links={links} onChange={onChange} />
      </Group>
      {extracted && extracted.length > 0 && (
        <Paper withBorder p="sm" radius="md">
          <Text size="sm" fw={500} mb={4}>
            Extracted content
          </Text>
          <List size="sm" spacing={4}>
            {extracted
              .map(textOf)
              .filter((t) => t.trim() !== '')
              .map((t, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a read-only list
                <List.Item key={i}>{t.length > 240 ? `${t.slice(0, 240)}…` : t}</List.Item>
              ))}
          </List>
        </Paper>
      )}
    </Stack>
  );
}
