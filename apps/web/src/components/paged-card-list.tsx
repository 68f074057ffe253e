/**
 * The body of a paged card list (spec 1 §2, §5): the search box over the loaded page, skeleton cards
 * while loading, the load error with its retry, the empty state, the cards that match (dimmed while
 * the next page loads, a line when none match) and the paginator.
 */
import { SimpleGrid, type StyleProp, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { errorMessage } from '../lib/api-client.ts';
import type { PagedList } from '../lib/use-paged-list.ts';
import { CardSkeletonGrid } from './card-skeleton-grid.tsx';
import { ListPaginator } from './list-paginator.tsx';
import { LoadErrorAlert } from './load-error-alert.tsx';

interface Props<T> {
  paged: PagedList<T>;
  /** What is listed, for the search box, the no-match line and the paginator ('ad' / 'ads'). */
  noun: { one: string; many: string };
  filter: (items: T[], search: string) => T[];
  renderItem: (item: T) => ReactNode;
  cols: StyleProp<number>;
  withImageSkeleton?: boolean;
  loadError: { title: string; fallback: string; retryLabel: string };
  /** Shown when there is nothing at all yet. */
  empty: ReactNode;
}

export function PagedCardList<T>({ paged, noun, filter, renderItem, cols, withImageSkeleton, loadError, empty }: Props<T>) {
  const { page, setPage, search, setSearch, list } = paged;

  let body: ReactNode;
  if (list.isPending) body = <CardSkeletonGrid withImage={withImageSkeleton} />;
  else if (list.isError)
    body = (
      <LoadErrorAlert
        title={loadError.title}
        message={errorMessage(list.error, loadError.fallback)}
        retryLabel={loadError.retryLabel}
        onRetry={() => void list.refetch()}
      />
    );
  else if (list.data.totalElements === 0 && list.data.content.length === 0) body = empty;
  else {
    const shown = filter(list.data.content, search);
    body = (
      <>
        {shown.length === 0 ? (
          <Text c="dimmed" ta="center" py="xl">
            No {noun.one} on this page matches "{search.trim()}".
          </Text>
        ) : (
          <SimpleGrid cols={cols} spacing="md" style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
            {shown.map(renderItem)}
          </SimpleGrid>
        )}
        <ListPaginator
          page={page}
          totalPages={list.data.totalPages}
          totalElements={list.data.totalElements}
          onChange={setPage}
          noun={noun.many}
        />
      </>
    );
  }

  return (
    <>
      <TextInput
        placeholder={`Search ${noun.many}...`}
        aria-label={`Search ${noun.many}`}
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        maw={420}
        mb="lg"
      />
      {body}
    </>
  );
}
