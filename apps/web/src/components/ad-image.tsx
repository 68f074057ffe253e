/** An ad's picture at a fixed size; when there is none, or it fails to load, a placeholder takes its place (spec 1 §2, §8). */
import { Center, Image, Text } from '@mantine/core';
import { IconPhoto, IconPlayerPlay } from '@tabler/icons-react';
import { useState } from 'react';
import { type AdMediaFields, adMedia } from '../lib/ad-media.ts';

interface Props {
  ad: AdMediaFields & { name: string };
  width?: number | string;
  height: number;
  radius?: string | number;
}

export function AdImage({ ad, width = '100%', height, radius = 'sm' }: Props) {
  const media = adMedia(ad);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const url = media.kind === 'image' ? media.url : null;

  if (url && failedUrl !== url) {
    return <Image src={url} alt={ad.name} w={width} h={height} fit="cover" radius={radius} onError={() => setFailedUrl(url)} />;
  }
  return (
    <Center
      w={width}
      h={height}
      bg="var(--mantine-color-default-hover)"
      style={{ borderRadius: radius === 0 ? 0 : 'var(--mantine-radius-sm)', flexShrink: 0 }}
      data-testid="ad-image-placeholder"
      aria-label={media.kind === 'video' ? 'Video ad' : 'No image'}
      role="img"
    >
      {media.kind === 'video' ? (
        <IconPlayerPlay size={32} color="var(--mantine-color-dimmed)" />
      ) : (
        <Text c="dimmed" component="span" display="flex">
          <IconPhoto size={32} />
        </Text>
      )}
    </Center>
  );
}
