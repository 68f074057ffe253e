/** Queries of the `media` table: the quota's sum, new files, files to delete from storage. */
import { and, asc, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { media } from '../../db/schema/media.ts';

/** Namespace of the per-user advisory lock that serialises quota checks (any constant unique to this use). */
const QUOTA_LOCK = 7_340_001;

export function createMediaRepo(db: Db) {
  return {
    /** Bytes of the user's live files (index-only scan over media_user_live_idx). */
    async usage(userId: number): Promise<number> {
      const [row] = await db
        .select({ bytes: sql<string>`coalesce(sum(${media.bytes}), 0)` })
        .from(media)
        .where(and(eq(media.userId, userId), isNull(media.deletedAt)));
      return Number(row?.bytes ?? 0);
    },
    /** Until the transaction ends, other quota checks of this user wait (two uploads cannot both take the last space). */
    async lockQuota(userId: number): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(${QUOTA_LOCK}, ${userId})`);
    },
    async insert(rows: { key: string; userId: number; bytes: number; createdAt: Date }[]): Promise<void> {
      if (rows.length) await db.insert(media).values(rows);
    },
    /** The user's live files stored before `cutoff`. */
    async liveKeysBefore(userId: number, cutoff: Date): Promise<string[]> {
      const rows = await db
        .select({ key: media.key })
        .from(media)
        .where(and(eq(media.userId, userId), isNull(media.deletedAt), lt(media.createdAt, cutoff)));
      return rows.map((r) => r.key);
    },
    /** Marks the user's live files among `keys` for deletion; returns the keys marked. */
    async markDeleted(userId: number, keys: string[], at: Date): Promise<string[]> {
      if (keys.length === 0) return [];
      const rows = await db
        .update(media)
        .set({ deletedAt: at })
        .where(and(eq(media.userId, userId), inArray(media.key, keys), isNull(media.deletedAt)))
        .returning({ key: media.key });
      return rows.map((r) => r.key);
    },
    /** Keys whose files are still to delete, oldest first. */
    async pendingDeletes(limit: number): Promise<string[]> {
      const rows = await db
        .select({ key: media.key })
        .from(media)
        .where(isNotNull(media.deletedAt))
        .orderBy(asc(media.deletedAt))
        .limit(limit);
      return rows.map((r) => r.key);
    },
    async remove(keys: string[]): Promise<void> {
      if (keys.length) await db.delete(media).where(inArray(media.key, keys));
    },
  };
}
