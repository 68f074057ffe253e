/** /notifications (spec 2 §2): every past toast kept in this browser, newest first. No server calls. */
import { Paper, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { NotificationItem } from '../../components/notification-item.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useNotificationHistory } from '../../lib/toast.ts';

const time = (ts: string) => {
  const t = new Date(ts).getTime();
  return Number.isNaN(t) ? 0 : t;
};

export function NotificationsPage() {
  const history = useNotificationHistory();
  // The history is stored newest first already; sorting keeps that true for entries written out of order.
  const sorted = useMemo(() => [...history].sort((a, b) => time(b.timestamp) - time(a.timestamp)), [history]);

  return (
    <>
      <PageHeader title="All notifications" />
      {sorted.length === 0 ? (
        <Text c="dimmed">You don't have any notifications.</Text>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {sorted.map((t) => (
            <Paper key={t.id} component="li" withBorder p="md" radius="md">
              <NotificationItem toast={t} />
            </Paper>
          ))}
        </Stack>
      )}
    </>
  );
}
