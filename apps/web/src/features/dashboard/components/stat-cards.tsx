/** The four counts of the dashboard (spec 1 §2), abbreviated K/M. */
import type { DashboardStats } from '@ads-creative/contracts/dashboard';
import { Card, Group, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconPhoto, IconPlayerPlay, IconSpeakerphone, IconTrendingUp } from '@tabler/icons-react';
import { formatCompactNumber } from '../../../lib/format.ts';

export function StatCards({ stats }: { stats: DashboardStats }) {
  const cards = [
    { label: 'Total Campaigns', value: stats.totalCampaigns, icon: IconSpeakerphone, color: 'indigo' },
    { label: 'Total Ads', value: stats.totalAds, icon: IconPhoto, color: 'violet' },
    { label: 'Active Campaigns', value: stats.activeCampaigns, icon: IconTrendingUp, color: 'green' },
    { label: 'Active Ads', value: stats.activeAds, icon: IconPlayerPlay, color: 'teal' },
  ];
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
      {cards.map((c) => (
        <Card key={c.label} withBorder padding="md" role="group" aria-label={c.label}>
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <div>
              <Text size="sm" c="dimmed">
                {c.label}
              </Text>
              <Text fw={700} fz={28} lh={1.2} title={String(c.value)}>
                {formatCompactNumber(c.value)}
              </Text>
            </div>
            <ThemeIcon variant="light" color={c.color} size={40} radius="md" visibleFrom="xs">
              <c.icon size={22} />
            </ThemeIcon>
          </Group>
        </Card>
      ))}
    </SimpleGrid>
  );
}
