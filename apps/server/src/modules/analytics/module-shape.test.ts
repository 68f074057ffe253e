/**
 * The analytics module's shape (decision 172): its SQL lives only in its `*.repo.ts` files, and the server's code
 * outside the folder imports only its public face, index.ts (tests may reach into what they test).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));
const src = resolve(here, '../..');
const face = join(here, 'index.ts');

const productionFiles = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => join(dir, f));

/** The modules a file imports or re-exports (Biome writes every specifier in single quotes after `from`). */
const specifiers = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/\bfrom\s+'([^']+)'|\bimport\(\s*'([^']+)'\s*\)/g)].map((m) => m[1] ?? m[2] ?? '');

describe('the analytics module', () => {
  it('builds and runs queries only in its repos', () => {
    const queryTools = (s: string) => s === 'drizzle-orm' || s.startsWith('drizzle-orm/') || s.endsWith('/db/rows.ts');
    const outsideRepos = productionFiles(here).filter((f) => !f.endsWith('.repo.ts') && specifiers(f).some(queryTools));
    expect(outsideRepos.map((f) => relative(here, f))).toEqual([]);
  });

  it('is imported by the rest of the server only through index.ts', () => {
    const offenders = productionFiles(src)
      .filter((f) => !f.startsWith(here + sep))
      .flatMap((f) =>
        specifiers(f)
          .filter((s) => s.startsWith('.'))
          .map((s) => resolve(dirname(f), s))
          .filter((target) => target.startsWith(here + sep) && target !== face)
          .map((target) => `${relative(src, f)} → ${relative(src, target)}`),
      );
    expect(offenders).toEqual([]);
  });
});
