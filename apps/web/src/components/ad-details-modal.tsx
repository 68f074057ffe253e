/**
 * The Ad Details dialog of the dashboard and the ads list (spec 1 §2): every field of the ad, its
 * media behind a 'View ad image/video' button (opening the media viewer), the created date, and OK.
 */
import type { Ad } from '@ads-creative/contracts/ads';
import { Button, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { adMedia } from '../lib/ad-media.ts';
import { formatShortDate } from '../lib/format.ts';
import { adTypeLabel, callToActionText } from '../lib/labels.ts';
import { MediaViewerModal } from './media-viewer-modal.tsx';
import { StatusBadge } from './status-badge.tsx';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text component="div" size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
        {children}
      </Text>
    </Stack>
  );
}

interface Props {
  ad: Ad | null;
  opened: boolean;
  onClose: () => void;
}

export function AdDetailsModal({ ad, opened, onClose }: Props) {
  const [mediaOpen, setMediaOpen] = useState(false);
  const hasMedia = ad ? adMedia(ad).kind !== 'none' : false;
  return (
    <>
      <Modal opened={opened} onClose={onClose} title="Ad Details" size="lg" centered>
        {ad && (
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
              <Field label="Name">{ad.name}</Field>
              <Field label="Campaign">{ad.campaignName || 'No Campaign'}</Field>
              <Field label="Ad type">{adTypeLabel(ad.adType)}</Field>
              <Field label="Status">
                <StatusBadge status={ad.status} />
              </Field>
            </SimpleGrid>
            <Field label="Headline">{ad.headline || '—'}</Field>
            <Field label="Description">{ad.description || '—'}</Field>
            <Field label="Primary text">{ad.primaryText || '—'}</Field>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
              <Field label="Call to action">{callToActionText(ad.callToAction)}</Field>
              <Field label="Created">{formatShortDate(ad.createdDate)}</Field>
            </SimpleGrid>
            <Field label="Media">
              {hasMedia ? (
                <Button variant="light" size="xs" leftSection={<IconPhoto size={14} />} onClick={() => setMediaOpen(true)}>
                  View ad image/video
                </Button>
              ) : (
                'No image/video for this ad'
              )}
            </Field>
            <Group justify="flex-end">
              <Button onClick={onClose}>OK</Button>
            </Group>
          </Stack>
        )}
      </Modal>
      <MediaViewerModal ad={ad} opened={opened && mediaOpen} onClose={() => setMediaOpen(false)} />
    </>
  );
}
