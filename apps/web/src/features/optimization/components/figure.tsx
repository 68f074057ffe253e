/** A labelled number of the optimization center (header stats, summary cards, results): label over value, read together. */
import { Card, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export function Figure({ label, value, hint, card = false }: { label: string; value: ReactNode; hint?: string; card?: boolean }) {
  const body = (
    <>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={700} size="xl">
        {value}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </>
  );
  return card ? (
    <Card withBorder padding="md" role="group" aria-label={label}>
      {body}
    </Card>
  ) : (
    <div role="group" aria-label={label}>
      {body}
    </div>
  );
}
