/** A campaign under 'Recent Campaigns' (spec 1 §2): name, objective, status, budget in $, ad count, created date, 'View Details'. */
import type { Campaign } from '@ads-creative/contracts/campaigns';
import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { formatCompactNumber, formatCurrency, formatShortDate } from '../../../lib/format.ts';
import { humanizeCode } from '../../../lib/labels.ts';

export function RecentCampaignCard({ campaign }: { campaign: Campaign }) {
  const ads = campaign.adCount;
  return (
    <Card withBorder padding="md" component="article" aria-label={campaign.name}>
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fw={600} lineClamp={1} style={{ overflowWrap: 'anywhere' }}>
            {campaign.name}
          </Text>
          <Text size="sm" c="dimmed">
            {humanizeCode(campaign.objective)}
          </Text>
        </Stack>
        <StatusBadge status={campaign.status} style={{ flexShrink: 0 }} />
      </Group>
      <Group justify="space-between" align="flex-end" mt="sm" gap="sm">
        <Group gap="lg">
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              Budget
            </Text>
            <Text size="sm" fw={500}>
              {campaign.budget === null ? 'N/A' : formatCurrency(campaign.budget)}
            </Text>
          </Stack>
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              Ads
            </Text>
            <Text size="sm" fw={500}>
              {formatCompactNumber(ads)} {ads === 1 ? 'ad' : 'ads'}
            </Text>
          </Stack>
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              Created
            </Text>
            <Text size="sm" fw={500}>
              {formatShortDate(campaign.createdDate)}
            </Text>
          </Stack>
        </Group>
        <Button component={Link} to={`/campaigns/${campaign.id}`} size="xs" variant="light">
          View Details
        </Button>
      </Group>
    </Card>
  );
}
