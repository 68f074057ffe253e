// The PostgreSQL pool when the server ends a connection (restart, failover, an administrator's
// pg_terminate_backend): the request that used it fails, the process does not, and the next one works.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/helpers/test-database.ts';

const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)('PostgreSQL connection loss', () => {
  it('a connection ended inside a transaction fails that transaction only; the process lives on and the pool reconnects', async () => {
    const database = await openTestDatabase();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    const uncaught: unknown[] = [];
    const onUncaught = (e: unknown) => uncaught.push(e);
    process.on('uncaughtException', onUncaught);
    try {
      const transaction = database.db.transaction(async (tx) => {
        const result = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as { rows: { pid: number }[] };
        await admin.query('select pg_terminate_backend($1)', [result.rows[0]?.pid]);
        // The server's notice arrives while the client is checked out between two queries: the
        // moment node-postgres reports with an 'error' event that crashes the process unless handled.
        await new Promise((r) => setTimeout(r, 300));
        await tx.execute(sql`select 1`);
      });
      await expect(transaction).rejects.toThrow();
      expect(uncaught).toEqual([]);
      await expect(database.ping()).resolves.toBeUndefined();
    } finally {
      process.off('uncaughtException', onUncaught);
      await admin.end();
      await database.close();
    }
  });
});
