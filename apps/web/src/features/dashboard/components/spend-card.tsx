/**
 * What the user's ads have spent, from the synced daily insights (issue 8), beside the spec's four
 * counts, in USD with no decimals like every amount of spec 1 §9. Shown once there are performance numbers;
 * sandbox and demo numbers carry their badge (docs/decisions/088-labelling-sandbox-and-demo-numbers.md).
 */
import type { MetricSource } from '@ads-creative/contracts/metrics';
import { Card, Group, Text, ThemeIcon } from '@mantine/core';
import { IconCurrencyDollar } from '@tabler/icons-react';
import { MetricsSourceBadge } from '../../../components/metrics-source-badge.tsx';
import { formatCurrency } from '../../../lib/format.ts';

export function SpendCard({ totalSpent, sources }: { totalSpent: number; sources: readonly MetricSource[] }) {
  return (
    <Card withBorder padding="md" role="group" aria-label="Total Spent">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div>
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              Total Spent
            </Text>
            <MetricsSourceBadge sources={sources} />
          </Group>
          <Text fw={700} fz={28} lh={1.2}>
            {formatCurrency(totalSpent)}
          </Text>
          <Text size="xs" c="dimmed">
            Across all your published ads, from their synced insights
          </Text>
        </div>
        <ThemeIcon variant="light" color="orange" size={40} radius="md" visibleFrom="xs">
          <IconCurrencyDollar size={22} />
        </ThemeIcon>
      </Group>
    </Card>
  );
}
