/** One campaign in the list (spec 1 §2): name, budget ('N/A'), status ('Unknown'), created date, total ads; Edit, Delete, View Details. */
import type { Campaign } from '@ads-creative/contracts/campaigns';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconEdit, IconEye, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { formatCompactNumber, formatCurrency, formatShortDate } from '../../../lib/format.ts';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500}>
        {value}
      </Text>
    </Group>
  );
}

interface Props {
  campaign: Campaign;
  onEdit: (campaign: Campaign) => void;
  onDelete: (campaign: Campaign) => void;
}

export function CampaignCard({ campaign, onEdit, onDelete }: Props) {
  return (
    <Card withBorder padding="md" component="article" aria-label={campaign.name}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs" mb="sm">
        <Title order={4} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
          {campaign.name}
        </Title>
        <StatusBadge status={campaign.status} style={{ flexShrink: 0 }} />
      </Group>
      <Stack gap={4} mb="md">
        <Fact label="Budget" value={campaign.budget === null ? 'N/A' : formatCurrency(campaign.budget)} />
        <Fact label="Total ads" value={formatCompactNumber(campaign.totalAds ?? campaign.adCount ?? 0)} />
        <Fact label="Created" value={formatShortDate(campaign.createdDate)} />
      </Stack>
      <Group gap="xs" mt="auto" justify="flex-end">
        <Button size="compact-sm" variant="default" leftSection={<IconEdit size={14} />} onClick={() => onEdit(campaign)}>
          Edit
        </Button>
        <Button size="compact-sm" variant="light" color="red" leftSection={<IconTrash size={14} />} onClick={() => onDelete(campaign)}>
          Delete
        </Button>
        <Button size="compact-sm" component={Link} to={`/campaigns/${campaign.id}`} leftSection={<IconEye size={14} />}>
          View Details
        </Button>
      </Group>
    </Card>
  );
}
