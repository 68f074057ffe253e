/**
 * One of the dashboard's "recent" columns (spec 1 §2): a titled section with its 'View all' link, the
 * newest items as a stack of cards, or an empty card with a button that creates the first one.
 */
import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface Props<T> {
  title: string;
  link: { to: string; label: string };
  items: T[];
  renderItem: (item: T) => ReactNode;
  empty: { title: string; text: string; action: { to: string; label: string } };
}

export function RecentSection<T>({ title, link, items, renderItem, empty }: Props<T>) {
  const id = `${title.toLowerCase().replaceAll(' ', '-')}-title`;
  return (
    <section aria-labelledby={id}>
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Title order={3} size="h4" id={id}>
          {title}
        </Title>
        <Anchor component={Link} to={link.to} size="sm">
          {link.label}
        </Anchor>
      </Group>
      {items.length === 0 ? (
        <Card withBorder padding="xl">
          <Stack align="center" gap="xs">
            <Text fw={600}>{empty.title}</Text>
            <Text size="sm" c="dimmed" ta="center">
              {empty.text}
            </Text>
            <Button component={Link} to={empty.action.to} size="xs" variant="light">
              {empty.action.label}
            </Button>
          </Stack>
        </Card>
      ) : (
        <Stack gap="sm">{items.map(renderItem)}</Stack>
      )}
    </section>
  );
}
