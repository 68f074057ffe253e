/** Any path no route matches: says so and offers the way home ('/' then sends the user on by their sign-in state). */
import { messages } from '@ads-creative/contracts/messages';
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from 'react-router';

export function NotFoundPage() {
  useDocumentTitle(`${messages.pageNotFound} | Ads Creative`);
  return (
    <Center mih="100dvh" px="md">
      <Stack align="center" gap="sm" ta="center" maw={420}>
        <Text fz={64} fw={800} c="dimmed" lh={1} aria-hidden>
          404
        </Text>
        <Title order={1} size="h2">
          {messages.pageNotFound}
        </Title>
        <Text c="dimmed">The page you are looking for does not exist or has been moved.</Text>
        <Button component={Link} to="/" mt="sm">
          Return to Home
        </Button>
      </Stack>
    </Center>
  );
}
