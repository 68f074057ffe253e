/**
 * The ad as a Facebook feed post (spec 1 §2): page line, primary text, image or video, headline, description and
 * the call-to-action button. The button reads like the details grid (spec 1 §3): 'Shop Now - Mua ngay', 'Không hợp
 * lệ' for a code outside the list; an ad without a call to action has no button.
 */
import { type Ad, callToActionLabel } from '@ads-creative/contracts/ads';
import { Avatar, Box, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconWorld } from '@tabler/icons-react';
import { AdImage } from '../../../components/ad-image.tsx';
import { adMedia } from '../../../lib/ad-media.ts';

export function FacebookPreview({ ad }: { ad: Ad }) {
  const media = adMedia(ad);
  const pageName = ad.campaignName || 'Your Page';
  const callToAction = (ad.cta || ad.callToAction)?.trim();
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
        <AdImage ad={ad} radius={0} />
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
        {callToAction && (
          <Button
            variant="default"
            size="xs"
            tabIndex={-1}
            component="span"
            data-testid="preview-call-to-action"
            maw="50%"
            // The English and Vietnamese label can be long: it wraps rather than crowding out the headline.
            styles={{
              root: { flexShrink: 0, height: 'auto', minHeight: 30 },
              label: { whiteSpace: 'normal', textAlign: 'center', paddingBlock: 4 },
            }}
          >
            {callToActionLabel(callToAction)}
          </Button>
        )}
      </Group>
    </Card>
  );
}
