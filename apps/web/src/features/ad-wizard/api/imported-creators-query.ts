/** GET /api/scrape/creators: the advertisers (Facebook pages) the user has imported Ad Library ads from. */
import type { ImportedCreator } from '@ads-creative/contracts/ad-library';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { adLibraryQueryKey } from './ad-library-search-query.ts';

export const importedCreatorsKey = [...adLibraryQueryKey, 'creators'] as const;

export const useImportedCreators = (enabled: boolean) =>
  useQuery({ queryKey: importedCreatorsKey, queryFn: () => api<ImportedCreator[]>('/scrape/creators'), enabled, staleTime: 0 });
