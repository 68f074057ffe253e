/**
 * Deleting ads deletes the media files only they showed. In one transaction: the ads to delete are
 * picked (and locked), their media URLs read, `remove` deletes them (or the campaign they cascade
 * from), and the owners' files no remaining ad or content shows are released. The files are deleted
 * from storage after the commit, so a rolled-back delete never loses a picture (decision 057).
 */
import type { Db } from '../../db/client.ts';
import type { MediaService, ShownMediaKeys } from '../media/media.service.ts';
import { type AdsRepo, createAdsRepo } from './ads.repo.ts';

/** The media module's question "which of these files does the user still show", answered from the ads tables. */
export const shownMediaKeys: ShownMediaKeys = (db, userId, keys) => createAdsRepo(db).shownMediaKeys(userId, keys);

export interface AdDeletionDeps {
  db: Db;
  media: MediaService;
}

export async function deleteAdsWithMedia<T>(
  deps: AdDeletionDeps,
  pick: (repo: AdsRepo) => Promise<number[]>,
  remove: (tx: Db, adIds: number[]) => Promise<T>,
): Promise<T> {
  const { result, released } = await deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const repo = createAdsRepo(tx);
    const adIds = await pick(repo);
    const refs = await repo.mediaRefs(adIds);
    const result = await remove(tx, adIds);
    const released = await deps.media.release(tx, refs);
    return { result, released };
  });
  await deps.media.removeFiles(released);
  return result;
}
