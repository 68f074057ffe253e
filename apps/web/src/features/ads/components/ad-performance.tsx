/**
 * The ad's results on Facebook (detail page): impressions, reach, clicks, CTR, spend, conversions over
 * a time range, from the stored daily insights. CTR = clicks / impressions ('—' without impressions).
 * Sandbox and demo numbers carry a badge saying so.
 */
import { type TimeRange, timeRanges } from '@ads-creative/contracts/metrics';
import { Card, Group, SegmentedControl, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { MetricsSourceBadge } from '../../../components/metrics-source-badge.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatCompactNumber } from '../../../lib/format.ts';
import { useAdMetrics } from '../api/ad-metrics-query.ts';

export const ctrText = (clicks: number, impressions: number) => (impressions > 0 ? `${((clicks / impressions) * 100).toFixed(2)}%` : '—');

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={700} size="lg">
        {value}
      </Text>
    </Stack>
  );
}

export function AdPerformance({ adId }: { adId: number }) {
  const [range, setRange] = useState<TimeRange>('30d');
  const metrics = useAdMetrics(adId, range);
  const m = metrics.data;
  const money = (n: number) =>
    `${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}${m?.currency ? ` ${m.currency}` : ''}`;
  return (
    <Card withBorder padding="md" mb="xl">
      <Group justify="space-between" mb="sm">
        <Group gap="xs">
          <Title order={4}>Performance</Title>
          <MetricsSourceBadge source={m?.source} />
        </Group>
        <SegmentedControl
          size="xs"
          aria-label="Time range"
          data={[...timeRanges]}
          value={range}
          onChange={(v) => setRange(v as TimeRange)}
        />
      </Group>
      {metrics.isError ? (
        <Text c="red" size="sm">
          {errorMessage(metrics.error)}
        </Text>
      ) : !m ? (
        <Skeleton h={60} />
      ) : m.daily.length === 0 ? (
        <Text size="sm" c="dimmed">
          No performance data yet: publish the ad and sync its insights from Settings.
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }}>
          <Figure label="Impressions" value={formatCompactNumber(m.totals.impressions)} />
          <Figure label="Reach (sum of days)" value={formatCompactNumber(m.totals.reach)} />
          <Figure label="Clicks" value={formatCompactNumber(m.totals.clicks)} />
          <Figure label="CTR" value={ctrText(m.totals.clicks, m.totals.impressions)} />
          <Figure label="Spend" value={money(m.totals.spend)} />
          <Figure label="Conversions" value={formatCompactNumber(m.totals.conversions)} />
        </SimpleGrid>
      )}
    </Card>
  );
}
