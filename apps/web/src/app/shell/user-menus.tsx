/**
 * The avatar menus: the desktop user menu (Profile, Logout) and the mobile profile menu
 * (Profile, Settings, Logout). Logout asks for confirmation either way.
 */
import { Menu, Text, UnstyledButton } from '@mantine/core';
import { IconLogout, IconSettings, IconUser } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useAuth } from '../../lib/auth/use-auth.ts';
import { displayName } from '../../lib/user-initials.ts';
import { useConfirmLogout } from './confirm-logout.tsx';
import { UserAvatar } from './user-avatar.tsx';

export function UserMenu({ withSettings = false, label }: { withSettings?: boolean; label: string }) {
  const { user } = useAuth();
  const confirmLogout = useConfirmLogout();
  return (
    <Menu position="bottom-end" width={220} shadow="md">
      <Menu.Target>
        <UnstyledButton aria-label={label}>
          <UserAvatar size={36} alt={displayName(user)} />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} truncate>
            {displayName(user)}
          </Text>
          {user?.email && (
            <Text size="xs" c="dimmed" truncate>
              {user.email}
            </Text>
          )}
        </Menu.Label>
        <Menu.Item component={Link} to="/profile" leftSection={<IconUser size={16} />}>
          Profile
        </Menu.Item>
        {withSettings && (
          <Menu.Item component={Link} to="/settings" leftSection={<IconSettings size={16} />}>
            Settings
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={confirmLogout}>
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
