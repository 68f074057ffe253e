/**
 * The state of a paged, searchable list page (spec 1 §2, §5): the 0-based page, the search text and
 * the page's query. A delete can empty the last page: the page then steps back to the new last one.
 */
import type { Page } from '@ads-creative/contracts/paging';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

export interface PagedList<T> {
  page: number;
  setPage: (page: number) => void;
  search: string;
  setSearch: (search: string) => void;
  list: UseQueryResult<Page<T>>;
}

export function usePagedList<T>(usePageQuery: (page: number) => UseQueryResult<Page<T>>): PagedList<T> {
  const [page, setPage] = useState(0);
  const [search, setSearch] = useState('');
  const list = usePageQuery(page);

  const totalPages = list.data?.totalPages;
  useEffect(() => {
    if (totalPages !== undefined && page > 0 && page >= totalPages) setPage(Math.max(0, totalPages - 1));
  }, [page, totalPages]);

  return { page, setPage, search, setSearch, list };
}
