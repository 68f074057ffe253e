/**
 * The global error boundary (spec 1 §8): any error thrown while rendering a route shows the toast
 * 'An unexpected error occurred. Please try again later.' and a way out. Used as the root route's
 * errorElement (whole screen) and inside the shell (the sidebar and headers stay usable).
 */
import { messages } from '@ads-creative/contracts/messages';
import { Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link, useRouteError } from 'react-router';
import { toast } from '../lib/toast.ts';

// One toast per error, even when React renders the boundary twice (StrictMode, re-renders).
const toasted = new WeakSet<object>();

export function RouteErrorFallback({ fullScreen = false }: { fullScreen?: boolean }) {
  const error = useRouteError();

  useEffect(() => {
    const key = typeof error === 'object' && error !== null ? error : { error };
    if (toasted.has(key)) return;
    toasted.add(key);
    console.error(error);
    toast.error(messages.unexpectedError);
  }, [error]);

  return (
    <Center h={fullScreen ? '100dvh' : 320} p="md">
      <Stack align="center" gap="sm" maw={420}>
        <Title order={2}>Something went wrong</Title>
        <Text c="dimmed" ta="center">
          {messages.unexpectedError}
        </Text>
        <Group>
          <Button variant="default" onClick={() => window.location.reload()}>
            Reload page
          </Button>
          <Button component={Link} to="/dashboard" reloadDocument>
            Go to Dashboard
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}
