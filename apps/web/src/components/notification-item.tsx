/**
 * One past toast, as the bell dropdown and /notifications list it: an icon by type (success, error,
 * warning, otherwise info), the title (or the type), the message and the vi-VN date and time.
 */
import { Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertCircle, IconAlertTriangle, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { formatDateTimeVi } from '../lib/format.ts';
import type { Toast } from '../lib/toast.ts';

const looks = {
  success: { color: 'green', Icon: IconCircleCheck },
  error: { color: 'red', Icon: IconAlertCircle },
  warning: { color: 'yellow', Icon: IconAlertTriangle },
  info: { color: 'blue', Icon: IconInfoCircle },
} as const;

/** History written by older builds may hold any type; those read as info. */
const kindOf = (type: string): keyof typeof looks => (type === 'success' || type === 'error' || type === 'warning' ? type : 'info');

export function NotificationItem({ toast, compact = false }: { toast: Toast; compact?: boolean }) {
  const kind = kindOf(toast.type);
  const { color, Icon } = looks[kind];
  return (
    <Group align="flex-start" gap="sm" wrap="nowrap">
      <ThemeIcon color={color} variant="light" radius="xl" size={compact ? 'md' : 'lg'} role="img" aria-label={`${kind} notification`}>
        <Icon size={compact ? 16 : 20} />
      </ThemeIcon>
      <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
        <Text fw={600} size="sm" tt={toast.title ? undefined : 'capitalize'}>
          {toast.title || toast.type}
        </Text>
        <Text size="sm" lineClamp={compact ? 2 : undefined} style={{ overflowWrap: 'anywhere' }}>
          {toast.message}
        </Text>
        <Text size="xs" c="dimmed">
          {formatDateTimeVi(toast.timestamp)}
        </Text>
      </Stack>
    </Group>
  );
}
