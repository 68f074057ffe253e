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
