/** The media dialog (spec 1 §2): the ad's image, or its video with mp4 and webm sources, or 'No image/video for this ad'. */
import { Image, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { type AdMediaFields, adMedia } from '../lib/ad-media.ts';

interface Props {
  ad: (AdMediaFields & { name: string }) | null;
  opened: boolean;
  onClose: () => void;
}

export function MediaViewerModal({ ad, opened, onClose }: Props) {
  const found = ad ? adMedia(ad) : ({ kind: 'none' } as const);
  // A file that cannot be loaded is no better than none.
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  const media = found.kind !== 'none' && found.url === brokenUrl ? ({ kind: 'none' } as const) : found;
  return (
    <Modal opened={opened} onClose={onClose} title={ad ? `Media: ${ad.name}` : 'Media'} size="lg" centered zIndex={300}>
      {media.kind === 'image' && (
        <Image src={media.url} alt={ad?.name ?? 'Ad image'} fit="contain" mah="70vh" radius="sm" onError={() => setBrokenUrl(media.url)} />
      )}
      {media.kind === 'video' && (
        // biome-ignore lint/a11y/useMediaCaption: ad creatives come without caption tracks
        <video
          controls
          onError={() => setBrokenUrl(media.url)}
          style={{ width: '100%', maxHeight: '70vh', borderRadius: 'var(--mantine-radius-sm)' }}
          data-testid="ad-video"
        >
          <source src={media.url} type="video/mp4" />
          {/* The browser reports a video it cannot play on its last source. */}
          <source src={media.url} type="video/webm" onError={() => setBrokenUrl(media.url)} />
          Your browser cannot play this video.
        </video>
      )}
      {media.kind === 'none' && (
        <Text c="dimmed" ta="center" py="xl">
          No image/video for this ad
        </Text>
      )}
    </Modal>
  );
}
