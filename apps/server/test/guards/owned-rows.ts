/**
 * Everything of one user in the database, found by following foreign keys from their `users` row
 * (their campaigns, the ads of those campaigns, the ads' contents, sessions, keys, ...), so a
 * table added later is covered without a change here. The isolation test compares A's rows before
 * and after B's calls; anything B's call changed, added or removed among them is a leak.
 */
import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../../src/db/schema/index.ts';
import { queryRows } from '../helpers/ads-fixtures.ts';
import type { TestApp } from '../helpers/test-app.ts';

type Row = Record<string, unknown>;

interface Link {
  column: string;
  foreignTable: string;
  foreignColumn: string;
}

const tables = (Object.values(schema) as unknown[])
  .filter((v): v is PgTable => is(v, PgTable))
  .map((table) => {
    const config = getTableConfig(table);
    const links: Link[] = config.foreignKeys.flatMap((fk) => {
      const ref = fk.reference();
      return ref.columns.map((c, i) => ({
        column: c.name,
        foreignTable: getTableConfig(ref.foreignTable).name,
        foreignColumn: ref.foreignColumns[i]?.name as string,
      }));
    });
    return { name: config.name, links };
  });

/** Rows of every table that lead to `users.id = userId`, keyed by table name, in a stable order. */
export async function ownedRows(t: TestApp, userId: number): Promise<Record<string, string[]>> {
  const all = new Map<string, Row[]>();
  for (const table of tables) all.set(table.name, await queryRows<Row>(t, sql`select * from ${sql.identifier(table.name)}`));
  const owned = new Map<string, Row[]>([['users', (all.get('users') ?? []).filter((r) => r.id === userId)]]);
  // Follow foreign keys until nothing new is reached (a chain is at most as long as the table list).
  for (let round = 0; round < tables.length; round++) {
    for (const table of tables) {
      if (table.name === 'users') continue;
      const reached = (all.get(table.name) ?? []).filter((row) =>
        table.links.some((link) =>
          (owned.get(link.foreignTable) ?? []).some((o) => row[link.column] !== null && o[link.foreignColumn] === row[link.column]),
        ),
      );
      owned.set(table.name, reached);
    }
  }
  return Object.fromEntries([...owned].map(([name, rows]) => [name, comparable(name, rows)]));
}

/**
 * A table's rows as sorted texts. analytics_data_changes counts as its sum, the user's data version: the fold job
 * (every 10 minutes by the wall clock) rewrites a user's rows into one row of the same sum at any moment, which is
 * no change; a call that moved the sum is.
 */
function comparable(table: string, rows: Row[]): string[] {
  if (table === 'analytics_data_changes') return [`version ${rows.reduce((sum, r) => sum + BigInt(String(r.changes)), 0n)}`];
  return rows.map((r) => JSON.stringify(r)).sort();
}

/** The rows that differ between two snapshots, as `table: - row` (gone or changed) and `table: + row` (new or changed). */
export function changedRows(before: Record<string, string[]>, after: Record<string, string[]>): string[] {
  return Object.keys({ ...before, ...after }).flatMap((table) => {
    const was = new Set(before[table] ?? []);
    const is = new Set(after[table] ?? []);
    return [
      ...[...was].filter((r) => !is.has(r)).map((r) => `${table}: - ${r}`),
      ...[...is].filter((r) => !was.has(r)).map((r) => `${table}: + ${r}`),
    ];
  });
}
