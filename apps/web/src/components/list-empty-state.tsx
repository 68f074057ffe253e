/** A list with nothing in it yet (spec 1 §2): an icon, a title, one line of text and the button that creates the first one. */
import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface Props {
  icon: ReactNode;
  title: string;
  text: string;
  action: { to: string; label: string };
}

export function ListEmptyState({ icon, title, text, action }: Props) {
  return (
    <Center py={64}>
      <Stack align="center" gap="sm" maw={360}>
        <ThemeIcon size={56} radius="xl" variant="light">
          {icon}
        </ThemeIcon>
        <Title order={3}>{title}</Title>
        <Text c="dimmed" ta="center">
          {text}
        </Text>
        <Button component={Link} to={action.to} leftSection={<IconPlus size={16} />}>
          {action.label}
        </Button>
      </Stack>
    </Center>
  );
}
