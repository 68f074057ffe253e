/** A test of a data migration applies the migrations up to it, writes the rows it rewrites, then applies it. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrationsFolder } from '../../src/db/client.ts';

/** A copy of the migrations folder that stops before migration `name` (its tag, e.g. `0016_media_paths`); remove it after. */
export function migrationsBefore(name: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ads-migrations-'));
  fs.cpSync(migrationsFolder(), dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { idx: number; tag: string }[] };
  const cut = journal.entries.findIndex((e) => e.tag === name);
  if (cut < 0) throw new Error(`${name} is not in the journal`);
  for (const later of journal.entries.slice(cut)) fs.rmSync(path.join(dir, `${later.tag}.sql`));
  journal.entries = journal.entries.slice(0, cut);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}
