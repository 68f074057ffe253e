/** Placeholder cards while a list loads (spec 1 §2: 8 skeleton cards for campaigns and ads). */
import { Card, SimpleGrid, Skeleton, Stack } from '@mantine/core';

const KEYS = Array.from({ length: 8 }, (_, i) => `skeleton-${i}`);

export function CardSkeletonGrid({ count = 8, withImage = false }: { count?: number; withImage?: boolean }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" aria-busy="true" aria-label="Loading">
      {KEYS.slice(0, count).map((key) => (
        <Card key={key} withBorder padding="md" data-testid="card-skeleton">
          <Stack gap="sm">
            {withImage && <Skeleton height={128} />}
            <Skeleton height={18} width="70%" />
            <Skeleton height={12} width="40%" />
            <Skeleton height={12} />
            <Skeleton height={12} width="85%" />
            <Skeleton height={30} mt="xs" />
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
