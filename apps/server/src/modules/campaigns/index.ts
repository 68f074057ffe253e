/**
 * The campaigns module's public face (decision 171): besides campaigns.service.ts, the bulk writes the demo seeder
 * (modules/demo, decision 095) fills and empties an account with: a user's campaign ids, campaigns inserted at once.
 */
import type { Db } from '../../db/client.ts';
import { createCampaignsRepo, type NewCampaign } from './campaigns.repo.ts';

/** The ids of the user's campaigns. */
export const campaignIdsOfUser = (db: Db, userId: number): Promise<number[]> => createCampaignsRepo(db).idsOfUser(userId);

/** Inserts the campaigns in one go; answers their ids in the order given. */
export const insertCampaigns = (db: Db, rows: NewCampaign[]): Promise<number[]> => createCampaignsRepo(db).insertMany(rows);

/** Campaigns from before issue 17 get the targeting their free text names, once, after the migrations (decision 178). */
export { backfillCampaignTargeting } from './targeting-backfill.repo.ts';
