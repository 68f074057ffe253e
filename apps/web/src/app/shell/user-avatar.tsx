/** The signed-in user's picture, or their initials when there is none or it fails to load. */
import { Avatar, type AvatarProps } from '@mantine/core';
import { useAuth } from '../../lib/auth/use-auth.ts';
import { userInitials } from '../../lib/user-initials.ts';

export function UserAvatar(props: AvatarProps) {
  const { user } = useAuth();
  return (
    <Avatar src={user?.avatarUrl || null} color="indigo" radius="xl" {...props}>
      {userInitials(user)}
    </Avatar>
  );
}
