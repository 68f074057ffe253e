/** An edit dialog's Cancel and Save buttons: Cancel is off while saving, Save shows that it is saving. */
import { Button, Group } from '@mantine/core';

export function FormDialogActions({ onCancel, saving }: { onCancel: () => void; saving: boolean }) {
  return (
    <Group justify="flex-end" mt="sm">
      <Button variant="default" onClick={onCancel} disabled={saving}>
        Cancel
      </Button>
      <Button type="submit" loading={saving}>
        Save
      </Button>
    </Group>
  );
}
