/** A labelled figure inside an analytics block ('Total AI Cost  $12.40'). */
import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export function Stat({ label, value, hint }: { label: string; value: ReactNode; hint?: string }) {
  return (
    <Stack gap={0} role="group" aria-label={label}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={700} size="lg" title={hint}>
        {value}
      </Text>
    </Stack>
  );
}
