/**
 * Shown while recommendations are selected (PENDING ones, and failed ones: accepting retries them, decision 152): how
 * many, Accept selected, Dismiss selected, Clear (spec 2 §4).
 */
import { Button, Card, Group, Text } from '@mantine/core';

interface Props {
  count: number;
  busy: boolean;
  onAccept: () => void;
  onDismiss: () => void;
  onClear: () => void;
}

export function BatchBar({ count, busy, onAccept, onDismiss, onClear }: Props) {
  if (count === 0) return null;
  return (
    <Card withBorder padding="sm" role="region" aria-label="Selected recommendations">
      <Group justify="space-between" gap="sm">
        <Text size="sm" fw={600}>
          {count} selected
        </Text>
        <Group gap="xs">
          <Button size="xs" color="green" onClick={onAccept} loading={busy}>
            Accept selected
          </Button>
          <Button size="xs" variant="light" color="red" onClick={onDismiss} disabled={busy}>
            Dismiss selected
          </Button>
          <Button size="xs" variant="subtle" color="gray" onClick={onClear} disabled={busy}>
            Clear
          </Button>
        </Group>
      </Group>
    </Card>
  );
}
