/**
 * Above the KPIs: the time range selector, the period it covers in the user's time zone, and what the
 * numbers are made of (sandbox or demo data labelled; amounts left out for want of a USD rate; the attribution
 * of Facebook's conversions).
 */
import type { AnalyticsMeta } from '@ads-creative/contracts/analytics';
import { type TimeRange, timeRanges } from '@ads-creative/contracts/metrics';
import { Alert, Group, Loader, SegmentedControl, Stack, Text } from '@mantine/core';
import { MetricsSourceBadge } from '../../../components/metrics-source-badge.tsx';
import { formatShortDate } from '../../../lib/format.ts';
import { attributionLabel, TIME_RANGE_SHORT_LABELS } from '../analytics-labels.ts';

interface Props {
  range: TimeRange;
  onRangeChange: (range: TimeRange) => void;
  meta: AnalyticsMeta | undefined;
  loading: boolean;
}

export function RangeBar({ range, onRangeChange, meta, loading }: Props) {
  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="sm">
        <Group gap="sm">
          <SegmentedControl
            aria-label="Time range"
            data={timeRanges.map((r) => ({ value: r, label: TIME_RANGE_SHORT_LABELS[r] }))}
            value={range}
            onChange={(v) => onRangeChange(v as TimeRange)}
          />
          {loading && <Loader size="xs" aria-label="Loading" />}
        </Group>
        {meta && <MetricsSourceBadge sources={meta.metricsSources} />}
      </Group>
      {meta && (
        <Text size="sm" c="dimmed">
          {formatShortDate(meta.since)} – {formatShortDate(meta.until)} ({meta.timezone}), amounts in USD
        </Text>
      )}
      {meta && attributionLabel(meta.metricsSources) && (
        <Text size="sm" c="dimmed">
          {attributionLabel(meta.metricsSources)}
        </Text>
      )}
      {meta && meta.unconvertedCurrencies.length > 0 && (
        <Alert color="yellow" variant="light" p="xs">
          <Text size="sm">
            Amounts in {meta.unconvertedCurrencies.join(', ')} are left out: no USD exchange rate is configured for them.
          </Text>
        </Alert>
      )}
    </Stack>
  );
}
