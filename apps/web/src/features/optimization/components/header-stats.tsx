/** The header's three numbers (spec 2 §2): Active Recommendations, High Priority, Potential Impact, from GET /api/optimization/summary. */
import { Group, Skeleton, Text } from '@mantine/core';
import { useHeaderSummary } from '../api/summary-query.ts';
import { formatPercent } from '../optimization-format.ts';
import { Figure } from './figure.tsx';
import { POTENTIAL_IMPACT_HINT } from './summary-cards.tsx';

export function HeaderStats() {
  const summary = useHeaderSummary();
  if (summary.isError)
    return (
      <Text size="sm" c="red" role="alert">
        Summary unavailable: {summary.error.message}
      </Text>
    );
  const s = summary.data;
  if (!s) return <Skeleton height={48} maw={420} aria-label="Loading" />;
  return (
    <Group gap="xl" role="region" aria-label="Optimization summary">
      <Figure label="Active Recommendations" value={s.totalRecommendations} />
      <Figure label="High Priority" value={s.highPriorityCount} />
      <Figure label="Potential Impact" value={formatPercent(s.totalPotentialImpact)} hint={POTENTIAL_IMPACT_HINT} />
    </Group>
  );
}
