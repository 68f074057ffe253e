/**
 * Issue 16, decision 173: every endpoint the web app calls is called from one file, so its store fallback, toasts
 * and cache updates cannot drift apart between two features. Reads the source: each `api(…)` / `apiUrl(…)` call's
 * path literals (a `${…}` part matches any one segment) and its `method`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const src = path.resolve(import.meta.dirname);
const CALL = /\bapi(?:Url)?(?:<[^()]*?>)?\(/g;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The text of a call's arguments, from just after its '(' to the matching ')'. */
function argumentsAt(text: string, start: number): string {
  let depth = 1;
  for (let i = start; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')' && --depth === 0) return text.slice(start, i);
  }
  return text.slice(start);
}

/** Endpoints such as 'GET /ads/*' that a file calls. */
function endpointsIn(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(CALL)) {
    const args = argumentsAt(text, (match.index ?? 0) + match[0].length);
    const firstArgument = args.split(/,(?![^{]*})/)[0];
    const method = /method:\s*'(\w+)'/.exec(args)?.[1] ?? 'GET';
    for (const [, literal] of firstArgument.matchAll(/['`](\/[^'`]*)['`]/g)) {
      found.push(`${method} ${literal.replace(/\$\{[^}]*\}/g, '*')}`);
    }
  }
  return found;
}

/**
 * Same method and path, or a literal path that a pattern's wildcards match ('/ai-providers/text' and
 * '/ai-providers/*'). Two patterns are the same only when equal: '/ads/campaign/{id}' and '/ads/{id}/contents' are two routes.
 */
const sameEndpoint = (a: string, b: string) => {
  const [ma, pa] = a.split(' ');
  const [mb, pb] = b.split(' ');
  if (ma !== mb) return false;
  if (pa.includes('*') && pb.includes('*')) return pa === pb;
  const sa = pa.split('/');
  const sb = pb.split('/');
  return sa.length === sb.length && sa.every((s, i) => s === sb[i] || s === '*' || sb[i] === '*');
};

describe('the endpoints the web app calls', () => {
  const calls = sourceFiles(src).flatMap((file) =>
    endpointsIn(fs.readFileSync(file, 'utf8')).map((endpoint) => ({ endpoint, file: path.relative(src, file) })),
  );

  it('finds the calls (the audit reads what it should)', () => {
    expect(calls.length).toBeGreaterThan(60);
    expect(calls).toContainEqual({ endpoint: 'DELETE /ads/*', file: 'lib/api/delete-ad.ts' });
    // biome-ignore lint/suspicious/noTemplateCurlyInString: source text for the audit to read
    const source = "api<X>(kind === 'all' ? '/ai-providers' : `/ai-providers/${kind}`, { method: 'PUT', body })";
    expect(endpointsIn(source)).toEqual(['PUT /ai-providers', 'PUT /ai-providers/*']);
  });

  it('calls each endpoint from one file', () => {
    const elsewhere = calls.flatMap((a) =>
      calls.filter((b) => b.file !== a.file && sameEndpoint(a.endpoint, b.endpoint)).map((b) => `${a.endpoint} in ${a.file} and ${b.file}`),
    );
    expect(elsewhere).toEqual([]);
  });
});
