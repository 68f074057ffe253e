/**
 * One recommendation as a card or as a list row (spec 2 §2): type, priority, title, description, target,
 * expected impact, category, up to 3 tags, status, the expiry warning, an apply failure, the measured impact
 * and the actions; a check box selects a PENDING or failed one for the batch actions.
 */
import type { RecommendationView } from '@ads-creative/contracts/optimization';
import { Card, Checkbox, Group, Stack, Text, Title } from '@mantine/core';
import { typeLabel } from '../optimization-labels.ts';
import { canSelect, RecommendationActions, type RecommendationHandlers } from './recommendation-actions.tsx';
import {
  ApplyFailure,
  ExpectedImpact,
  ExpiryWarning,
  MeasuredImpactList,
  PriorityBadge,
  StatusIndicator,
  Tags,
} from './recommendation-parts.tsx';

interface Props {
  r: RecommendationView;
  h: RecommendationHandlers;
  now: Date;
  layout: 'cards' | 'list';
}

function SelectBox({ r, h }: { r: RecommendationView; h: RecommendationHandlers }) {
  if (!canSelect(r)) return null;
  return <Checkbox aria-label={`Select ${r.title}`} checked={h.selected.has(r.id)} onChange={() => h.onToggleSelected(r.id)} />;
}

function Facts({ r }: { r: RecommendationView }) {
  return (
    <Group gap="lg" wrap="wrap" align="flex-start">
      <Stack gap={2}>
        <Text size="xs" c="dimmed">
          Target
        </Text>
        <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
          {r.targetEntityName}
        </Text>
      </Stack>
      <Stack gap={2}>
        <Text size="xs" c="dimmed">
          Category
        </Text>
        <Text size="sm">{r.category}</Text>
      </Stack>
    </Group>
  );
}

export function RecommendationCard({ r, h, now, layout }: Props) {
  const titleId = `recommendation-${r.id}-title`;
  const heading = (
    <Group gap="xs" wrap="wrap">
      <SelectBox r={r} h={h} />
      <Text size="xs" fw={700} tt="uppercase" c="dimmed">
        {typeLabel(r.type)}
      </Text>
      <PriorityBadge priority={r.priority} />
    </Group>
  );
  const title = (
    <Title order={3} size="h5" id={titleId} style={{ overflowWrap: 'anywhere' }}>
      {r.title}
    </Title>
  );
  const details = (
    <>
      <Facts r={r} />
      <ExpectedImpact impact={r.expectedImpact} />
      <Tags tags={r.tags} />
      <ExpiryWarning r={r} now={now} />
      <ApplyFailure r={r} onRetry={() => h.onAccept(r)} onGiveUp={() => h.onDismiss(r)} busy={h.busyId === r.id} />
      <MeasuredImpactList items={r.measuredImpact} />
    </>
  );

  if (layout === 'list')
    return (
      <Card withBorder padding="sm" component="article" aria-labelledby={titleId}>
        <Group justify="space-between" align="flex-start" gap="md" wrap="wrap">
          <Stack gap={6} style={{ flex: '1 1 320px', minWidth: 0 }}>
            {heading}
            {title}
            <Text size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
              {r.description}
            </Text>
            {details}
          </Stack>
          <Stack gap="xs" align="flex-start">
            <StatusIndicator r={r} />
            <RecommendationActions r={r} h={h} />
          </Stack>
        </Group>
      </Card>
    );

  return (
    <Card withBorder padding="md" component="article" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap" align="flex-start">
          {heading}
          <StatusIndicator r={r} />
        </Group>
        {title}
        <Text size="sm" lineClamp={4} style={{ overflowWrap: 'anywhere' }}>
          {r.description}
        </Text>
        {details}
        <RecommendationActions r={r} h={h} />
      </Stack>
    </Card>
  );
}
