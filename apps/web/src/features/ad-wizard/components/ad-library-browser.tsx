/**
 * 'Find in Ad Library' beside the wizard's links (decision 089): a dialog to search the Meta Ad Library
 * or reuse previously imported ads; 'Use this ad' adds the ad's Ad Library link to the wizard's links.
 */
import { Button, Modal, Tabs } from '@mantine/core';
import { IconHistory, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import { tooManyLinks, withAdLink } from '../library-ads.ts';
import { AdLibrarySearch } from './ad-library-search.tsx';
import { ImportedLibraryAds } from './imported-library-ads.tsx';

interface Props {
  links: string[];
  onChange: (links: string[]) => void;
}

export function AdLibraryBrowser({ links, onChange }: Props) {
  const [opened, setOpened] = useState(false);
  const [tab, setTab] = useState<string | null>('search');

  const use = (adId: string) => {
    const next = withAdLink(links, adId);
    if (next.outcome === 'full') toast.warning(tooManyLinks);
    if (next.outcome === 'added') onChange(next.links);
  };

  return (
    <>
      <Button variant="subtle" size="xs" leftSection={<IconSearch size={14} />} onClick={() => setOpened(true)}>
        Find in Ad Library
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title="Find ads in the Ad Library" size="lg">
        <Tabs value={tab} onChange={setTab}>
          <Tabs.List mb="sm">
            <Tabs.Tab value="search" leftSection={<IconSearch size={14} />}>
              Search
            </Tabs.Tab>
            <Tabs.Tab value="imported" leftSection={<IconHistory size={14} />}>
              Previously imported
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="search">
            <AdLibrarySearch links={links} onUse={use} />
          </Tabs.Panel>
          <Tabs.Panel value="imported">
            <ImportedLibraryAds active={tab === 'imported'} links={links} onUse={use} />
          </Tabs.Panel>
        </Tabs>
      </Modal>
    </>
  );
}
