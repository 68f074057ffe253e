/**
 * Performance (implementation tracking, spec 2 §2, §3; issue 10: measured, not sample data): Total
 * Implemented, Average Impact, Success Rate, and the implementation history of the last 90 days (50 at most)
 * with each one's measured change and its outcome (SUCCESS, PARTIAL, FAILED, or 'Too early' / 'Inconclusive').
 */
import type { History, HistoryItem } from '@ads-creative/contracts/optimization';
import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import { useRecommendationAction } from '../api/recommendation-actions.ts';
import { useHistory } from '../api/results-queries.ts';
import { formatChange, formatDateTime, formatPercent } from '../optimization-format.ts';
import { typeLabel, VERDICT_COLORS, VERDICT_LABELS } from '../optimization-labels.ts';
import { Figure } from './figure.tsx';
import { QueryView } from './query-view.tsx';
import { confirmRevert } from './recommendation-actions.tsx';
import { MeasuredLine } from './recommendation-parts.tsx';

/** Undo from the history, as from the recommendation's card (POST …/{recommendationId}/revert; the history reloads). */
function RevertButton({ item }: { item: HistoryItem }) {
  const revert = useRecommendationAction();
  return (
    <Group>
      <Button
        size="xs"
        variant="light"
        color="orange"
        leftSection={<IconArrowBackUp size={14} />}
        loading={revert.isPending}
        onClick={async () => {
          if (await confirmRevert(item.title)) revert.mutate({ id: item.recommendationId, action: { kind: 'revert' } });
        }}
      >
        Revert
      </Button>
    </Group>
  );
}

function HistoryRow({ item }: { item: HistoryItem }) {
  const outcome = item.status ?? item.verdict;
  const titleId = `history-${item.id}`;
  return (
    <Card withBorder padding="sm" component="li" aria-labelledby={titleId}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text size="xs" fw={700} tt="uppercase" c="dimmed">
            {typeLabel(item.type)}
          </Text>
          <Badge color={VERDICT_COLORS[outcome]} variant="light" tt="none" aria-label={`Outcome: ${VERDICT_LABELS[outcome]}`}>
            {VERDICT_LABELS[outcome]}
          </Badge>
        </Group>
        <Text fw={600} id={titleId} style={{ overflowWrap: 'anywhere' }}>
          {item.title}
        </Text>
        <Text size="sm" c="dimmed" lineClamp={2}>
          {item.description}
        </Text>
        <Group gap="lg" wrap="wrap">
          <Figure
            label="Implemented"
            value={
              <Text span size="sm">
                {formatDateTime(item.implementedAt)}
              </Text>
            }
          />
          <Figure label="Actual impact" value={formatChange(item.actualImpact)} />
        </Group>
        {item.measuredImpact.map((m) => (
          <MeasuredLine key={m.horizonDays} m={m} />
        ))}
        {item.revertedAt && (
          <Text size="xs" c="dimmed">
            Reverted {formatDateTime(item.revertedAt)}
          </Text>
        )}
        {item.revertible && !item.revertedAt && <RevertButton item={item} />}
      </Stack>
    </Card>
  );
}

export function PerformanceTab() {
  return (
    <QueryView query={useHistory()} errorTitle="Failed to load implementation history">
      {(h) => <Tracking h={h} />}
    </QueryView>
  );
}

function Tracking({ h }: { h: History }) {
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" role="region" aria-label="Implementation tracking">
        <Figure card label="Total Implemented" value={h.totalImplemented} />
        <Figure
          card
          label="Average Impact"
          value={formatChange(h.averageImpact)}
          hint={h.averageImpact === null ? 'Not measured yet' : undefined}
        />
        <Figure
          card
          label="Success Rate"
          value={formatPercent(h.successRate)}
          hint={h.successRate === null ? 'None decided yet' : undefined}
        />
      </SimpleGrid>
      <Title order={3} size="h4">
        Implementation history
      </Title>
      {h.items.length === 0 ? (
        <Text c="dimmed">No recommendation was implemented in the last 90 days.</Text>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Implementation history">
          {h.items.map((item) => (
            <HistoryRow key={item.id} item={item} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
