/** Queries of the Facebook module's tables: the chosen ad account and page, and the sync runs. */
import { and, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import { facebookConnections, facebookSyncRuns } from '../../db/schema/facebook.ts';

export type ConnectionRow = typeof facebookConnections.$inferSelect;
export type SyncRunRow = typeof facebookSyncRuns.$inferSelect;

export function createFacebookRepo(db: Db) {
  return {
    async connection(userId: number): Promise<ConnectionRow | undefined> {
      const [row] = await db.select().from(facebookConnections).where(eq(facebookConnections.userId, userId));
      return row;
    },
    async saveConnection(userId: number, values: Partial<Omit<ConnectionRow, 'userId'>>, now: Date) {
      await db
        .insert(facebookConnections)
        .values({ userId, ...values, updatedAt: now })
        .onConflictDoUpdate({ target: facebookConnections.userId, set: { ...values, updatedAt: now } });
    },
    async deleteConnection(userId: number) {
      await db.delete(facebookConnections).where(eq(facebookConnections.userId, userId));
    },
    /** Users with an ad account chosen: the scheduled sync's list. */
    async syncableUsers(): Promise<number[]> {
      const rows = await db
        .select({ userId: facebookConnections.userId })
        .from(facebookConnections)
        .where(and(sql`${facebookConnections.adAccountId} is not null`, eq(facebookConnections.needsReconnect, false)));
      return rows.map((r) => r.userId);
    },

    /** A new queued run, or undefined when the user already has an unfinished one (any instance). */
    async openRun(userId: number, adAccountId: string, now: Date): Promise<SyncRunRow | undefined> {
      try {
        const [run] = await db.insert(facebookSyncRuns).values({ userId, adAccountId, createdAt: now }).returning();
        return run;
      } catch (e) {
        if (isUniqueViolation(e)) return undefined;
        throw e;
      }
    },
    async unfinishedRun(userId: number): Promise<SyncRunRow | undefined> {
      const [run] = await db
        .select()
        .from(facebookSyncRuns)
        .where(and(eq(facebookSyncRuns.userId, userId), inArray(facebookSyncRuns.status, ['queued', 'running'])));
      return run;
    },
    /**
     * Runs left 'running' or 'queued' by an instance that died are closed as failed; a run waiting for
     * Facebook's rate limit counts from the time it resumes (decision 177).
     */
    async failStaleRuns(userId: number, before: Date, now: Date) {
      await db
        .update(facebookSyncRuns)
        .set({ status: 'failed', error: 'The sync stopped unexpectedly (the server restarted).', finishedAt: now })
        .where(
          and(
            eq(facebookSyncRuns.userId, userId),
            inArray(facebookSyncRuns.status, ['queued', 'running']),
            lt(sql`coalesce(${facebookSyncRuns.resumesAt}, ${facebookSyncRuns.startedAt}, ${facebookSyncRuns.createdAt})`, before),
          ),
        );
    },
    async run(id: number): Promise<SyncRunRow | undefined> {
      const [run] = await db.select().from(facebookSyncRuns).where(eq(facebookSyncRuns.id, id));
      return run;
    },
    async lastRun(userId: number): Promise<SyncRunRow | undefined> {
      const [run] = await db
        .select()
        .from(facebookSyncRuns)
        .where(eq(facebookSyncRuns.userId, userId))
        .orderBy(desc(facebookSyncRuns.id))
        .limit(1);
      return run;
    },
    /** Whether a run that succeeded covered this ad account: filed under it, or listing it as done (decision 181). */
    async hasSucceeded(userId: number, adAccountId: string): Promise<boolean> {
      const covered = sql`${facebookSyncRuns.progress} -> 'accountsDone' @> jsonb_build_array(${adAccountId}::text)`;
      const [row] = await db
        .select({ id: facebookSyncRuns.id })
        .from(facebookSyncRuns)
        .where(
          and(
            eq(facebookSyncRuns.userId, userId),
            or(eq(facebookSyncRuns.adAccountId, adAccountId), covered),
            eq(facebookSyncRuns.status, 'succeeded'),
          ),
        )
        .limit(1);
      return !!row;
    },
    async updateRun(id: number, values: Partial<SyncRunRow>) {
      await db.update(facebookSyncRuns).set(values).where(eq(facebookSyncRuns.id, id));
    },
  };
}

export type FacebookRepo = ReturnType<typeof createFacebookRepo>;
