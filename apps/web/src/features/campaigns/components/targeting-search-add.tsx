/**
 * A search-as-you-type box of the targeting editor (decision 178): asks Facebook's targeting search for places,
 * languages or interests and lists what it finds with an Add button each (interests with their audience size).
 * Without a Facebook connection it shows nothing: the editor says once that search needs a connection.
 */
import { audienceCount, type TargetingSearchItem, type TargetingSearchType } from '@ads-creative/contracts/targeting-search';
import { Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useTargetingSearch } from '../api/targeting-search.ts';

/** The sandbox's answers are labelled as simulated, as its data is everywhere. */
export const SIMULATED = 'Simulated by the Facebook sandbox';

const TYPE_LABELS: Record<string, string> = { country: 'Country', region: 'Region', city: 'City' };

/** 'Hà Nội · City, Hanoi, VN', 'Yoga · 45.2M people', 'Vietnamese'. */
export function searchItemLabel(item: TargetingSearchItem): string {
  if (item.type === 'interest')
    return item.audienceSize !== undefined ? `${item.name} · ${audienceCount(item.audienceSize)} people` : item.name;
  if (item.type === 'locale') return item.name;
  const where = [TYPE_LABELS[item.type] ?? item.type, item.region, item.countryCode].filter(Boolean).join(', ');
  return `${item.name} · ${where}`;
}

interface Props {
  type: TargetingSearchType;
  label: string;
  placeholder: string;
  /** Search is off (no Facebook connection known to be missing): the box is disabled. */
  disabled: boolean;
  onPick: (item: TargetingSearchItem) => void;
  /** Tells the editor when the server answered that search needs a connection. */
  onUnavailable: (message: string) => void;
}

export function TargetingSearchAdd({ type, label, placeholder, disabled, onPick, onUnavailable }: Props) {
  const [text, setText] = useState('');
  const [q] = useDebouncedValue(text, 300);
  const search = useTargetingSearch(type, disabled ? '' : q);
  const failure = search.error?.message;
  useEffect(() => {
    if (failure) onUnavailable(failure);
  }, [failure, onUnavailable]);
  const items = text.trim() && !search.error ? (search.data?.items ?? []) : [];

  return (
    <Stack gap={4}>
      <TextInput
        label={label}
        placeholder={placeholder}
        value={text}
        maxLength={100}
        disabled={disabled}
        onChange={(e) => setText(e.currentTarget.value)}
        rightSection={search.isFetching ? <Loader size="xs" /> : null}
      />
      {items.length > 0 && (
        <Stack gap={2} role="list" aria-label={`${label} results`}>
          {items.map((item) => (
            <Group key={`${item.type}-${item.key ?? item.id}`} justify="space-between" gap="xs" wrap="nowrap" role="listitem">
              <Text size="sm">{searchItemLabel(item)}</Text>
              <Button
                size="compact-xs"
                variant="light"
                aria-label={`Add ${item.name}`}
                onClick={() => {
                  onPick(item);
                  setText('');
                }}
              >
                Add
              </Button>
            </Group>
          ))}
          {search.data?.sandbox && (
            <Text size="xs" c="dimmed">
              {SIMULATED}
            </Text>
          )}
        </Stack>
      )}
      {text.trim() && q === text && search.isSuccess && items.length === 0 && !search.isFetching && (
        <Text size="xs" c="dimmed">
          Nothing found for “{text.trim()}”.
        </Text>
      )}
    </Stack>
  );
}
