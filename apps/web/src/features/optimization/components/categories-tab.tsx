/** By Category (issue 10: from the user's real recommendations): per category the open, high-priority and implemented counts and the measured average impact. */
import type { CategoryStats } from '@ads-creative/contracts/optimization';
import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useCategoryStats } from '../api/results-queries.ts';
import { formatChange } from '../optimization-format.ts';
import { typeLabel } from '../optimization-labels.ts';
import { Figure } from './figure.tsx';
import { QueryView } from './query-view.tsx';

function CategoryCard({ c }: { c: CategoryStats }) {
  const id = `category-${c.category.replaceAll(' ', '-').toLowerCase()}`;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={3} size="h5" id={id}>
          {c.category}
        </Title>
        <SimpleGrid cols={2} spacing="xs">
          <Figure label="Open" value={c.open} />
          <Figure label="High priority" value={c.highPriority} />
          <Figure label="Implemented" value={c.implemented} />
          <Figure
            label="Average impact"
            value={formatChange(c.averageImpact)}
            hint={c.averageImpact === null ? 'Not measured yet' : undefined}
          />
        </SimpleGrid>
        <Group gap={4}>
          <Text size="xs" c="dimmed">
            Types: {c.types.map(typeLabel).join(', ')}
          </Text>
        </Group>
      </Stack>
    </Card>
  );
}

function CategoryGrid({ stats }: { stats: CategoryStats[] }) {
  if (stats.length === 0) return <Text c="dimmed">No recommendations yet: nothing to group by category.</Text>;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      {stats.map((c) => (
        <CategoryCard key={c.category} c={c} />
      ))}
    </SimpleGrid>
  );
}

export function CategoriesTab() {
  return (
    <QueryView query={useCategoryStats()} errorTitle="Failed to load categories">
      {(stats) => <CategoryGrid stats={stats} />}
    </QueryView>
  );
}
