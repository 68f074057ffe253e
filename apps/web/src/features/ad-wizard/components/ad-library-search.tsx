/**
 * Searching the Meta Ad Library (GET /api/meta/ads/search) with the user's Facebook: words and the
 * country the ads reached; the coverage note says which ads the API holds; errors in the server's words.
 */
import { adLibraryMessages } from '@ads-creative/contracts/ad-library';
import { Alert, Button, Group, Loader, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconInfoCircle, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client.ts';
import { type AdLibrarySearch as Search, useAdLibrarySearch } from '../api/ad-library-search-query.ts';
import { ALL_COUNTRIES, countryOptions, fromArchive } from '../library-ads.ts';
import { LibraryAdList } from './library-ad-list.tsx';

interface Props {
  links: string[];
  onUse: (adId: string) => void;
}

export function AdLibrarySearch({ links, onUse }: Props) {
  const [q, setQ] = useState('');
  const [country, setCountry] = useState(ALL_COUNTRIES);
  const [search, setSearch] = useState<Search | null>(null);
  const results = useAdLibrarySearch(search);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (q.trim() !== '') setSearch({ q: q.trim(), country });
  };

  return (
    <Stack gap="sm">
      <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />}>
        {adLibraryMessages.metaCoverage} Other ads can still be used by pasting their Ad Library link.
      </Alert>
      <form onSubmit={submit} aria-label="Search the Ad Library">
        <Group align="flex-end" gap="xs" wrap="wrap">
          <TextInput
            label="Search words"
            placeholder="e.g. running shoes"
            value={q}
            onChange={(e) => setQ(e.currentTarget.value)}
            style={{ flex: 2, minWidth: 180 }}
          />
          <Select
            label="Country reached"
            data={countryOptions}
            value={country}
            onChange={(v) => setCountry(v ?? ALL_COUNTRIES)}
            searchable
            allowDeselect={false}
            style={{ flex: 1, minWidth: 160 }}
          />
          <Button type="submit" leftSection={<IconSearch size={14} />} disabled={q.trim() === ''} loading={results.isFetching}>
            Search
          </Button>
        </Group>
      </form>
      {results.isError && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title="The Ad Library search failed">
          {errorMessage(results.error)}
        </Alert>
      )}
      {results.isPending && results.isFetching && <Loader size="sm" aria-label="Searching" />}
      {results.data && results.data.length === 0 && (
        <Text size="sm" c="dimmed">
          No ads found for '{search?.q}'. Try other words or another country.
        </Text>
      )}
      {results.data && results.data.length > 0 && <LibraryAdList ads={results.data.map(fromArchive)} links={links} onUse={onUse} />}
    </Stack>
  );
}
