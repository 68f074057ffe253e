/**
 * A fresh, migrated database for one test file: an in-memory PGlite by default, or a new database
 * on the PostgreSQL server of TEST_DATABASE_URL (created here, dropped on close).
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type Database, migrate, migrationsFolder, openDatabase } from '../../src/db/client.ts';

export async function openTestDatabase(): Promise<Database> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return openMigratedPglite();
  const { url, drop } = await createPostgresTestDatabase(adminUrl, await migratedTemplate(adminUrl));
  const database = await openDatabase(url);
  return {
    ...database,
    async close() {
      await database.close();
      await drop();
    },
  };
}

/**
 * One fresh, migrated database opened as two instances would open it: on PostgreSQL two connection
 * pools on one new database (and its URL, for pg-boss); on PGlite, which one process owns, the same
 * handle twice. `close` closes both and drops the database.
 */
export async function openSharedTestDatabase(): Promise<{ first: Database; second: Database; url?: string; close(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const database = await openMigratedPglite();
    return { first: database, second: database, close: () => database.close() };
  }
  const { url, drop } = await createPostgresTestDatabase(adminUrl, await migratedTemplate(adminUrl));
  const [first, second] = await Promise.all([openDatabase(url), openDatabase(url)]);
  return {
    first,
    second,
    url,
    async close() {
      await Promise.all([first.close(), second.close()]);
      await drop();
    },
  };
}

/**
 * A new database on the server of `adminUrl`, empty or a copy of `template`: its URL and a function
 * that drops it.
 */
export async function createPostgresTestDatabase(adminUrl: string, template?: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `ads_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
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

/**
 * An in-memory PGlite started from a migrated image: booting a new PGlite (initdb) and migrating it
 * costs seconds per test file, loading the image a fraction. The image, kept in the temp folder and
 * named by a hash of the migrations, is made by the first test file that needs it.
 */
async function openMigratedPglite(): Promise<Database> {
  const imageFile = path.join(os.tmpdir(), `ads-creative-pglite-${migrationsHash()}.tar`);
  if (fs.existsSync(imageFile)) return openDatabase('memory://', new Blob([fs.readFileSync(imageFile)]));
  const database = await openDatabase('memory://');
  await migrate(database);
  const image = await database.dump?.();
  if (!image) return database;
  const partial = `${imageFile}.${process.pid}`;
  fs.writeFileSync(partial, Buffer.from(await image.arrayBuffer()));
  fs.renameSync(partial, imageFile);
  return database;
}

function migrationsHash(): string {
  const folder = migrationsFolder();
  const hash = createHash('sha256');
  for (const file of fs.readdirSync(folder, { recursive: true, encoding: 'utf8' }).sort()) {
    const full = path.join(folder, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * The name of a migrated database to copy test databases from, made once per migration set: the
 * first test file to need it builds it under an advisory lock while the others wait. Templates of
 * older migration sets stay (a few MB each; other checkouts may still be using them).
 */
async function migratedTemplate(adminUrl: string): Promise<string> {
  const template = `ads_template_${migrationsHash()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock(hashtext($1))', ['ads_test_template']);
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
    if (exists.rowCount) return template;
    const building = `${template}_building`;
    await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${building}`);
    const url = new URL(adminUrl);
    url.pathname = `/${building}`;
    const database = await openDatabase(url.toString());
    await migrate(database);
    await database.close();
    await admin.query(`ALTER DATABASE ${building} RENAME TO ${template}`);
    return template;
  } finally {
    await admin.query('SELECT pg_advisory_unlock(hashtext($1))', ['ads_test_template']);
    await admin.end();
  }
}
