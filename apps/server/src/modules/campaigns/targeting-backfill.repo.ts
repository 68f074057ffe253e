/**
 * Gives every campaign still without a structured targeting (made before issue 17) the one its free text names
 * (decision 178). Runs after the migrations at start-up; JavaScript, because reading countries from the text is.
 * Only rows whose targeting is still null are written, so instances starting together write the same value,
 * and a second run finds nothing.
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { campaigns } from '../../db/schema/campaigns.ts';
import { targetingFromText } from './targeting-from-text.ts';

const BATCH = 500;

/** How many campaigns were given a targeting. */
export async function backfillCampaignTargeting(db: Db, defaultCountries: readonly string[]): Promise<number> {
  let after = 0;
  let done = 0;
  for (;;) {
    const rows = await db
      .select({ id: campaigns.id, targetAudience: campaigns.targetAudience })
      .from(campaigns)
      .where(and(isNull(campaigns.targeting), gt(campaigns.id, after)))
      .orderBy(campaigns.id)
      .limit(BATCH);
    if (rows.length === 0) return done;
    for (const row of rows) {
      const written = await db
        .update(campaigns)
        .set({ targeting: targetingFromText(row.targetAudience, defaultCountries) })
        .where(and(eq(campaigns.id, row.id), isNull(campaigns.targeting)))
        .returning({ id: campaigns.id });
      done += written.length;
    }
    after = rows[rows.length - 1]?.id ?? after;
  }
}
