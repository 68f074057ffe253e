// `npm run bench -- --only=reliability`: proof under load and crashes (docs/reliability.md,
// decision 070). Three parts, each on its own fresh data, all on 127.0.0.1:
//
// 1. Load: the built server on a fresh PostgreSQL database; `--load-connections` (64) actors of
//    `--load-users` (20) users run the mixed workload (traffic.mjs) for `--load-duration` (60) s after
//    a `--load-warmup` (5) s warm-up; then every acknowledged write is read back. Targets: 0 errors
//    (warm-up included), 0 missing.
// 2. Crash: a write load, the server killed with SIGKILL in the middle of it, restarted on the same
//    data, every acknowledged write read back; `--crash-cycles` (3) times, on PGlite and on
//    PostgreSQL. Target: 0 acknowledged writes missing.
// 3. PostgreSQL restarted under the running app (pg-restart.mjs).
//
// Answers whether every target was met.
import sharp from 'sharp';
import { printResultTable } from '../bench-table.mjs';
import { runPgRestart } from './pg-restart.mjs';
import { readBack } from './read-back.mjs';
import { createRecorder, summarize } from './recorder.mjs';
import { arg, dropDatabase, freshDatabase, log, machine, signUp, sleep, startServer } from './server.mjs';
import { Actor, MIXES } from './traffic.mjs';

const LOAD_DB = 'ads_reliability';
const CRASH_DB = 'ads_reliability_crash';

/** Registers `users` users and makes `connections` actors spread over them. */
export async function makeActors(base, { users, connections, prefix, png, recorder, variations = 2 }) {
  const accounts = [];
  for (let i = 0; i < users; i++) accounts.push(await signUp(base, `${prefix}${i}`));
  const ctx = { base, png, recorder, variations };
  return { ctx, actors: Array.from({ length: connections }, (_, i) => new Actor(accounts[i % users], ctx, `${prefix}${i}`)) };
}

const smallPng = () =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 58, g: 134, b: 255 } } })
    .png()
    .toBuffer();

function printOps(rows, meta) {
  const head = ['operation', 'requests', 'req/s', 'p50 ms', 'p99 ms', 'errors'];
  const body = rows.map((r) => [r.label, String(r.requests), r.rps.toFixed(1), r.p50.toFixed(1), r.p99.toFixed(1), String(r.errors)]);
  printResultTable(head, body, meta);
}

/** The first failures, each with when it was sent (s after its phase started) and how long it took. */
function printErrors(recorder, phase) {
  for (const e of recorder.errors.slice(0, 30)) {
    const sent = (e.at - e.ms - recorder.started) / 1000;
    console.error(`  ${phase}: ${e.op}: ${e.status}, sent at ${sent.toFixed(1)} s, after ${e.ms.toFixed(0)} ms ${e.detail}`);
  }
}

async function loadTest(png) {
  const seconds = Number(arg('load-duration', 60));
  const connections = Number(arg('load-connections', 64));
  const users = Number(arg('load-users', 20));
  const warmupSeconds = Number(arg('load-warmup', 5));
  const url = await freshDatabase(LOAD_DB);
  const server = await startServer({ databaseUrl: url, env: { RATE_LIMIT_DISABLED: 'true' } });
  try {
    const warmup = createRecorder();
    const { ctx, actors } = await makeActors(server.base, { users, connections, prefix: 'load', png, recorder: warmup });
    const run = (ms) => {
      const stopAt = Date.now() + ms;
      return Promise.all(actors.map((a) => a.run(MIXES.mixed, () => Date.now() >= stopAt)));
    };
    log(`load: warm-up, ${warmupSeconds} s at the same concurrency...`);
    await run(warmupSeconds * 1000);
    const recorder = createRecorder();
    ctx.recorder = recorder;
    log(`load: ${connections} connections, ${users} users, mixed reads and writes for ${seconds} s...`);
    const started = recorder.started;
    await run(seconds * 1000);
    const elapsed = (performance.now() - started) / 1000;
    const rows = summarize(recorder, elapsed);
    log('load: reading back every acknowledged write...');
    const back = await readBack(ctx, actors);
    printOps(
      rows,
      `Load: ${connections} connections (${users} users), ${elapsed.toFixed(1)} s, server ${server.kind} on PostgreSQL, ` +
        `RATE_LIMIT_DISABLED=true; ${machine()}`,
    );
    console.log(
      `\nRead-back: ${back.checked} checks (every acknowledged row, deletion and upload, and each user's totals), ` +
        `${back.missing} missing or wrong, ${back.ambiguous} after unanswered writes`,
    );
    const warm = summarize(warmup, warmupSeconds).at(-1);
    console.log(
      `Warm-up before it (not in the table; its errors count, its writes are read back): ${warm.requests} requests, ` +
        `p50 ${warm.p50.toFixed(0)} ms, p99 ${warm.p99.toFixed(0)} ms, ${warm.errors} errors`,
    );
    printErrors(warmup, 'warm-up');
    printErrors(recorder, 'load');
    for (const f of back.failures) console.error(`  ${f}`);
    return warm.errors + rows.at(-1).errors === 0 && back.missing === 0;
  } finally {
    await server.stop();
    await dropDatabase(LOAD_DB);
  }
}

