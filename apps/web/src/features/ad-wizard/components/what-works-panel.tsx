/**
 * 'Use what works' (decision 187), on the AI Setup step before Generate: fills the guidance from the account's
 * WINNER and LOSER verdicts (what-works-guidance.ts) and shows it as rows of removable chips ('Lean on: Offer,
 * Social proof', 'Avoid: Question', the hook and the length) so the user can change it before generating; 'Clear' sends none. Without a
 * verdict to go on it says so and fills nothing.
 */
import type { GenerationGuidance } from '@ads-creative/contracts/generation';
import { generationMessages } from '@ads-creative/contracts/generation';
import { messages } from '@ads-creative/contracts/messages';
import { Button, Group, Paper, Pill, Stack, Text } from '@mantine/core';
import { IconBulb } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { creativeAnalyticsKey, fetchCreativeAnalytics } from '../../../lib/api/creative-analytics.ts';
import { serverMessageOr } from '../../../lib/server-message.ts';
import { guidanceFromVerdicts, guidanceRows, WHAT_WORKS_QUERY } from '../what-works-guidance.ts';

interface Props {
  guidance: GenerationGuidance | null;
  onChange: (guidance: GenerationGuidance | null) => void;
  disabled?: boolean;
}

type Note = { kind: 'none' } | { kind: 'no-evidence' } | { kind: 'error'; message: string };

export function WhatWorksPanel({ guidance, onChange, disabled }: Props) {
  const queryClient = useQueryClient();
  const [loading, setLoading] = useState(false);
  const [note, setNote] = useState<Note>({ kind: 'none' });

  async function suggest() {
    setLoading(true);
    setNote({ kind: 'none' });
    try {
      const data = await queryClient.fetchQuery({
        queryKey: creativeAnalyticsKey(WHAT_WORKS_QUERY),
        queryFn: () => fetchCreativeAnalytics(WHAT_WORKS_QUERY),
        staleTime: 60_000,
      });
      const suggested = guidanceFromVerdicts(data);
      if (suggested) onChange(suggested);
      else setNote({ kind: 'no-evidence' });
    } catch (e) {
      setNote({ kind: 'error', message: serverMessageOr(e, messages.loadAnalyticsFailed) });
    } finally {
      setLoading(false);
    }
  }

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Button variant="light" leftSection={<IconBulb size={16} />} onClick={suggest} loading={loading} disabled={disabled}>
            {generationMessages.useWhatWorks}
          </Button>
          {guidance && (
            <Button variant="subtle" size="xs" onClick={() => onChange(null)} disabled={disabled}>
              Clear
            </Button>
          )}
        </Group>
        {note.kind === 'no-evidence' && <Text c="dimmed">{generationMessages.noEvidenceForGuidance}</Text>}
        {note.kind === 'error' && (
          <Text c="red" role="alert">
            {note.message}
          </Text>
        )}
        {guidance && (
          <Stack gap={6} aria-label="Guidance">
            {guidanceRows(guidance).map(({ row, chips }) => (
              <Group key={row} gap={6} wrap="wrap" role="group" aria-label={row}>
                <Text fw={500}>{row}:</Text>
                {chips.map((chip) => (
                  <Pill
                    key={chip.label}
                    withRemoveButton={!disabled}
                    onRemove={() => onChange(chip.without)}
                    removeButtonProps={{ 'aria-hidden': false, 'aria-label': `Remove ${chip.label} (${row})` }}
                  >
                    {chip.label}
                  </Pill>
                ))}
              </Group>
            ))}
            <Text size="sm" c="dimmed">
              {generationMessages.guidanceFromVerdicts}
            </Text>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
