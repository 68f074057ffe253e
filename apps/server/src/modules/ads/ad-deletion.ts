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

/**
 * The campaigns module's port for deleting campaigns (its CampaignAdsDeletion): their ads go with the media
 * only they showed, in the transaction in which `remove` deletes the campaigns. Wired by the composition
 * root, so campaigns, which ads build on, never imports this module (decision 171).
 */
export const createCampaignAdsDeletion =
  (deps: AdDeletionDeps) =>
  <T>(userId: number, campaignIds: number[], remove: (tx: Db) => Promise<T>): Promise<T> =>
    deleteAdsWithMedia(deps, (ads) => ads.idsInCampaigns(userId, campaignIds), remove);
