/** Queries of the ai_calls table (the AI call log): append rows, mark the ones whose output was chosen. */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { aiCalls, type NewAiCall } from '../../db/schema/ai.ts';

/** Rows per multi-row INSERT: well under PostgreSQL's 65,535 bind parameters. */
const INSERT_BATCH = 1000;

export function createAiCallsRepo(db: Db) {
  return {
    /** Inserts the rows in order; returns their ids in the same order. */
    async insertMany(rows: NewAiCall[]): Promise<number[]> {
      const ids: number[] = [];
      for (let i = 0; i < rows.length; i += INSERT_BATCH) {
        const inserted = await db
          .insert(aiCalls)
          .values(rows.slice(i, i + INSERT_BATCH))
          .returning({ id: aiCalls.id });
        ids.push(...inserted.map((r) => r.id));
      }
      return ids;
    },
    /** Forgets the user's whole call log: only when the demo account's data is replaced (the log is otherwise append-only). */
    async deleteOfUser(userId: number): Promise<void> {
      await db.delete(aiCalls).where(eq(aiCalls.userId, userId));
    },
    /** The provider of each call among `ids` (the creative tags' `provider`, decision 183). */
    async providers(ids: number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: aiCalls.id, provider: aiCalls.provider })
        .from(aiCalls)
        .where(inArray(aiCalls.id, [...new Set(ids)]));
      return new Map(rows.map((r) => [r.id, r.provider]));
    },
    async markSelected(ids: number[]): Promise<void> {
      if (ids.length === 0) return;
      await db.update(aiCalls).set({ selected: true }).where(inArray(aiCalls.id, ids));
    },
    /** Points the user's rows of `fromAdId` at `toAdId` (the calls wrote contents that now live there). */
    async repoint(userId: number, fromAdId: number, toAdId: number): Promise<void> {
      await db
        .update(aiCalls)
        .set({ adId: toAdId })
        .where(and(eq(aiCalls.adId, fromAdId), eq(aiCalls.userId, userId)));
    },
  };
}
export type AiCallsRepo = ReturnType<typeof createAiCallsRepo>;
