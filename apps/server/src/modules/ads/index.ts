/**
 * The ads module's public face (decision 171): besides ads.service.ts, the deletion of a campaign's ads with their
 * media (the campaigns service's port, decision 057) and which media keys the ads show (the media service's), and the
 * bulk writes the demo seeder (modules/demo, decision 095) fills an account with: ads and their contents inserted at once;
 * and the creative tags given to every untagged content and ad (at start-up and after the demo's inserts, decision 183).
 */
import type { Db } from '../../db/client.ts';
import type { AdContentRow } from '../../db/schema/campaigns.ts';
import { createAdsRepo, type NewAd, type NewAdContent } from './ads.repo.ts';

export { createCampaignAdsDeletion, shownMediaKeys } from './ad-deletion.ts';

/** Inserts the ads in one go; answers their ids in the order given. */
export const insertAds = (db: Db, rows: NewAd[]): Promise<number[]> => createAdsRepo(db).insertMany(rows);

/** Inserts the ads' contents in one go. */
export const insertAdContents = (db: Db, rows: NewAdContent[]): Promise<AdContentRow[]> => createAdsRepo(db).insertContents(rows);

export { backfillCreativeTags } from './tags-backfill.repo.ts';
