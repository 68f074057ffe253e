// Where a server's CPU time went, from the .cpuprofile `node --cpu-prof` writes on exit: self time
// summed per function and per package (node_modules/<name>, node: internals, the server's own code),
// printed as two short tables. Used by `npm run bench -- --only=lists --cpu-prof`; also runs alone:
//   node scripts/bench/cpu-profile-top.mjs <file.cpuprofile> [N]
import fs from 'node:fs';
import path from 'node:path';

/** 'fastify', '@fastify/x', 'node:internal', 'server' (apps/server) or '(program)' and the like. */
function owner(url) {
  if (!url) return '(native/V8)';
  if (url.startsWith('node:')) return 'node: internals';
  const m = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (m) return m[1];
  if (url.includes('apps/server')) return 'server (own code)';
  return path.basename(url);
}

/** µs on the clock the profiler stamps samples with (CLOCK_MONOTONIC, as process.hrtime), in any process. */
export const profilerClock = () => Number(process.hrtime.bigint() / 1000n);

/**
 * Self time in ms per function and per owner, largest first; only the samples between `from` and
 * `to` (profilerClock() values) when given, e.g. while one route was under load.
 */
export function summarizeProfile(file, { from = 0, to = Number.POSITIVE_INFINITY } = {}) {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8'));
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  // timeDeltas[i] is the time before sample i; it is charged to the node sampled.
  let at = profile.startTime;
  for (const [i, id] of profile.samples.entries()) {
    at += profile.timeDeltas[i] ?? 0;
    if (at >= from && at <= to) self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  }
  const fns = new Map();
  const owners = new Map();
  let total = 0;
  for (const [id, ms] of self) {
    const { functionName, url, lineNumber } = byId.get(id).callFrame;
    const who = functionName.startsWith('(') ? functionName : owner(url);
    const fn = `${functionName || '(anonymous)'} ${url ? `${path.basename(url)}:${lineNumber + 1}` : ''} [${who}]`;
    fns.set(fn, (fns.get(fn) ?? 0) + ms);
    owners.set(who, (owners.get(who) ?? 0) + ms);
    total += ms;
  }
  const sorted = (m) => [...m.entries()].sort((a, b) => b[1] - a[1]);
  return { total, functions: sorted(fns), owners: sorted(owners) };
}

export function printProfile(file, { n = 15, window, label = path.basename(file) } = {}) {
  const { total, functions, owners } = summarizeProfile(file, window);
  const pct = (ms) => `${((100 * ms) / total).toFixed(1).padStart(5)} %`;
  console.log(`\nCPU profile of the server, ${label}: ${(total / 1000).toFixed(1)} s sampled\n\nself time by package:`);
  for (const [who, ms] of owners.slice(0, n)) console.log(`  ${pct(ms)}  ${who}`);
  console.log('\nself time by function:');
  for (const [fn, ms] of functions.slice(0, n)) console.log(`  ${pct(ms)}  ${fn}`);
}

if (import.meta.url === `file://${process.argv[1]}`) printProfile(process.argv[2], { n: Number(process.argv[3] ?? 25) });
