/**
 * A write the analytics data version is not told about (decision 163): the campaign is renamed with its version
 * trigger disabled. An answer computed after it shows the new name; one served from the result cache, the old.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';

export async function renameCampaignUnseen(db: Db, campaignId: number, name: string): Promise<void> {
  await db.execute(sql`alter table campaigns disable trigger campaigns_analytics_updated`);
  try {
    await db.execute(sql`update campaigns set name = ${name} where id = ${campaignId}`);
  } finally {
    await db.execute(sql`alter table campaigns enable trigger campaigns_analytics_updated`);
  }
}
