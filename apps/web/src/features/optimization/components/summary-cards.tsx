/** The dashboard's four summary cards (spec 2 §2, §3): Total Recommendations, High Priority, Potential Impact, Ready to Implement. */
import type { RecommendationsSummary } from '@ads-creative/contracts/optimization';
import { SimpleGrid } from '@mantine/core';
import { formatPercent } from '../optimization-format.ts';
import { Figure } from './figure.tsx';

export const POTENTIAL_IMPACT_HINT = 'Confidence-weighted sum of the expected changes';

export function SummaryCards({ summary }: { summary: RecommendationsSummary }) {
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm" role="region" aria-label="Summary">
      <Figure card label="Total Recommendations" value={summary.totalRecommendations} />
      <Figure card label="High Priority" value={summary.highPriorityRecommendations} />
      <Figure card label="Potential Impact" value={formatPercent(summary.totalPotentialImpact)} hint={POTENTIAL_IMPACT_HINT} />
      <Figure card label="Ready to Implement" value={summary.implementableRecommendations} />
    </SimpleGrid>
  );
}
