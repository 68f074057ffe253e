/**
 * 'What works for you' (decision 184): per creative tag, each value's lift against the rest of the account with its
 * 95 % interval (a bar from low to high around the 0 line: green wins, red loses, grey unclear), and one sentence
 * per value; values without enough evidence greyed with the reason. A switch picks CTR, CPA or ROAS.
 */
import {
  type CreativeAnalytics,
  type CreativeDimensionResult,
  type CreativeMetric,
  type CreativeVerdict,
  creativeMetrics,
  DEFAULT_CREATIVE_METRIC,
  whatWorksMessages as m,
} from '@ads-creative/contracts/creative-analytics';
import type { TimeRange } from '@ads-creative/contracts/metrics';
import { BarChart } from '@mantine/charts';
import { Alert, List, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { LoadErrorAlert } from '../../../components/load-error-alert.tsx';
import { useCreativeAnalytics } from '../../../lib/api/creative-analytics.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatSignedPercent } from '../analytics-format.ts';
import { valueLabel, verdictSentence } from '../what-works-text.ts';
import { ScreenReaderTable } from './screen-reader-table.tsx';
import { SectionCard } from './section-card.tsx';

const verdictColors: Record<CreativeVerdict, string> = {
  WINNER: 'teal.6',
  LOSER: 'red.6',
  UNCLEAR: 'gray.5',
  // Greyed in both themes: the border colour of the scheme (gray.4 light, dark.4 dark).
  NOT_ENOUGH_DATA: 'var(--mantine-color-default-border)',
};

const lift = (x: number | null) => formatSignedPercent(x, 0);
const MAX_CHARTED_LIFT = 300;

function DimensionBlock({ result, data }: { result: CreativeDimensionResult; data: CreativeAnalytics }) {
  const label = m.dimensionLabels[result.dimension];
  const charted = result.values.filter((v) => v.liftLow !== null && v.liftHigh !== null);
  const chartData = charted.map((v) => ({
    value: valueLabel(result.dimension, v.value),
    interval: [v.liftLow as number, v.liftHigh as number],
    color: verdictColors[v.verdict],
  }));
  // From −100 % (the least a lift can be) to the widest high, at most +300 %: wider bars run off the edge (the sentence has the numbers).
  const upper = Math.min(MAX_CHARTED_LIFT, Math.max(50, ...charted.map((v) => v.liftHigh as number)));
  return (
    <Stack gap="xs">
      <Title order={4} size="h5">
        {label}
      </Title>
      {chartData.length > 0 && (
        <div aria-hidden>
          <BarChart
            h={40 + 36 * chartData.length}
            data={chartData}
            dataKey="value"
            orientation="vertical"
            series={[{ name: 'interval', label: `${data.metric} vs the rest (95 % interval)`, color: 'indigo.6' }]}
            valueFormatter={(x: unknown) => (Array.isArray(x) ? `${lift(x[0])} … ${lift(x[1])}` : lift(x as number))}
            referenceLines={[{ x: 0, color: 'gray.6' }]}
            gridAxis="x"
            tickLine="none"
            xAxisProps={{ domain: [-100, Math.ceil(upper / 50) * 50], allowDataOverflow: true }}
            yAxisProps={{ width: 110 }}
          />
        </div>
      )}
      <ScreenReaderTable
        caption={`${label}: ${data.metric} against the rest of the account`}
        columns={['Value', 'Ads', 'Lift', 'Low', 'High', 'Verdict']}
        rows={result.values.map((v) => [
          valueLabel(result.dimension, v.value),
          String(v.ads),
          lift(v.liftVsRest),
          lift(v.liftLow),
          lift(v.liftHigh),
          m.verdictLabels[v.verdict],
        ])}
      />
      <List size="sm" spacing={4} listStyleType="none" aria-label={`${label}: verdicts`}>
        {result.values.map((v) => (
          <List.Item key={v.value} c={v.verdict === 'NOT_ENOUGH_DATA' ? 'dimmed' : undefined} data-verdict={v.verdict}>
            {verdictSentence(result.dimension, v, data)}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

export function WhatWorksSection({ range }: { range: TimeRange }) {
  const [metric, setMetric] = useState<CreativeMetric>(DEFAULT_CREATIVE_METRIC);
  const query = useCreativeAnalytics({ timeRange: range, metric });
  const data = query.data;
  const dimensions = data?.dimensions.filter((d) => d.values.length > 0) ?? [];
  return (
    <SectionCard
      title={m.title}
      actions={
        <SegmentedControl
          size="xs"
          aria-label="Metric"
          value={metric}
          onChange={(v) => setMetric(v as CreativeMetric)}
          data={creativeMetrics.map((x) => ({ value: x, label: x }))}
        />
      }
    >
      {query.isError && (
        <LoadErrorAlert
          title="Failed to load what works"
          message={errorMessage(query.error, 'Failed to load what works')}
          retryLabel="Retry"
          onRetry={() => void query.refetch()}
        />
      )}
      {query.isPending && <Text c="dimmed">Loading…</Text>}
      {data && (
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Each tag value against the rest of your account, with a 95 % interval that counts how much ads differ, not only how many
            impressions they had. A value needs {data.minImpressions.toLocaleString('en-US')} impressions and {data.minAds} ads, and so do
            the rest, before it gets a verdict.
          </Text>
          {data.untaggedAds > 0 && (
            <Alert color="gray" variant="light">
              {m.untagged(data.untaggedAds)}
            </Alert>
          )}
          {dimensions.length === 0 ? (
            <Text c="dimmed" ta="center" py="lg">
              {m.noTags}
            </Text>
          ) : (
            <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
              {dimensions.map((d) => (
                <DimensionBlock key={d.dimension} result={d} data={data} />
              ))}
            </SimpleGrid>
          )}
        </Stack>
      )}
    </SectionCard>
  );
}
