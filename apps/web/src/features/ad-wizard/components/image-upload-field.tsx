/**
 * The optional image of step 2 (spec 1 §2, §5, §8): images only, at most 10485760 bytes (refused
 * here before any upload with the spec's message), a progress bar while it uploads over
 * POST /api/upload/image, the spec's success and failure toasts ('Unable to upload file. Please try
 * again.' for any failure but the size, whose reason shows under the field), and a Remove button.
 */
import { UPLOAD_ACCEPT, UPLOAD_MAX_BYTES, uploadImageTypes, uploadMessages } from '@ads-creative/contracts/uploads';
import { Button, FileButton, Group, Image, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { uploadFile } from '../../../lib/upload-file.ts';
import type { UploadedFile } from '../wizard-values.ts';

/** Spec 1 §7: POST /upload/image is the upload "with progress" (/upload/media is the plain one). */
const UPLOAD_PATH = '/upload/image';

interface Props {
  value: UploadedFile | null;
  onUploaded: (file: UploadedFile) => void;
  onRemove: () => void;
  onUploadingChange?: (uploading: boolean) => void;
}

export function ImageUploadField({ value, onUploaded, onRemove, onUploadingChange }: Props) {
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const resetRef = useRef<() => void>(null);

  const pick = async (file: File | null) => {
    resetRef.current?.();
    if (!file) return;
    setError(null);
    if (file.size > UPLOAD_MAX_BYTES) {
      setError(uploadMessages.fileTooLarge);
      toast.error(uploadMessages.fileTooLarge);
      return;
    }
    if (file.type && !(uploadImageTypes as readonly string[]).includes(file.type)) {
      // As for a refusal by the server: the reason under the field, the spec's words in the toast.
      setError(uploadMessages.unsupportedType);
      toast.error(uploadMessages.uploadFailed);
      return;
    }
    setProgress(0);
    onUploadingChange?.(true);
    try {
      const res = await uploadFile(file, { path: UPLOAD_PATH, onProgress: setProgress });
      onUploaded({ name: file.name, url: res.fileUrl });
      toast.success(uploadMessages.uploadSucceeded);
    } catch (e) {
      // The server's reason (wrong type, damaged image) under the field; the spec's words in the toast.
      if (e instanceof ApiError && e.code) setError(e.message);
      toast.error(uploadMessages.uploadFailed);
    } finally {
      setProgress(null);
      onUploadingChange?.(false);
    }
  };

  const uploading = progress !== null;
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        Image (optional)
      </Text>
      <Paper withBorder p="md" radius="md" style={{ borderStyle: 'dashed' }}>
        {value ? (
          <Group wrap="nowrap" align="center">
            <Image src={value.url} alt={value.name} w={96} h={96} fit="cover" radius="sm" />
            <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
              <Text size="sm" fw={500} truncate>
                {value.name}
              </Text>
              <Text size="xs" c="dimmed">
                This image is used for every variation.
              </Text>
            </Stack>
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} />}
              onClick={() => {
                setError(null);
                onRemove();
              }}
            >
              Remove
            </Button>
          </Group>
        ) : (
          <Stack align="center" gap="xs">
            <IconPhotoUp size={32} color="var(--mantine-color-dimmed)" />
            <FileButton onChange={pick} accept={UPLOAD_ACCEPT} resetRef={resetRef} disabled={uploading}>
              {(props) => (
                <Button {...props} variant="light" disabled={uploading}>
                  {uploading ? 'Uploading...' : 'Upload image'}
                </Button>
              )}
            </FileButton>
            <Text size="xs" c="dimmed">
              {uploadMessages.hint}
            </Text>
            {uploading && (
              <Stack gap={2} w="100%">
                <Progress value={progress} aria-label="Upload progress" animated />
                <Text size="xs" c="dimmed" ta="center">
                  {progress}%
                </Text>
              </Stack>
            )}
          </Stack>
        )}
      </Paper>
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
