// `npm run db:migrate`: applies the committed migrations to DATABASE_URL, or to PGlite in DATA_DIR.
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { migrate, openDatabase } from './client.ts';

const config = loadConfig();
const database = await openDatabase(config.DATABASE_URL ?? path.join(config.dataDir, 'pglite'));
await migrate(database);
await database.close();
console.log(`Migrations applied (${database.kind}).`);
