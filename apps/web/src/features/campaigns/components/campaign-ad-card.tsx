/** An ad on its campaign's page (spec 1 §2): image, name, description, status; view, edit and delete. */
import type { Ad } from '@ads-creative/contracts/ads';
import { ActionIcon, Card, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconEdit, IconEye, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { AdImage } from '../../../components/ad-image.tsx';
import { StatusBadge } from '../../../components/status-badge.tsx';

export function CampaignAdCard({ ad, onDelete }: { ad: Ad; onDelete: (ad: Ad) => void }) {
  return (
    <Card withBorder padding="sm" component="article" aria-label={ad.name}>
      <Card.Section>
        <AdImage ad={ad} height={140} radius={0} />
      </Card.Section>
      <Stack gap={6} mt="sm">
        <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          <Text fw={600} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
            {ad.name}
          </Text>
          <StatusBadge status={ad.status} style={{ flexShrink: 0 }} />
        </Group>
        <Text size="sm" c="dimmed" lineClamp={2}>
          {ad.description || ad.headline || 'No description'}
        </Text>
        <Group gap={4} justify="flex-end">
          <Tooltip label="View ad">
            <ActionIcon component={Link} to={`/ads/${ad.id}`} variant="subtle" aria-label={`View ${ad.name}`}>
              <IconEye size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Edit ad">
            <ActionIcon component={Link} to={`/ads/${ad.id}/edit`} variant="subtle" aria-label={`Edit ${ad.name}`}>
              <IconEdit size={18} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Delete ad">
            <ActionIcon variant="subtle" color="red" onClick={() => onDelete(ad)} aria-label={`Delete ${ad.name}`}>
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Stack>
    </Card>
  );
}