/** One backend: `cycles` times a write load, SIGKILL mid-way, restart, read-back. */
async function crashTest(png, backend) {
  const cycles = Number(arg('crash-cycles', 3));
  const connections = Number(arg('crash-connections', 32));
  const url = backend === 'PostgreSQL' ? await freshDatabase(CRASH_DB) : undefined;
  let server = await startServer({ databaseUrl: url, env: { RATE_LIMIT_DISABLED: 'true' } });
  const rows = [];
  try {
    const recorder = createRecorder();
    const { ctx, actors } = await makeActors(server.base, { users: 8, connections, prefix: 'crash', png, recorder });
    for (let cycle = 1; cycle <= cycles; cycle++) {
      let killing = false;
      const running = Promise.all(actors.map((a) => a.run(MIXES.writes, () => killing)));
      const killAfter = 3000 + Math.random() * 3000;
      await sleep(killAfter);
      const errorsBefore = recorder.errors.length;
      const acknowledged = [...recorder.ops.values()].reduce((s, e) => s + e.ms.length - e.errors, 0);
      killing = true;
      await server.kill9();
      await running;
      const restartStarted = performance.now();
      server = await startServer(server.restartOptions);
      const restartMs = performance.now() - restartStarted;
      const back = await readBack(ctx, actors);
      log(`crash ${backend} ${cycle}/${cycles}: killed after ${(killAfter / 1000).toFixed(1)} s; missing ${back.missing}`);
      for (const f of back.failures) console.error(`  ${f}`);
      rows.push({ cycle, killAfter, acknowledged, errorsBefore, restartMs, ...back });
      recorder.errors.length = 0;
    }
  } finally {
    await server.stop();
    if (url) await dropDatabase(CRASH_DB);
  }
  return rows;
}

function printCrashes(rows, meta) {
  const head = [
    'database',
    'kill',
    'killed after s',
    'writes acknowledged so far',
    'checks',
    'missing',
    'unanswered (either way)',
    'restart to ready, ms',
    'errors before kill',
  ];
  const body = rows.map((r) => [
    r.backend,
    String(r.cycle),
    (r.killAfter / 1000).toFixed(1),
    String(r.acknowledged),
    String(r.checked),
    String(r.missing),
    String(r.ambiguous + r.unansweredCreates),
    r.restartMs.toFixed(0),
    String(r.errorsBefore),
  ]);
  printResultTable(head, body, meta);
}

export async function reliabilitySection() {
  const png = await smallPng();
  const parts = String(arg('reliability-parts', 'load,crash,pg-restart')).split(',');
  const met = [];
  if (parts.includes('load')) met.push(['load', await loadTest(png)]);
  if (parts.includes('crash')) {
    const rows = [];
    for (const backend of ['PGlite', 'PostgreSQL']) rows.push(...(await crashTest(png, backend)).map((r) => ({ backend, ...r })));
    printCrashes(rows, `Crash: SIGKILL under a write load of ${arg('crash-connections', 32)} connections (8 users); ${machine()}`);
    met.push(['crash', rows.every((r) => r.missing === 0 && r.errorsBefore === 0)]);
  }
  if (parts.includes('pg-restart')) {
    const restart = await runPgRestart({ png, makeActors });
    if (restart !== 'skipped') met.push(['pg-restart', restart]);
  }
  for (const [part, ok] of met) log(`reliability ${part}: ${ok ? 'every target met' : 'TARGET MISSED'}`);
  return met.every(([, ok]) => ok);
}
