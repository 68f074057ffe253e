/**
 * Analyze a top content: its delivery over the page's range, day by day (GET /analytics/ad/{adId}).
 * Delivery is measured per ad; a top content is the selected content of its ad, so the ad's numbers
 * are the content's.
 */
import type { TopContent } from '@ads-creative/contracts/analytics';
import type { TimeRange } from '@ads-creative/contracts/metrics';
import { LineChart } from '@mantine/charts';
import { Anchor, Modal, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { LoadErrorAlert } from '../../../components/load-error-alert.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatCount, formatDay, formatPercent, formatRoi, formatUsd, formatUsdCents } from '../analytics-format.ts';
import { TIME_RANGE_LABELS } from '../analytics-labels.ts';
import { useAdAnalytics } from '../api/ad-analytics-query.ts';
import { ScreenReaderTable } from './screen-reader-table.tsx';
import { Stat } from './stat.tsx';

interface Props {
  content: TopContent | null;
  range: TimeRange;
  onClose: () => void;
}

function AnalyzeBody({ content, range }: { content: TopContent; range: TimeRange }) {
  const analytics = useAdAnalytics(content.adId, range);
  if (analytics.isError)
    return (
      <LoadErrorAlert
        title="Failed to load analytics"
        message={errorMessage(analytics.error)}
        retryLabel="Retry"
        onRetry={() => void analytics.refetch()}
      />
    );
  if (!analytics.data) return <Skeleton height={260} aria-label="Loading content analytics" />;
  const { ad, kpis, daily } = analytics.data;
  const points = daily.map((d) => ({ day: formatDay(d.date), Impressions: d.impressions, Clicks: d.clicks }));
  return (
    <Stack gap="md">
      <Text size="sm">
        {content.headline ?? 'No headline'} · shown in{' '}
        <Anchor component={Link} to={`/ads/${ad.adId}`}>
          {ad.adName}
        </Anchor>{' '}
        · {TIME_RANGE_LABELS[range]}
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 3 }}>
        <Stat label="Impressions" value={formatCount(kpis.impressions)} />
        <Stat label="Clicks" value={formatCount(kpis.clicks)} />
        <Stat label="CTR" value={formatPercent(kpis.ctr)} />
        <Stat label="Spend" value={formatUsd(kpis.spent)} />
        <Stat label="CPC" value={formatUsdCents(kpis.cpc)} />
        <Stat label="ROI" value={formatRoi(kpis.roi)} />
      </SimpleGrid>
      <div aria-hidden>
        <LineChart
          h={220}
          data={points}
          dataKey="day"
          series={[
            { name: 'Impressions', color: 'indigo.6' },
            { name: 'Clicks', color: 'orange.6', yAxisId: 'right' },
          ]}
          withRightYAxis
          withLegend
          withDots={false}
          curveType="monotone"
          gridAxis="y"
          tickLine="none"
          valueFormatter={(v) => formatCount(v)}
        />
      </div>
      <ScreenReaderTable
        caption="Delivery per day"
        columns={['Day', 'Impressions', 'Clicks', 'CTR', 'Spend']}
        rows={daily.map((d) => [
          formatDay(d.date),
          formatCount(d.impressions),
          formatCount(d.clicks),
          formatPercent(d.ctr),
          formatUsd(d.spend),
        ])}
      />
    </Stack>
  );
}

export function ContentAnalyzeModal({ content, range, onClose }: Props) {
  return (
    <Modal opened={content !== null} onClose={onClose} title={content ? `Content #${content.contentId} over time` : ''} size="xl" centered>
      {content && <AnalyzeBody content={content} range={range} />}
    </Modal>
  );
}
