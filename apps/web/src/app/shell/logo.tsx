/** The product mark and name, leading to the dashboard. */
import { Group, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { Link } from 'react-router';

export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <UnstyledButton component={Link} to="/dashboard" aria-label="Ads Creative home">
      <Group gap={8} wrap="nowrap">
        <ThemeIcon variant="gradient" gradient={{ from: 'indigo', to: 'cyan' }} size={compact ? 'md' : 'lg'} radius="md">
          <IconSparkles size={compact ? 16 : 20} />
        </ThemeIcon>
        {!compact && (
          <Text fw={700} size="lg">
            Ads Creative
          </Text>
        )}
      </Group>
    </UnstyledButton>
  );
}
