/** One figure of the campaign page (Budget, Total Ads, Duration): label, value, a line of detail. */
import { Card, Group, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';

export function StatCard({ label, value, detail, icon }: { label: string; value: string; detail?: string; icon: ReactNode }) {
  return (
    <Card withBorder padding="md" aria-label={label}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div>
          <Text size="sm" c="dimmed">
            {label}
          </Text>
          <Text fw={700} fz={24} lh={1.3}>
            {value}
          </Text>
          {detail && (
            <Text size="xs" c="dimmed">
              {detail}
            </Text>
          )}
        </div>
        <ThemeIcon variant="light" size={40} radius="md">
          {icon}
        </ThemeIcon>
      </Group>
    </Card>
  );
}
