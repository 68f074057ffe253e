/**
 * Tags every content and ad still without creative tags (made before issue 18), once, at start-up after the
 * migrations (decision 183, as decision 178's targeting backfill), and after the demo seeder's bulk inserts.
 * Contents first, then ads (an ad's provider is its selected content's). Batches by id; only rows whose tags are
 * still null are written, so instances starting together write the same value, and a second run finds nothing.
 */
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { adContents, ads } from '../../db/schema/campaigns.ts';
import { tagsOf } from './ad-tags.ts';
import { type AdTagging, createTagWrites } from './tag-writes.ts';

const BATCH = 500;

/** How many contents and ads were tagged. */
export async function backfillCreativeTags(db: Db, tagging: AdTagging): Promise<{ contents: number; ads: number }> {
  const writes = createTagWrites(tagging);
  let contents = 0;
  for (let after = 0; ; ) {
    const rows = await db
      .select()
      .from(adContents)
      .where(and(isNull(adContents.tags), gt(adContents.id, after)))
      .orderBy(asc(adContents.id))
      .limit(BATCH);
    if (rows.length === 0) break;
    for (const row of await writes.contents(db, rows)) {
      const written = await db
        .update(adContents)
        .set({ tags: row.tags })
        .where(and(eq(adContents.id, row.id), isNull(adContents.tags)))
        .returning({ id: adContents.id });
      contents += written.length;
    }
    after = rows[rows.length - 1]?.id ?? after;
  }
  let tagged = 0;
  for (let after = 0; ; ) {
    const rows = await db
      .select({ ad: ads, selected: adContents.tags })
      .from(ads)
      .leftJoin(adContents, and(eq(adContents.adId, ads.id), eq(adContents.isSelected, true)))
      .where(and(isNull(ads.tags), gt(ads.id, after)))
      .orderBy(asc(ads.id))
      .limit(BATCH);
    if (rows.length === 0) break;
    for (const { ad, selected } of rows) {
      const tags = tagsOf(tagging.tagCopy, ad, selected?.provider ?? null, selected);
      const written = await db
        .update(ads)
        .set({ tags })
        .where(and(eq(ads.id, ad.id), isNull(ads.tags)))
        .returning({ id: ads.id });
      tagged += written.length;
    }
    after = rows[rows.length - 1]?.ad.id ?? after;
  }
  return { contents, ads: tagged };
}
