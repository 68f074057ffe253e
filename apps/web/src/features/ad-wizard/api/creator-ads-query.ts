/** GET /api/scrape/creators/{id}/ads: the ads the user imported from one advertiser (page id). */
import type { AdLibraryItem } from '@ads-creative/contracts/ad-library';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { importedCreatorsKey } from './imported-creators-query.ts';

export const useCreatorAds = (pageId: string | null) =>
  useQuery({
    queryKey: [...importedCreatorsKey, pageId, 'ads'],
    queryFn: () => api<AdLibraryItem[]>(`/scrape/creators/${encodeURIComponent(pageId as string)}/ads`),
    enabled: pageId !== null,
    staleTime: 0,
  });
