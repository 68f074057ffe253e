/**
 * GET /api/meta/ads/search?query&country: ads of the Meta Ad Library API (EU/UK-delivered and political or
 * issue ads) with these words, searched with the user's connected Facebook. Runs once a search is submitted.
 */
import type { AdArchiveResult } from '@ads-creative/contracts/ad-library';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export interface AdLibrarySearch {
  q: string;
  country: string;
}

export const adLibraryQueryKey = ['ad-library'] as const;

export const searchAdLibrary = ({ q, country }: AdLibrarySearch) =>
  api<AdArchiveResult[]>('/meta/ads/search', { query: { query: q, country } });

export const useAdLibrarySearch = (search: AdLibrarySearch | null) =>
  useQuery({
    queryKey: [...adLibraryQueryKey, 'search', search?.q, search?.country],
    queryFn: () => searchAdLibrary(search as AdLibrarySearch),
    enabled: search !== null,
    // The user searches again with a click; a refusal (not connected, not configured) will not change by itself.
    retry: false,
  });
