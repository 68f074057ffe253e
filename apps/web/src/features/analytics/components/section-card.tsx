/** One block of the analytics page: a bordered card with a heading, optional controls on the right, and its content. */
import { Card, Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface Props {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}

export function SectionCard({ title, actions, children }: Props) {
  const id = `analytics-${title.toLowerCase().replaceAll(/[^a-z0-9]+/g, '-')}`;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={id}>
      <Group justify="space-between" align="center" mb="md" gap="sm">
        <Title order={3} size="h4" id={id}>
          {title}
        </Title>
        {actions && <Group gap="xs">{actions}</Group>}
      </Group>
      {children}
    </Card>
  );
}
