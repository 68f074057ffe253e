/** Queries of the ai_calls table (the AI call log): append rows, mark the ones whose output was chosen. */
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { aiCalls, type NewAiCall } from '../../db/schema/ai.ts';

export function createAiCallsRepo(db: Db) {
  return {
    /** Inserts the rows in order; returns their ids in the same order. */
    async insertMany(rows: NewAiCall[]): Promise<number[]> {
      if (rows.length === 0) return [];
      const inserted = await db.insert(aiCalls).values(rows).returning({ id: aiCalls.id });
      return inserted.map((r) => r.id);
    },
    async markSelected(ids: number[]): Promise<void> {
      if (ids.length === 0) return;
      await db.update(aiCalls).set({ selected: true }).where(inArray(aiCalls.id, ids));
    },
  };
}
export type AiCallsRepo = ReturnType<typeof createAiCallsRepo>;
