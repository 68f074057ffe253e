/**
 * The few queries saving a generation needs beyond the ads module's repo: finding the user's
 * preview that holds a content, and folding a preview into a saved ad (edit mode) by moving its
 * contents and call-log rows. Every function runs inside the caller's transaction.
 */
import { and, eq, getTableColumns } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { aiCalls } from '../../db/schema/ai.ts';
import { type AdRow, adContents, ads } from '../../db/schema/campaigns.ts';

export function createGenerationRepo(db: Db) {
  return {
    /**
     * The user's unsaved preview holding content `contentId`, locked until the transaction ends;
     * undefined when the content is unknown, someone else's, or belongs to a saved ad. The lock is
     * taken by the same statement, so a preview saved meanwhile (is_preview re-checked after the
     * wait) is not returned.
     */
    async lockPreviewHoldingContent(userId: number, contentId: number): Promise<AdRow | undefined> {
      const [row] = await db
        .select(getTableColumns(ads))
        .from(adContents)
        .innerJoin(ads, eq(ads.id, adContents.adId))
        .where(and(eq(adContents.id, contentId), eq(ads.userId, userId), eq(ads.isPreview, true)))
        .for('update', { of: ads });
      return row;
    },

    /** Moves every content of `fromAdId` to `toAdId`, unselected (the caller selects one afterwards). */
    async moveContents(fromAdId: number, toAdId: number): Promise<void> {
      await db.update(adContents).set({ adId: toAdId, isSelected: false }).where(eq(adContents.adId, fromAdId));
    },

    /** Deletes the user's preview (its contents were moved first; any left go by cascade). */
    async deletePreview(userId: number, id: number): Promise<void> {
      await db.delete(ads).where(and(eq(ads.id, id), eq(ads.userId, userId), eq(ads.isPreview, true)));
    },

    /** Points the user's call-log rows of `fromAdId` at `toAdId` (the calls wrote contents that now live there). */
    async repointCalls(userId: number, fromAdId: number, toAdId: number): Promise<void> {
      await db
        .update(aiCalls)
        .set({ adId: toAdId })
        .where(and(eq(aiCalls.adId, fromAdId), eq(aiCalls.userId, userId)));
    },
  };
}
