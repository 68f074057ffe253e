/** The header below the sm breakpoint: menu button, logo, page title and subtitle, create-ad button, profile menu. */
import { ActionIcon, Burger, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { Logo } from './logo.tsx';
import { mobilePageTitle, showsCreateAdButton } from './page-titles.ts';
import { UserMenu } from './user-menus.tsx';

export function MobileHeader({ navOpened, onToggleNav }: { navOpened: boolean; onToggleNav: () => void }) {
  const { pathname } = useLocation();
  const { title, subtitle } = mobilePageTitle(pathname);
  return (
    <Group h="100%" px="sm" gap="xs" wrap="nowrap" hiddenFrom="sm">
      <Burger opened={navOpened} onClick={onToggleNav} size="sm" aria-label="Toggle navigation" />
      <Logo compact />
      <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
        <Text fw={700} size="sm" truncate>
          {title}
        </Text>
        {subtitle && (
          <Text size="xs" c="dimmed" truncate>
            {subtitle}
          </Text>
        )}
      </Stack>
      {showsCreateAdButton(pathname) && (
        <ActionIcon component={Link} to="/ad/create" size="lg" aria-label="Create ad">
          <IconPlus size={18} />
        </ActionIcon>
      )}
      <UserMenu withSettings label="Profile menu" />
    </Group>
  );
}
