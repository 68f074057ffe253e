/**
 * One ad in the list (spec 1 §2): image 192x128 (a placeholder when missing or broken), status,
 * name, campaign ('No Campaign'), type ('Unknown Type'), headline, description, call to action
 * ('None'), created date; Edit, Delete, View Details.
 */
import type { Ad } from '@ads-creative/contracts/ads';
import { Box, Button, Card, Flex, Group, Stack, Text, Title } from '@mantine/core';
import { IconEdit, IconEye, IconTrash } from '@tabler/icons-react';
import { AdImage } from '../../../components/ad-image.tsx';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { formatShortDate } from '../../../lib/format.ts';
import { adTypeLabel, callToActionText } from '../../../lib/labels.ts';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Text size="sm" lineClamp={1}>
      <Text span c="dimmed" size="sm">
        {label}:{' '}
      </Text>
      {value}
    </Text>
  );
}

interface Props {
  ad: Ad;
  onEdit: (ad: Ad) => void;
  onDelete: (ad: Ad) => void;
  onView: (ad: Ad) => void;
}

export function AdCard({ ad, onEdit, onDelete, onView }: Props) {
  return (
    <Card withBorder padding="md" component="article" aria-label={ad.name}>
      <Flex gap="md" direction={{ base: 'column', xs: 'row' }} align="flex-start">
        <Box style={{ flexShrink: 0 }}>
          <AdImage ad={ad} width={192} height={128} />
        </Box>
        <Stack gap={4} w="100%" style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
            <Title order={4} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
              {ad.name}
            </Title>
            <StatusBadge status={ad.status} style={{ flexShrink: 0 }} />
          </Group>
          <Fact label="Campaign" value={ad.campaignName || 'No Campaign'} />
          <Fact label="Type" value={adTypeLabel(ad.adType)} />
          <Fact label="Call to action" value={callToActionText(ad.callToAction)} />
          <Fact label="Created" value={formatShortDate(ad.createdDate)} />
        </Stack>
      </Flex>
      <Stack gap={2} mt="sm">
        {ad.headline && (
          <Text fw={600} size="sm" lineClamp={1}>
            {ad.headline}
          </Text>
        )}
        {ad.description && (
          <Text size="sm" c="dimmed" lineClamp={2}>
            {ad.description}
          </Text>
        )}
      </Stack>
      <Group gap="xs" mt="md" justify="flex-end">
        <Button size="compact-sm" variant="default" leftSection={<IconEdit size={14} />} onClick={() => onEdit(ad)}>
          Edit
        </Button>
        <Button size="compact-sm" variant="light" color="red" leftSection={<IconTrash size={14} />} onClick={() => onDelete(ad)}>
          Delete
        </Button>
        <Button size="compact-sm" leftSection={<IconEye size={14} />} onClick={() => onView(ad)}>
          View Details
        </Button>
      </Group>
    </Card>
  );
}
