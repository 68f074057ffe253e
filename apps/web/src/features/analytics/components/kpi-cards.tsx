/** The eight KPI cards (spec 2 §2) with their growth badges against the previous period. */
import type { KpiMetrics } from '@ads-creative/contracts/analytics';
import { Badge, Card, Group, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import {
  IconArrowDownRight,
  IconArrowUpRight,
  IconBrain,
  IconClick,
  IconCoin,
  IconEye,
  IconPhoto,
  IconPigMoney,
  IconSpeakerphone,
  IconTrendingUp,
} from '@tabler/icons-react';
import { formatGrowth } from '../analytics-format.ts';
import { KPI_CARDS, kpiText, mantineColor } from '../kpi-cards.ts';

const icons: Record<string, typeof IconEye> = {
  'Total Campaigns': IconSpeakerphone,
  'Total Ads': IconPhoto,
  'Total Impressions': IconEye,
  'Average CTR': IconClick,
  'Total Budget': IconCoin,
  ROI: IconTrendingUp,
  'AI Content Generated': IconBrain,
  'AI Cost Savings': IconPigMoney,
};

function GrowthBadge({ growth }: { growth: number | null }) {
  const color = growth === null || growth === 0 ? 'gray' : growth > 0 ? 'green' : 'red';
  const Arrow = growth !== null && growth < 0 ? IconArrowDownRight : IconArrowUpRight;
  const text = formatGrowth(growth);
  return (
    <Badge
      color={color}
      variant="light"
      size="sm"
      leftSection={growth !== null && growth !== 0 ? <Arrow size={12} aria-hidden /> : undefined}
      aria-label={growth === null ? 'Growth: no data in the previous period' : `Growth against the previous period: ${text}`}
    >
      {text}
    </Badge>
  );
}

export function KpiCards({ kpis }: { kpis: KpiMetrics }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="md" component="section" aria-label="Key metrics">
      {KPI_CARDS.map((card) => {
        const Icon = icons[card.label] ?? IconTrendingUp;
        const raw = kpis[card.value];
        return (
          <Card key={card.label} withBorder padding="md" role="group" aria-label={card.label} data-color={card.color}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <div>
                <Text size="sm" c="dimmed">
                  {card.label}
                </Text>
                <Text fw={700} fz={26} lh={1.2} title={raw === null ? undefined : String(raw)}>
                  {kpiText(card, kpis)}
                </Text>
              </div>
              <ThemeIcon variant="light" color={mantineColor(card.color)} size={40} radius="md">
                <Icon size={22} aria-hidden />
              </ThemeIcon>
            </Group>
            {card.growth && (
              <Group gap={6} mt="xs">
                <GrowthBadge growth={kpis[card.growth]} />
                <Text size="xs" c="dimmed">
                  vs previous period
                </Text>
              </Group>
            )}
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
