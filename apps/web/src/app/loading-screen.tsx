/** The centered spinner shown while the signed-in state is being worked out (spec 1 §2 route guard). */
import { Center, Loader, Stack, Text } from '@mantine/core';

export function LoadingScreen() {
  return (
    <Center h="100dvh" role="status">
      <Stack align="center" gap="sm">
        <Loader />
        <Text c="dimmed">Loading...</Text>
      </Stack>
    </Center>
  );
}
