/** The ad as a Facebook feed post (spec 1 §2): page line, primary text, image or video, headline, description and the button. */
import type { Ad } from '@ads-creative/contracts/ads';
import { Avatar, Box, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconWorld } from '@tabler/icons-react';
import { AdImage } from '../../../components/ad-image.tsx';
import { adMedia } from '../../../lib/ad-media.ts';
import { callToActionButtonText } from '../../../lib/labels.ts';

export function FacebookPreview({ ad }: { ad: Ad }) {
  const media = adMedia(ad);
  const pageName = ad.campaignName || 'Your Page';
  return (
    <Card withBorder padding={0} aria-label="Facebook preview">
      <Group gap="sm" p="sm" wrap="nowrap">
        <Avatar color="blue" radius="xl">
          {pageName.slice(0, 1).toUpperCase()}
        </Avatar>
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fw={600} size="sm" truncate>
            {pageName}
          </Text>
          <Group gap={4}>
            <Text size="xs" c="dimmed">
              Sponsored ·
            </Text>
            <IconWorld size={12} color="var(--mantine-color-dimmed)" />
          </Group>
        </Stack>
      </Group>
      {ad.primaryText && (
        <Text size="sm" px="sm" pb="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="preview-primary-text">
          {ad.primaryText}
        </Text>
      )}
      {media.kind === 'video' ? (
        // biome-ignore lint/a11y/useMediaCaption: ad creatives come without caption tracks
        <video controls style={{ width: '100%', display: 'block', maxHeight: 420, background: 'black' }}>
          <source src={media.url} type="video/mp4" />
          <source src={media.url} type="video/webm" />
        </video>
      ) : (
        <AdImage ad={ad} height={280} radius={0} />
      )}
      <Group justify="space-between" wrap="nowrap" gap="sm" p="sm" bg="var(--mantine-color-default-hover)">
        <Box style={{ minWidth: 0 }}>
          <Text fw={700} size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
            {ad.headline || ad.name}
          </Text>
          {ad.description && (
            <Text size="xs" c="dimmed" lineClamp={2}>
              {ad.description}
            </Text>
          )}
        </Box>
        <Button variant="default" size="xs" style={{ flexShrink: 0 }} tabIndex={-1} component="span">
          {callToActionButtonText(ad.cta ?? ad.callToAction)}
        </Button>
      </Group>
    </Card>
  );
}
