/**
 * The alerts above an auth form's fields: why the last try failed (red) and, where the form has one,
 * its confirmation once it worked (green).
 */
import { Alert } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';

interface Props {
  error: string | null;
  /** The confirmation, or false while there is none to show. */
  success?: string | false;
}

export function FormAlerts({ error, success = false }: Props) {
  return (
    <>
      {error && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} variant="light">
          {error}
        </Alert>
      )}
      {success && (
        <Alert color="green" icon={<IconCircleCheck size={18} />} variant="light">
          {success}
        </Alert>
      )}
    </>
  );
}
