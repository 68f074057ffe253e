/** The narrow centred card the single-purpose auth pages (reset password, auth success) sit in. */
import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function CenteredCard({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <Container size={440} px={{ base: 'sm', sm: 'md' }} py={{ base: 'xl', sm: 80 }}>
      <Text ta="center" fw={700} size="lg" mb="md">
        Ads Creative
      </Text>
      <Paper withBorder shadow="sm" radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <div>
            <Title order={1} size="h3">
              {title}
            </Title>
            {subtitle && (
              <Text size="sm" c="dimmed">
                {subtitle}
              </Text>
            )}
          </div>
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}
