/** The header from the sm breakpoint up: sidebar toggle, logo, dark-mode toggle, notification bell, user menu. */
import { Burger, Group } from '@mantine/core';
import { ColorSchemeToggle } from './color-scheme-toggle.tsx';
import { Logo } from './logo.tsx';
import { NotificationBell } from './notification-bell.tsx';
import { UserMenu } from './user-menus.tsx';

export function TopHeader({ navOpened, onToggleNav }: { navOpened: boolean; onToggleNav: () => void }) {
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" visibleFrom="sm">
      <Group gap="sm" wrap="nowrap">
        <Burger opened={navOpened} onClick={onToggleNav} size="sm" aria-label="Toggle sidebar" />
        <Logo />
      </Group>
      <Group gap="sm" wrap="nowrap">
        <ColorSchemeToggle />
        <NotificationBell />
        <UserMenu label="User menu" />
      </Group>
    </Group>
  );
}
