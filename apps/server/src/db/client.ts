/**
 * Opens the database: PGlite (PostgreSQL compiled to WASM) under DATA_DIR by default, or a real
 * PostgreSQL server when a postgres:// URL is given. Both speak the same SQL and share one
 * migration history (apps/server/drizzle).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema/index.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: its data directory as a tarball, for `openDatabase(url, image)`. */
  dump?: () => Promise<Blob | File>;
}

/**
 * `url` is a postgres:// URL, a directory for PGlite, or 'memory://' for a throw-away PGlite;
 * `image`, for PGlite only, is a data directory dumped by `dumpPglite` to start from (tests).
 */
export async function openDatabase(url: string, image?: Blob): Promise<Database> {
  if (/^postgres(ql)?:\/\//.test(url)) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    // JIT off (decision 112): the app's queries are short; PostgreSQL compiles any query whose cost
    // estimate passes jit_above_cost, and the analytics ones over many ads (cost ~200,000, done in
    // milliseconds) spent ~300 ms a request compiling.
    const pool = new pg.Pool({ connectionString: url, max: 20, options: '-c jit=off' });
    // A client whose connection the server ended (restart, failover, DROP DATABASE … FORCE) emits
    // 'error'; unhandled, that crashes the process. The pool listens only while a client is idle, so
    // every client gets its own listener too, for the time it is checked out (a transaction between
    // two queries). The query in flight, or the next one, fails instead; the pool then drops the
    // client and reconnects on demand.
    pool.on('error', () => {});
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = drizzle(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      ping: async () => void (await db.execute(sql`select 1`)),
      close: () => pool.end(),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  if (url !== 'memory://') fs.mkdirSync(url, { recursive: true });
  const client = new PGlite({ ...(url === 'memory://' ? {} : { dataDir: url }), ...(image ? { loadDataDir: image } : {}) });
  // Open means open: PGlite starts its WASM PostgreSQL in the background, and the first query would wait for it.
  await client.waitReady;
  const db = drizzle(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    ping: async () => void (await db.execute(sql`select 1`)),
    close: () => client.close(),
    // A checkpoint first: what is only in the write-ahead log is not in the dumped files.
    dump: async () => {
      await client.exec('CHECKPOINT');
      return client.dumpDataDir('none');
    },
  };
}

/** The committed migrations folder, found from both src/db (tsx, tests) and dist (built server). */
export function migrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    const candidate = path.join(dir, 'drizzle');
    if (fs.existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error('Migrations folder apps/server/drizzle not found');
}

/** Applies the migrations of `migrationsFolderPath` (the committed ones by default; tests of a migration give a copy that stops before it). */
export async function migrate(database: Database, migrationsFolderPath = migrationsFolder()): Promise<void> {
  if (database.kind === 'postgres') {
    const { migrate: run } = await import('drizzle-orm/node-postgres/migrator');
    // biome-ignore lint/suspicious/noExplicitAny: drizzle's migrators take their own driver's type
    await run(database.db as any, { migrationsFolder: migrationsFolderPath });
  } else {
    const { migrate: run } = await import('drizzle-orm/pglite/migrator');
    // biome-ignore lint/suspicious/noExplicitAny: as above
    await run(database.db as any, { migrationsFolder: migrationsFolderPath });
  }
}
