/** Queries of ad_library_imports: one user's imported Ad Library ads, and the advertisers (pages) they came from. */
import { and, count, desc, eq, gt, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { adLibraryImports } from '../../db/schema/facebook.ts';

export type AdLibraryImportRow = typeof adLibraryImports.$inferSelect;
export type NewAdLibraryImport = typeof adLibraryImports.$inferInsert;

export function createAdLibraryRepo(db: Db) {
  return {
    async recent(userId: number, libraryId: string, since: Date): Promise<AdLibraryImportRow | undefined> {
      const [row] = await db
        .select()
        .from(adLibraryImports)
        .where(and(eq(adLibraryImports.userId, userId), eq(adLibraryImports.libraryId, libraryId), gt(adLibraryImports.importedAt, since)));
      return row;
    },
    async save(values: NewAdLibraryImport): Promise<AdLibraryImportRow> {
      const { userId: _, libraryId: __, ...rest } = values;
      const [row] = await db
        .insert(adLibraryImports)
        .values(values)
        .onConflictDoUpdate({ target: [adLibraryImports.userId, adLibraryImports.libraryId], set: rest })
        .returning();
      return row as AdLibraryImportRow;
    },
    async find(userId: number, libraryId: string): Promise<AdLibraryImportRow | undefined> {
      const [row] = await db
        .select()
        .from(adLibraryImports)
        .where(and(eq(adLibraryImports.userId, userId), eq(adLibraryImports.libraryId, libraryId)));
      return row;
    },
    /** The advertisers (pages) the user imported from, most recent first. */
    creators(userId: number) {
      return db
        .select({
          pageId: adLibraryImports.pageId,
          pageName: sql<string | null>`max(${adLibraryImports.pageName})`,
          adCount: count(),
          lastImportedAt: max(adLibraryImports.importedAt),
        })
        .from(adLibraryImports)
        .where(and(eq(adLibraryImports.userId, userId), sql`${adLibraryImports.pageId} is not null`))
        .groupBy(adLibraryImports.pageId)
        .orderBy(desc(max(adLibraryImports.importedAt)));
    },
    adsOfCreator(userId: number, pageId: string) {
      return db
        .select()
        .from(adLibraryImports)
        .where(and(eq(adLibraryImports.userId, userId), eq(adLibraryImports.pageId, pageId)))
        .orderBy(desc(adLibraryImports.importedAt));
    },
  };
}
