// `npm run bench -- --only=creative` (issue 18): every measurement script in bench/creative/ (one per measurement:
// the tagger's accuracy on the labelled set, the built-in provider keeping the brief's offer, …), each run with tsx
// so it can import the server's TypeScript, one after another in name order. Needs no database.
// Option: --creative=NAME[,NAME] (only those scripts, by file name without extension).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { arg, log, root } from './server.mjs';

const ONLY = arg('creative', null);

/** Runs the scripts; false when one exited with an error. */
export async function creativeSection() {
  const dir = path.join(root, 'bench/creative');
  const scripts = fs
    .readdirSync(dir)
    .filter((f) => /\.(ts|mjs)$/.test(f))
    .filter((f) => !ONLY || ONLY.split(',').includes(f.replace(/\.(ts|mjs)$/, '')))
    .sort();
  let ok = true;
  for (const script of scripts) {
    log(`creative: ${script}`);
    const run = spawnSync(path.join(root, 'node_modules/.bin/tsx'), [path.join(dir, script)], { cwd: root, stdio: 'inherit' });
    if (run.status !== 0) {
      ok = false;
      console.error(`\nbench/creative/${script} exited with ${run.status ?? run.signal}.`);
    }
  }
  return ok;
}
