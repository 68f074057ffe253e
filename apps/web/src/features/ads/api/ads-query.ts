/** GET /api/ads?page&size: one page of the user's ads, newest first (page index 0-based). */
import type { AdPage } from '@ads-creative/contracts/ads';
import { messages } from '@ads-creative/contracts/messages';
import { DEFAULT_PAGE_SIZE } from '@ads-creative/contracts/paging';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { withStoreFallback } from '../../../lib/server-message.ts';

export const fetchAds = (page: number, size = DEFAULT_PAGE_SIZE) =>
  withStoreFallback(api<AdPage>('/ads', { query: { page, size } }), messages.fetchAdsFailed);

export const useAds = (page: number, size = DEFAULT_PAGE_SIZE) =>
  useQuery({ queryKey: queryKeys.adPage(page, size), queryFn: () => fetchAds(page, size), placeholderData: keepPreviousData });
