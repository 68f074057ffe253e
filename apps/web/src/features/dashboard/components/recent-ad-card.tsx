/** An ad under 'Recent Ads' (spec 1 §2): image, name, campaign, status, type, headline, description, date, View. */
import type { Ad } from '@ads-creative/contracts/ads';
import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { AdImage } from '../../../components/ad-image.tsx';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { formatShortDate } from '../../../lib/format.ts';
import { adTypeLabel } from '../../../lib/labels.ts';

export function RecentAdCard({ ad, onView }: { ad: Ad; onView: (ad: Ad) => void }) {
  return (
    <Card withBorder padding="sm" component="article" aria-label={ad.name}>
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <AdImage ad={ad} width={80} height={80} />
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
            <Text fw={600} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
              {ad.name}
            </Text>
            <StatusBadge status={ad.status} style={{ flexShrink: 0 }} />
          </Group>
          <Text size="xs" c="dimmed" lineClamp={2}>
            {ad.campaignName || 'No Campaign'} · {adTypeLabel(ad.adType)}
          </Text>
          {ad.headline && (
            <Text size="sm" fw={500} lineClamp={1}>
              {ad.headline}
            </Text>
          )}
          {ad.description && (
            <Text size="sm" c="dimmed" lineClamp={1}>
              {ad.description}
            </Text>
          )}
          <Group justify="space-between" mt={4}>
            <Text size="xs" c="dimmed">
              {formatShortDate(ad.createdDate)}
            </Text>
            <Button size="compact-xs" variant="light" onClick={() => onView(ad)} aria-label={`View ${ad.name}`}>
              View
            </Button>
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}
