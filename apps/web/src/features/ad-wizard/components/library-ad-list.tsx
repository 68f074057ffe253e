/** Ads of the Ad Library panel (search results or imported ads): page, headline, copy, a link to the ad, and 'Use this ad'. */
import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCheck, IconExternalLink, IconPlus } from '@tabler/icons-react';
import { type LibraryAd, linksHaveAd } from '../library-ads.ts';

interface Props {
  ads: LibraryAd[];
  links: string[];
  onUse: (adId: string) => void;
}

export function LibraryAdList({ ads, links, onUse }: Props) {
  return (
    <Stack gap="xs">
      {ads.map((ad) => {
        const used = linksHaveAd(links, ad.id);
        return (
          <Paper key={ad.id} withBorder p="sm" radius="md" role="article" aria-label={`Ad ${ad.id} by ${ad.pageName ?? 'an unknown page'}`}>
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text size="sm" fw={600}>
                  {ad.pageName ?? 'Unknown page'}
                </Text>
                {ad.headline && (
                  <Text size="sm" fw={500}>
                    {ad.headline}
                  </Text>
                )}
                <Text size="sm" c={ad.body ? undefined : 'dimmed'} lineClamp={4} style={{ whiteSpace: 'pre-line' }}>
                  {ad.body ?? 'No ad copy in the Ad Library.'}
                </Text>
                <Anchor href={ad.url} target="_blank" rel="noopener noreferrer" size="xs">
                  <Group gap={4} component="span">
                    View in Ad Library <IconExternalLink size={12} />
                  </Group>
                </Anchor>
              </Stack>
              <Button
                size="xs"
                variant={used ? 'subtle' : 'light'}
                leftSection={used ? <IconCheck size={14} /> : <IconPlus size={14} />}
                disabled={used}
                onClick={() => onUse(ad.id)}
                style={{ flexShrink: 0 }}
              >
                {used ? 'Added' : 'Use this ad'}
              </Button>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
