/** GET /ads_archive with the user's token: the Meta Ad Library API's search, when Facebook is configured. */
import { type AdArchiveResult, adLibraryMessages } from '@ads-creative/contracts/ad-library';
import { AppError } from '../../lib/errors.ts';
import { searchAdArchive } from '../../providers/facebook/ad-library/meta-ad-library.ts';
import type { GraphClient } from '../../providers/facebook/graph-client.ts';
import { toAppError } from './facebook-errors.ts';

export function createAdArchiveSearch(deps: {
  graph: GraphClient | null;
  /** The user's Facebook token, undefined when they have not logged in with Facebook. */
  userToken: (userId: number) => Promise<string | undefined>;
}) {
  return async function searchArchive(userId: number, q: string, country: string): Promise<AdArchiveResult[]> {
    if (!deps.graph) throw new AppError('NOT_CONFIGURED', adLibraryMessages.searchNotConfigured);
    const token = await deps.userToken(userId);
    if (!token) throw new AppError('VALIDATION_ERROR', adLibraryMessages.searchNeedsFacebook);
    try {
      return await searchAdArchive(deps.graph, token, q, country);
    } catch (e) {
      throw toAppError(e);
    }
  };
}
