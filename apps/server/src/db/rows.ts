/** The rows of a raw SQL query, typed by the caller (drizzle's `execute` answers differently per driver). */
import type { SQL } from 'drizzle-orm';
import type { Db } from './client.ts';

export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
