/**
 * AI content (spec 2 §2): generated, selected and the selection rate (one decimal), content types,
 * the selection rate per provider, the top contents' metrics and the quality insights of §9; 'No
 * Content Data' when nothing was generated in the period.
 */
import { type ContentAnalytics, contentTypes } from '@ads-creative/contracts/analytics';
import { BarChart, BarsList } from '@mantine/charts';
import { Alert, Grid, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBulb, IconFileOff } from '@tabler/icons-react';
import { formatCount, formatPercent } from '../analytics-format.ts';
import { CONTENT_TYPE_LABELS, providerName } from '../analytics-labels.ts';
import { selectionRateInsight, volumeInsight } from '../analytics-rules.ts';
import { ScreenReaderTable } from './screen-reader-table.tsx';
import { SectionCard } from './section-card.tsx';
import { Stat } from './stat.tsx';

const insightColors: Record<string, string> = {
  excellent: 'green',
  good: 'teal',
  average: 'yellow',
  poor: 'red',
  high: 'green',
  moderate: 'teal',
  growing: 'blue',
  building: 'gray',
};

export function ContentChart({ content }: { content: ContentAnalytics }) {
  if (content.totalContentGenerated === 0) {
    return (
      <SectionCard title="AI Content">
        <Stack align="center" gap={4} py="lg">
          <IconFileOff size={32} aria-hidden />
          <Title order={4}>No Content Data</Title>
          <Text size="sm" c="dimmed" ta="center">
            No AI content was generated for saved ads in this period.
          </Text>
        </Stack>
      </SectionCard>
    );
  }
  const types = contentTypes.map((t) => ({ type: CONTENT_TYPE_LABELS[t], Count: content.contentTypeDistribution[t] }));
  const providers = Object.entries(content.aiProviderPerformance).map(([id, rate]) => ({ name: providerName(id), value: rate }));
  const summary = content.topContentSummary;
  const insights = [selectionRateInsight(content.selectionRate), volumeInsight(content.totalContentGenerated)].filter((i) => i !== null);

  return (
    <SectionCard title="AI Content">
      <SimpleGrid cols={{ base: 3 }} mb="md">
        <Stat label="Total Generated" value={formatCount(content.totalContentGenerated)} />
        <Stat label="Selected" value={formatCount(content.selectedContent)} />
        <Stat label="Selection Rate" value={formatPercent(content.selectionRate, 1)} />
      </SimpleGrid>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Text size="sm" fw={600} mb="xs">
            Content types
          </Text>
          <div aria-hidden>
            <BarChart
              h={200}
              data={types}
              dataKey="type"
              series={[{ name: 'Count', color: 'pink.6' }]}
              gridAxis="y"
              tickLine="none"
              valueFormatter={(v) => formatCount(v)}
            />
          </div>
          <ScreenReaderTable caption="Content types" columns={['Type', 'Count']} rows={types.map((t) => [t.type, formatCount(t.Count)])} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Text size="sm" fw={600} mb="xs">
            Selection rate by provider
          </Text>
          {providers.length === 0 ? (
            <Text size="sm" c="dimmed">
              —
            </Text>
          ) : (
            <BarsList data={providers} valueFormatter={(v) => formatPercent(v, 1)} barsLabel="Provider" valueLabel="Selected" />
          )}
        </Grid.Col>
      </Grid>
      <Title order={4} size="h5" mt="lg" mb="xs">
        Top content
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 4 }} mb="md">
        <Stat label="Count" value={formatCount(summary.count)} />
        <Stat
          label="Avg Performance Score"
          value={summary.averagePerformanceScore === null ? '—' : Math.round(summary.averagePerformanceScore).toLocaleString('en-US')}
        />
        <Stat label="Total Impressions" value={formatCount(summary.totalImpressions)} />
        <Stat label="Avg CTR" value={formatPercent(summary.averageCTR)} />
      </SimpleGrid>
      <Stack gap="xs">
        {insights.map((i) => (
          <Alert key={i.level} color={insightColors[i.level]} variant="light" icon={<IconBulb size={16} />} p="xs">
            <Text size="sm">{i.text}</Text>
          </Alert>
        ))}
      </Stack>
    </SectionCard>
  );
}
