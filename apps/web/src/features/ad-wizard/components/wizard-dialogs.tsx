/** The wizard's small dialogs (spec 1 §2): Confirm Save, Extraction Failed (Go Back / Continue) and Media Preview. */
import { generationMessages } from '@ads-creative/contracts/generation';
import { Button, Group, Image, Modal, Stack, Text } from '@mantine/core';

export function ConfirmSaveModal({ opened, onCancel, onConfirm }: { opened: boolean; onCancel: () => void; onConfirm: () => void }) {
  return (
    <Modal opened={opened} onClose={onCancel} title="Confirm Save" centered>
      <Stack>
        <Text>{generationMessages.confirmSave}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button onClick={onConfirm}>Save</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

interface ExtractionFailedProps {
  opened: boolean;
  /** The server's reason, when it gave one (e.g. Ad Library import not configured). */
  reason: string | null;
  onGoBack: () => void;
  onContinue: () => void;
}

export function ExtractionFailedModal({ opened, reason, onGoBack, onContinue }: ExtractionFailedProps) {
  return (
    <Modal opened={opened} onClose={onGoBack} title="Extraction Failed" centered>
      <Stack>
        <Text>{generationMessages.extractionFailed}</Text>
        {reason && (
          <Text size="sm" c="dimmed">
            {reason}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onGoBack}>
            Go Back
          </Button>
          <Button onClick={onContinue}>Continue</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

export function MediaPreviewModal({ url, onClose }: { url: string | null; onClose: () => void }) {
  return (
    <Modal opened={url !== null} onClose={onClose} title="Media Preview" size="xl" centered>
      {url && <Image src={url} alt="Ad media preview" fit="contain" mah="75vh" radius="sm" />}
    </Modal>
  );
}
