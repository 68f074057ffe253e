/** The top header's bell: how many past toasts there are, and the 5 newest in a dropdown (spec 2 §2). */
import { NOTIFICATION_DROPDOWN_COUNT } from '@ads-creative/contracts/constants';
import { ActionIcon, Anchor, Divider, Indicator, Popover, ScrollArea, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBell } from '@tabler/icons-react';
import { Link } from 'react-router';
import { NotificationItem } from '../../components/notification-item.tsx';
import { useNotificationHistory } from '../../lib/toast.ts';

export function NotificationBell() {
  const history = useNotificationHistory();
  const [opened, { toggle, close }] = useDisclosure(false);
  const newest = history.slice(0, NOTIFICATION_DROPDOWN_COUNT);
  const count = history.length;

  return (
    // The bell lives in the fixed header and never scrolls out of view, so the dropdown need not hide
    // itself when its anchor looks detached (which layout-less renderers such as jsdom always report).
    <Popover
      opened={opened}
      onChange={(o) => !o && close()}
      onDismiss={close}
      position="bottom-end"
      width={340}
      shadow="md"
      withArrow
      hideDetached={false}
    >
      {/* The popover's ARIA state goes on the button: on the badge's wrapper it is not allowed. */}
      <Indicator label={count > 99 ? '99+' : count} disabled={count === 0} size={16} offset={4} color="red">
        <Popover.Target>
          <ActionIcon variant="default" size="lg" aria-label="Notifications" onClick={toggle}>
            <IconBell size={18} />
          </ActionIcon>
        </Popover.Target>
      </Indicator>
      <Popover.Dropdown p="sm">
        <Text fw={600} mb="xs">
          Notifications
        </Text>
        {newest.length === 0 ? (
          <Text size="sm" c="dimmed" py="sm">
            You don't have any notifications.
          </Text>
        ) : (
          <ScrollArea.Autosize mah={460}>
            <Stack gap="sm">
              {newest.map((t) => (
                <NotificationItem key={t.id} toast={t} compact />
              ))}
            </Stack>
          </ScrollArea.Autosize>
        )}
        <Divider my="sm" />
        <Anchor component={Link} to="/notifications" size="sm" onClick={close}>
          Check all notifications
        </Anchor>
      </Popover.Dropdown>
    </Popover>
  );
}
