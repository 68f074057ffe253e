/**
 * The sidebar (SIDEBAR_WIDTH when open): 'Back to Dashboard' away from the dashboard, the
 * destinations, then the user's initials, name and e-mail and a Logout that asks first.
 */
import { AppShell, Button, Divider, em, Group, NavLink, px, ScrollArea, Stack, Text, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft, IconLogout } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { useAuth } from '../../lib/auth/use-auth.ts';
import { displayName } from '../../lib/user-initials.ts';
import { ColorSchemeToggle } from './color-scheme-toggle.tsx';
import { useConfirmLogout } from './confirm-logout.tsx';
import { isActive, navItems } from './nav-items.ts';
import { UserAvatar } from './user-avatar.tsx';

export function Sidebar() {
  const { pathname } = useLocation();
  const { user } = useAuth();
  const confirmLogout = useConfirmLogout();
  const theme = useMantineTheme();
  const isPhone = useMediaQuery(`(max-width: ${em(Number(px(theme.breakpoints.sm)) - 0.1)})`, false, { getInitialValueInEffect: false });
  return (
    <>
      <AppShell.Section grow component={ScrollArea} p="sm">
        <nav aria-label="Main navigation">
          {pathname !== '/dashboard' && (
            <NavLink component={Link} to="/dashboard" label="Back to Dashboard" leftSection={<IconArrowLeft size={18} />} mb="xs" />
          )}
          {navItems.map((item) => (
            <NavLink
              key={item.to}
              component={Link}
              to={item.to}
              label={item.label}
              leftSection={<item.icon size={18} />}
              active={isActive(item, pathname)}
              aria-current={isActive(item, pathname) ? 'page' : undefined}
            />
          ))}
        </nav>
      </AppShell.Section>
      <Divider />
      <AppShell.Section p="sm">
        <Group gap="sm" wrap="nowrap" mb="sm">
          <UserAvatar size={40} alt={displayName(user)} />
          <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
            <Text size="sm" fw={600} truncate>
              {user?.name || user?.username || user?.email}
            </Text>
            {user?.email && (
              <Text size="xs" c="dimmed" truncate>
                {user.email}
              </Text>
            )}
          </Stack>
          {/* The top header, which has this toggle, is hidden on phones. Rendered only there (not just
              hidden by CSS) so the page never holds two controls with the same name. */}
          {isPhone && <ColorSchemeToggle />}
        </Group>
        <Button fullWidth variant="light" color="red" leftSection={<IconLogout size={16} />} onClick={confirmLogout}>
          Logout
        </Button>
      </AppShell.Section>
    </>
  );
}
