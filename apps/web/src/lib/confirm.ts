/**
 * A yes/no question in a modal, as a promise: true when confirmed; false when declined or closed
 * any other way (×, Escape, a click outside), so callers can say what a refusal means.
 */
import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';

export interface ConfirmOptions {
  title: string;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** A red confirm button, for what cannot be undone. */
  danger?: boolean;
}

export function confirmDialog({
  title,
  message,
  confirmLabel = 'Yes',
  cancelLabel = 'No',
  danger = false,
}: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title,
      children: message,
      centered: true,
      // Above an open edit dialog.
      zIndex: 400,
      labels: { confirm: confirmLabel, cancel: cancelLabel },
      confirmProps: danger ? { color: 'red' } : undefined,
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}
