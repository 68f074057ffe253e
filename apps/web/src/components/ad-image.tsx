/**
 * An ad's picture; when there is none, or it fails to load, a placeholder takes its place (spec 1 §2, §8).
 * In a fixed box the whole creative shows (letterboxed), since its headline and button are part of it;
 * without a height it keeps its own proportions, as Facebook shows it.
 */
import { Center, Image, Text } from '@mantine/core';
import { IconPhoto, IconPlayerPlay } from '@tabler/icons-react';
import { useState } from 'react';
import { type AdMediaFields, adMedia } from '../lib/ad-media.ts';

interface Props {
  ad: AdMediaFields & { name: string };
  width?: number | string;
  /** Omitted: the picture's own proportions (the placeholder is then 200 px high). */
  height?: number;
  radius?: string | number;
}

export function AdImage({ ad, width = '100%', height, radius = 'sm' }: Props) {
  const media = adMedia(ad);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const url = media.kind === 'image' ? media.url : null;

  if (url && failedUrl !== url) {
    return (
      <Image
        src={url}
        alt={ad.name}
        w={width}
        h={height ?? 'auto'}
        fit="contain"
        bg="var(--mantine-color-default-hover)"
        radius={radius}
        onError={() => setFailedUrl(url)}
      />
    );
  }
  return (
    <Center
      w={width}
      h={height ?? 200}
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
