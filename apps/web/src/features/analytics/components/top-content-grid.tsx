/**
 * Top Performing Content (spec 2 §2, §9), keyed by contentId: rating badge, provider badge, headline,
 * content id, impressions, CTR, a score bar capped at 10,000, a trend arrow, and View (the ad that
 * shows it), Copy (the headline to the clipboard) and Analyze (its delivery over time).
 */
import type { TopContent } from '@ads-creative/contracts/analytics';
import { ActionIcon, Badge, Card, Group, Progress, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import { IconArrowDownRight, IconArrowRight, IconArrowUpRight, IconChartLine, IconCopy, IconExternalLink } from '@tabler/icons-react';
import { Link } from 'react-router';
import { toast } from '../../../lib/toast.ts';
import { formatCount, formatPercent } from '../analytics-format.ts';
import { providerName } from '../analytics-labels.ts';
import { type ContentRating, type ContentTrend, contentRating, contentTrend, scoreBarPercent } from '../analytics-rules.ts';
import { SectionCard } from './section-card.tsx';

const ratingColors: Record<ContentRating, string> = {
  Excellent: 'green',
  'Very Good': 'teal',
  Good: 'blue',
  Average: 'yellow',
  'Below Average': 'red',
};
const trendLook: Record<ContentTrend, { icon: typeof IconArrowUpRight; color: string }> = {
  up: { icon: IconArrowUpRight, color: 'green' },
  stable: { icon: IconArrowRight, color: 'gray' },
  down: { icon: IconArrowDownRight, color: 'red' },
};

function ContentCard({ content, onAnalyze }: { content: TopContent; onAnalyze: (c: TopContent) => void }) {
  const rating = contentRating(content.performanceScore);
  const trend = contentTrend(content.performanceScore);
  const Arrow = trendLook[trend].icon;
  const name = `content #${content.contentId}`;
  const copy = async () => {
    if (!content.headline) return;
    try {
      await navigator.clipboard.writeText(content.headline);
      toast.success('Headline copied to clipboard');
    } catch (error) {
      // No clipboard outside a secure context, or permission refused.
      console.warn('Could not copy the headline', error);
      toast.error('Could not copy the headline');
    }
  };
  return (
    <Card withBorder padding="md" component="article" aria-label={`Content #${content.contentId}`}>
      <Group justify="space-between" mb="xs" gap="xs">
        <Badge color={ratingColors[rating]} variant="light">
          {rating}
        </Badge>
        <Badge color="gray" variant="outline">
          {providerName(content.aiProvider)}
        </Badge>
      </Group>
      <Text fw={600} lineClamp={2} mb={2}>
        {content.headline ?? 'No headline'}
      </Text>
      <Text size="xs" c="dimmed" mb="sm">
        Content #{content.contentId}
      </Text>
      <Group gap="lg" mb="sm">
        <Stack gap={0}>
          <Text size="xs" c="dimmed">
            Impressions
          </Text>
          <Text fw={600} title={String(content.impressions)}>
            {formatCount(content.impressions)}
          </Text>
        </Stack>
        <Stack gap={0}>
          <Text size="xs" c="dimmed">
            CTR
          </Text>
          <Text fw={600}>{formatPercent(content.ctr)}</Text>
        </Stack>
        <Group gap={2} c={trendLook[trend].color} ml="auto" aria-label={`Trend: ${trend}`} role="img">
          <Arrow size={20} aria-hidden />
        </Group>
      </Group>
      <Group justify="space-between" gap={4}>
        <Text size="xs" c="dimmed">
          Performance score
        </Text>
        <Text size="xs" fw={600}>
          {content.performanceScore.toLocaleString('en-US')} / 10,000
        </Text>
      </Group>
      <Progress
        value={scoreBarPercent(content.performanceScore)}
        color={ratingColors[rating]}
        mb="sm"
        aria-label={`Performance score ${content.performanceScore} of 10000`}
      />
      <Group gap="xs" justify="flex-end">
        <Tooltip label="View ad">
          <ActionIcon component={Link} to={`/ads/${content.adId}`} variant="light" aria-label={`View the ad of ${name}`}>
            <IconExternalLink size={16} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label="Copy headline">
          <ActionIcon variant="light" onClick={() => void copy()} disabled={!content.headline} aria-label={`Copy the headline of ${name}`}>
            <IconCopy size={16} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label="Analyze">
          <ActionIcon variant="light" onClick={() => onAnalyze(content)} aria-label={`Analyze ${name}`}>
            <IconChartLine size={16} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Card>
  );
}

export function TopContentGrid({ items, onAnalyze }: { items: TopContent[]; onAnalyze: (c: TopContent) => void }) {
  return (
    <SectionCard title="Top Performing Content">
      {items.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg">
          No AI content has delivered in this period.
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {items.map((c) => (
            <ContentCard key={c.contentId} content={c} onAnalyze={onAnalyze} />
          ))}
        </SimpleGrid>
      )}
    </SectionCard>
  );
}
