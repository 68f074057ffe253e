/**
 * A fresh, migrated database for one test file: an in-memory PGlite by default, or a new database
 * on the PostgreSQL server of TEST_DATABASE_URL (created here, dropped on close).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, migrate, openDatabase } from '../../src/db/client.ts';

export async function openTestDatabase(): Promise<Database> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const database = await openDatabase('memory://');
    await migrate(database);
    return database;
  }
  const { url, drop } = await createPostgresTestDatabase(adminUrl);
  const database = await openDatabase(url);
  await migrate(database);
  return {
    ...database,
    async close() {
      await database.close();
      await drop();
    },
  };
}

/** A new, empty database on the server of `adminUrl`: its URL and a function that drops it. */
export async function createPostgresTestDatabase(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `ads_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
