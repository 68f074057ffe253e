/**
 * 'Previously imported': the advertisers the user has imported Ad Library ads from (GET /api/scrape/creators)
 * and, for the one chosen, their ads (GET /api/scrape/creators/{id}/ads), to use again without searching.
 */
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCreatorAds } from '../api/creator-ads-query.ts';
import { useImportedCreators } from '../api/imported-creators-query.ts';
import { fromImport } from '../library-ads.ts';
import { LibraryAdList } from './library-ad-list.tsx';

interface Props {
  /** The tab is shown: only then are the advertisers read. */
  active: boolean;
  links: string[];
  onUse: (adId: string) => void;
}

const failed = (error: unknown) => (
  <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title="Could not load the imported ads">
    {errorMessage(error)}
  </Alert>
);

export function ImportedLibraryAds({ active, links, onUse }: Props) {
  const creators = useImportedCreators(active);
  const [pageId, setPageId] = useState<string | null>(null);
  const ads = useCreatorAds(pageId);

  if (creators.isError) return failed(creators.error);
  if (!creators.data) return <Loader size="sm" aria-label="Loading imported advertisers" />;
  const pages = creators.data.filter((c): c is typeof c & { pageId: string } => c.pageId !== null);
  if (pages.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Nothing imported yet. Ads whose copy you extract from Ad Library links are kept here, by advertiser.
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      <Group gap="xs" role="group" aria-label="Advertisers imported from">
        {pages.map((c) => (
          <Button
            key={c.pageId}
            size="xs"
            variant={c.pageId === pageId ? 'filled' : 'default'}
            aria-pressed={c.pageId === pageId}
            onClick={() => setPageId(c.pageId)}
          >
            {c.pageName ?? `Page ${c.pageId}`} ({c.adCount === 1 ? '1 ad' : `${c.adCount} ads`})
          </Button>
        ))}
      </Group>
      {pageId === null && (
        <Text size="sm" c="dimmed">
          Choose an advertiser to see the ads imported from it.
        </Text>
      )}
      {ads.isError && failed(ads.error)}
      {pageId !== null && ads.isPending && <Loader size="sm" aria-label="Loading imported ads" />}
      {ads.data && <LibraryAdList ads={ads.data.map(fromImport)} links={links} onUse={onUse} />}
    </Stack>
  );
}
