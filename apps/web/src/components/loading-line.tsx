/** A page's 'Loading ...' line while its record loads: a small spinner and the text, centred. */
import { Group, Loader, Text } from '@mantine/core';

export function LoadingLine({ children }: { children: string }) {
  return (
    <Group justify="center" py="xl" gap="sm">
      <Loader size="sm" />
      <Text c="dimmed">{children}</Text>
    </Group>
  );
}
