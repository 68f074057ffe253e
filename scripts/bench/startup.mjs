// `npm run bench -- --only=startup` (issue 16, decision 174): how long the built server takes from `node
// dist/server.js` to a 200 from GET /api/ready on the demo account's embedded database, and where the time
// goes. The demo account of `npm run seed:demo` (default scale and days: the PGlite a newcomer has) is seeded
// once into a data directory under the system temp folder and reused by later runs (--startup-reseed makes it
// again). Each run starts the server on it, polls /api/ready every 10 ms, reads the phases the server logs once
// listening (lib/startup-phases.ts: loading the code, config, opening the database, migrations, building the
// app, listen) and stops it with SIGTERM, so the next run opens a cleanly closed database. The floor beside it:
// a bare node process that opens the same PGlite directory and answers `select 1`.
// Options: --startup-runs=N (5) --startup-scale=N (1) --startup-days=N (365) --startup-reseed --cpu-prof
// (one more run under node --cpu-prof; prints where its CPU time went) --startup-server=PATH (another built
// server.js instead of this tree's, e.g. an older build to compare with).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { printProfile } from './cpu-profile-top.mjs';
import { arg, freePort, log, machine, root, serverCommand, sleep } from './server.mjs';

const RUNS = Number(arg('startup-runs', 5));
const SCALE = Number(arg('startup-scale', 1));
const DAYS = Number(arg('startup-days', 365));
const RESEED = Boolean(arg('startup-reseed', false));
const CPU_PROF = Boolean(arg('cpu-prof', false));
const SERVER = arg('startup-server', null);
/** What the issue asks: ready within 1.5 s. */
const TARGET_MS = 1500;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};

/** The size of a directory tree in MB. */
function sizeMb(dir) {
  let bytes = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) bytes += fs.statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return bytes / 1024 / 1024;
}

/** The demo account's data directory: seeded once (`npm run seed:demo` into DATA_DIR), then reused. */
function demoDataDir() {
  const dir = path.join(os.tmpdir(), `ads-bench-startup-demo-s${SCALE}-d${DAYS}`);
  const done = path.join(dir, '.seeded');
  if (RESEED) fs.rmSync(dir, { recursive: true, force: true });
  if (fs.existsSync(done)) {
    log(`startup: reusing the demo database in ${dir} (--startup-reseed to make it again)`);
    return dir;
  }
  fs.rmSync(dir, { recursive: true, force: true });
  log(`startup: seeding the demo account (scale ${SCALE}, ${DAYS} days) into ${dir}...`);
  const started = Date.now();
  const seed = spawnSync(process.execPath, ['--import', 'tsx', 'src/modules/demo/seed-demo-cli.ts', `--scale=${SCALE}`, `--days=${DAYS}`], {
    cwd: path.join(root, 'apps/server'),
    env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  });
  if (seed.status !== 0) throw new Error(`seeding the demo account failed (${seed.status})`);
  fs.writeFileSync(done, new Date().toISOString());
  log(`startup: seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return dir;
}

/** Polls GET /api/ready every 10 ms until it answers 200; the ms since `since`. */
async function readyAfter(base, child, since) {
  const deadline = since + 120_000;
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode})`);
    try {
      const r = await fetch(`${base}/api/ready`, { signal: AbortSignal.timeout(2000) });
      if (r.ok) return performance.now() - since;
    } catch {}
    await sleep(10);
  }
  throw new Error('server not ready within 120 s');
}

/** One start of the built server on `dataDir`: ms to ready, and the phases it logged. */
async function startOnce(dataDir, nodeArgs = []) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [...nodeArgs, ...(SERVER ? [path.resolve(SERVER)] : serverCommand().args)], {
    cwd: path.join(root, 'apps/server'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: '',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'info',
      DATA_DIR: dataDir,
      // As `node dist/server.js` runs: the built web app is served (apps/web/dist, when built).
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise((r) => child.once('exit', r));
  try {
    const readyMs = await readyAfter(`http://127.0.0.1:${port}`, child, started);
    await sleep(50);
    const line = output.split('\n').find((l) => l.includes('"startup"'));
    return { readyMs, phases: line ? JSON.parse(line).startup : {} };
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

/** The floor: a bare node process opening the same PGlite and answering `select 1` (ms from spawn to the answer). */
function pgliteFloor(dataDir) {
  const script = `
    const { PGlite } = await import('@electric-sql/pglite');
    const db = new PGlite({ dataDir: ${JSON.stringify(path.join(dataDir, 'pglite'))} });
    await db.query('select 1');
    process.stdout.write(String(performance.now()));
    await db.close();`;
  const started = performance.now();
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: path.join(root, 'apps/server'), encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`PGlite alone failed: ${run.stderr}`);
  return { totalMs: performance.now() - started, inProcessMs: Number(run.stdout) };
}

export async function startupSection() {
  const dataDir = demoDataDir();
  log(
    `startup: PGlite data directory ${sizeMb(path.join(dataDir, 'pglite')).toFixed(0)} MB; server: ${SERVER ?? serverCommand().kind}; ${machine()}`,
  );
  // One start first, shown apart: a cold file cache, and whatever the first start after seeding does once.
  const first = await startOnce(dataDir);
  log(`startup: first start on this data directory ready in ${Math.round(first.readyMs)} ms ${JSON.stringify(first.phases)}`);
  const floors = Array.from({ length: 3 }, () => pgliteFloor(dataDir));
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await startOnce(dataDir));

  const names = [...new Set(runs.flatMap((r) => Object.keys(r.phases)))];
  const rows = [
    ['ready (GET /api/ready = 200, from spawn)', ...runs.map((r) => r.readyMs)],
    ...names.map((name) => [`  ${name}`, ...runs.map((r) => r.phases[name] ?? 0)]),
  ];
  const table = [
    `| phase (ms) | median | ${runs.map((_, i) => `run ${i + 1}`).join(' | ')} |`,
    `| --- | ---: | ${runs.map(() => '---:').join(' | ')} |`,
    ...rows.map(([label, ...values]) => `| ${label} | ${Math.round(median(values))} | ${values.map((v) => Math.round(v)).join(' | ')} |`),
    `| PGlite alone: node + open + select 1 (from spawn) | ${Math.round(median(floors.map((f) => f.totalMs)))} | ${floors.map((f) => Math.round(f.totalMs)).join(' | ')} |`,
  ];
  console.log(`\nStart-up on the demo account's PGlite (${runs.length} runs after a first one; target ${TARGET_MS} ms)\n`);
  console.log(table.join('\n'));
  const ready = median(runs.map((r) => r.readyMs));
  log(`startup: median ready in ${Math.round(ready)} ms: ${ready <= TARGET_MS ? 'within' : 'OVER'} the ${TARGET_MS} ms target`);

  if (CPU_PROF) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ads-bench-startup-prof-'));
    await startOnce(dataDir, ['--cpu-prof', `--cpu-prof-dir=${dir}`]);
    const file = fs.readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
    if (file) printProfile(path.join(dir, file));
  }
  return ready <= TARGET_MS;
}
