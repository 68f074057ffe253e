/**
 * Performance trends (spec 2 §2): a metric selector (default impressions), the series per day (per
 * week for 1y) and its Peak, Average and Trend, all computed by the server (GET /analytics/trends).
 */
import { DEFAULT_TREND_METRIC, type TrendMetric, trendMetrics } from '@ads-creative/contracts/analytics';
import type { TimeRange } from '@ads-creative/contracts/metrics';
import { AreaChart } from '@mantine/charts';
import { Group, Select, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight, IconMinus } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { LoadErrorAlert } from '../../../components/load-error-alert.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDay, formatMetric, formatSignedPercent } from '../analytics-format.ts';
import { TREND_METRIC_LABELS } from '../analytics-labels.ts';
import { useAnalyticsTrends } from '../api/analytics-trends-query.ts';
import { ScreenReaderTable } from './screen-reader-table.tsx';
import { SectionCard } from './section-card.tsx';
import { Stat } from './stat.tsx';

const metricOptions = trendMetrics.map((m) => ({ value: m, label: TREND_METRIC_LABELS[m] }));

function TrendValue({ trend }: { trend: number | null }) {
  if (trend === null) return <span>—</span>;
  const Arrow = trend === 0 ? IconMinus : trend > 0 ? IconArrowUpRight : IconArrowDownRight;
  const color = trend === 0 ? 'dimmed' : trend > 0 ? 'green' : 'red';
  return (
    <Group gap={4} wrap="nowrap" c={color}>
      <Arrow size={18} aria-hidden />
      <span>{formatSignedPercent(trend, 1)}</span>
    </Group>
  );
}

export function TrendsChart({ range }: { range: TimeRange }) {
  const [metric, setMetric] = useState<TrendMetric>(DEFAULT_TREND_METRIC);
  const trends = useAnalyticsTrends(range, metric);
  const label = TREND_METRIC_LABELS[metric];
  const weekly = trends.data?.granularity === 'week';
  const bucket = (day: string) => (weekly ? `Week of ${formatDay(day)}` : formatDay(day));

  const selector = (
    <Select
      aria-label="Metric"
      data={metricOptions}
      value={metric}
      onChange={(v) => v && setMetric(v as TrendMetric)}
      allowDeselect={false}
      w={160}
      size="xs"
    />
  );

  let body: ReactNode;
  if (trends.isError && !trends.data) {
    body = (
      <LoadErrorAlert
        title="Failed to load analytics"
        message={errorMessage(trends.error)}
        retryLabel="Retry"
        onRetry={() => void trends.refetch()}
      />
    );
  } else if (!trends.data) {
    body = <Skeleton height={300} aria-label="Loading trends" />;
  } else {
    const { series, stats } = trends.data;
    const points = series.map((p) => ({ day: bucket(p.timestamp), [label]: p.value }));
    body = (
      <>
        <SimpleGrid cols={{ base: 1, xs: 3 }} mb="md">
          <Stat
            label="Peak"
            value={
              stats.peak ? (
                <>
                  {formatMetric(metric, stats.peak.value)}{' '}
                  <Text span size="sm" c="dimmed" fw={400}>
                    {weekly ? `week of ${formatDay(stats.peak.timestamp)}` : `on ${formatDay(stats.peak.timestamp)}`}
                  </Text>
                </>
              ) : (
                '—'
              )
            }
          />
          <Stat label="Average" value={formatMetric(metric, stats.average)} />
          <Stat label="Trend" value={<TrendValue trend={stats.trend} />} hint="Second half of the period against the first half" />
        </SimpleGrid>
        <div aria-hidden>
          <AreaChart
            h={280}
            data={points}
            dataKey="day"
            series={[{ name: label, color: 'blue.6' }]}
            curveType="monotone"
            withDots={points.length <= 31}
            valueFormatter={(v) => formatMetric(metric, v)}
            gridAxis="y"
            tickLine="none"
            connectNulls={false}
          />
        </div>
        <ScreenReaderTable
          caption={`${label} per ${weekly ? 'week' : 'day'}`}
          columns={[weekly ? 'Week' : 'Day', label]}
          rows={series.map((p) => [bucket(p.timestamp), formatMetric(metric, p.value)])}
        />
      </>
    );
  }

  return (
    <SectionCard title="Performance Trends" actions={selector}>
      {body}
    </SectionCard>
  );
}
