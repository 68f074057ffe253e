/** Queries of ad_library_misses: "not found" answers of an extractor, kept until they expire (decision 170). */
import { and, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { adLibraryMisses } from '../../db/schema/ad-library.ts';

export function createAdLibraryMissesRepo(db: Db) {
  return {
    /** Whether `source` answered "not found" for this id and the answer has not expired at `now`. */
    async isMissing(source: string, libraryId: string, now: Date): Promise<boolean> {
      const [row] = await db
        .select({ outcome: adLibraryMisses.outcome })
        .from(adLibraryMisses)
        .where(and(eq(adLibraryMisses.source, source), eq(adLibraryMisses.libraryId, libraryId), gt(adLibraryMisses.expiresAt, now)));
      return row !== undefined;
    },
    /** Keeps a "not found" until `expiresAt`, and drops the answers already expired at `now` (the table stays small). */
    async saveMiss(source: string, libraryId: string, now: Date, expiresAt: Date): Promise<void> {
      await db
        .insert(adLibraryMisses)
        .values({ source, libraryId, outcome: 'not_found', expiresAt })
        .onConflictDoUpdate({ target: [adLibraryMisses.source, adLibraryMisses.libraryId], set: { outcome: 'not_found', expiresAt } });
      await db.delete(adLibraryMisses).where(lte(adLibraryMisses.expiresAt, now));
    },
  };
}
