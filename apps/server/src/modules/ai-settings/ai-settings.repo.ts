/** Queries of the user_ai_keys table: a user's own provider keys (encrypted) and models. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type UserAiKeyRow, userAiKeys } from '../../db/schema/ai.ts';

export function createAiSettingsRepo(db: Db) {
  return {
    async list(userId: number): Promise<UserAiKeyRow[]> {
      return db.select().from(userAiKeys).where(eq(userAiKeys.userId, userId));
    },
    async find(userId: number, provider: string): Promise<UserAiKeyRow | undefined> {
      const [row] = await db
        .select()
        .from(userAiKeys)
        .where(and(eq(userAiKeys.userId, userId), eq(userAiKeys.provider, provider)));
      return row;
    },
    async upsert(row: UserAiKeyRow): Promise<void> {
      const { userId: _u, provider: _p, ...rest } = row;
      await db
        .insert(userAiKeys)
        .values(row)
        .onConflictDoUpdate({ target: [userAiKeys.userId, userAiKeys.provider], set: rest });
    },
    async delete(userId: number, provider: string): Promise<void> {
      await db.delete(userAiKeys).where(and(eq(userAiKeys.userId, userId), eq(userAiKeys.provider, provider)));
    },
  };
}
