/** The page while its first data loads: the shapes of the KPI cards, the trends chart and the blocks below. */
import { SimpleGrid, Skeleton, Stack } from '@mantine/core';

const KPI_SLOTS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];

export function AnalyticsSkeleton() {
  return (
    <Stack gap="lg" aria-busy="true" aria-label="Loading analytics">
      <Skeleton height={36} width={320} maw="100%" />
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }}>
        {KPI_SLOTS.map((k) => (
          <Skeleton key={k} height={112} />
        ))}
      </SimpleGrid>
      <Skeleton height={380} />
      <Skeleton height={320} />
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <Skeleton height={360} />
        <Skeleton height={360} />
      </SimpleGrid>
    </Stack>
  );
}
