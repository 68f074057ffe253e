/** Logout always asks first: 'Bạn có muốn đăng xuất?' with Yes/No (spec 1 §2 sidebar). */
import { messages } from '@ads-creative/contracts/messages';
import { modals } from '@mantine/modals';
import { useCallback } from 'react';
import { useAuth } from '../../lib/auth/use-auth.ts';

export function useConfirmLogout() {
  const { logout } = useAuth();
  return useCallback(
    () =>
      modals.openConfirmModal({
        title: messages.logoutConfirm,
        centered: true,
        labels: { confirm: 'Yes', cancel: 'No' },
        confirmProps: { color: 'red' },
        onConfirm: () => void logout(),
      }),
    [logout],
  );
}
