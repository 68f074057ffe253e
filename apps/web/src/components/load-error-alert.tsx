/** A failed load: a title from the spec, the server's message, and a retry button with the spec's wording. */
import { Alert, Button, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

interface Props {
  title: string;
  message?: string;
  retryLabel: string;
  onRetry: () => void;
  /** When retrying cannot help (an address that is not valid). */
  retryDisabled?: boolean;
}

export function LoadErrorAlert({ title, message, retryLabel, onRetry, retryDisabled = false }: Props) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title={title}>
      {message && (
        <Text size="sm" mb="sm">
          {message}
        </Text>
      )}
      <Button size="xs" variant="light" color="red" onClick={onRetry} disabled={retryDisabled}>
        {retryLabel}
      </Button>
    </Alert>
  );
}
