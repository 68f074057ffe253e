// The reliability bench's third part: PostgreSQL stopped and started again under the running app.
//
// The app runs a mixed load while GET /api/ready is polled every 100 ms. PostgreSQL is stopped
// (`pg_ctlcluster --skip-systemctl-redirect <version> <cluster> stop`, fast mode: sessions are
// terminated, as in a crash or failover), kept down `--pg-down` (5) s, and started again. Targets:
// /api/ready answers 503 while it is down; every request that fails meanwhile fails cleanly (an HTTP
// 5xx with the `{ code, message }` body, within a bound: no hang); the app process stays up; once
// PostgreSQL is back, ready answers 200 again without touching the app, later requests succeed, and
// every acknowledged write reads back.
//
// It stops the machine's PostgreSQL for a few seconds: everything else using it sees that too. It
// is skipped, with the reason, when the cluster cannot be controlled from here (no pg_ctlcluster, not
// root or postgres, the bench's database not on this machine's port of that cluster).
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { printResultTable } from '../bench-table.mjs';
import { readBack } from './read-back.mjs';
import { createRecorder, REQUEST_TIMEOUT_MS, timedFetch } from './recorder.mjs';
import { adminUrl, arg, dropDatabase, freshDatabase, log, machine, sleep, startServer, waitReady } from './server.mjs';
import { MIXES } from './traffic.mjs';

const DB = 'ads_reliability_restart';
/** A request failing while the database is down must answer within this. */
const FAIL_BOUND_MS = 5000;
/** After PostgreSQL accepts connections again, the app must be ready within this. */
const RECOVERY_BOUND_MS = 15_000;

const cluster = () => String(arg('pg-cluster', '15/main')).split('/');
/**
 * pg_ctlcluster <action>, asynchronously: a synchronous call would stall this process's event loop
 * (and so its clocks) for the seconds a start takes. Answers `{ status, error?, output }`.
 */
const pgctl = (action) =>
  promisify(execFile)('pg_ctlcluster', ['--skip-systemctl-redirect', ...cluster(), action], { timeout: 60_000 }).then(
    (r) => ({ status: 0, output: `${r.stdout}${r.stderr}`.trim() }),
    (e) => ({
      status: e.code ?? 1,
      error: typeof e.code === 'string' ? e : undefined,
      output: `${e.stdout ?? ''}${e.stderr ?? ''}`.trim(),
    }),
  );

/** Why the cluster cannot be restarted from here, or null when it can. */
async function cannotControl() {
  const u = new URL(adminUrl);
  if (!['127.0.0.1', 'localhost'].includes(u.hostname) || (u.port || '5432') !== '5432')
    return `the bench's PostgreSQL (${u.host}) is not this machine's port 5432`;
  const uid = process.getuid?.();
  const status = await pgctl('status');
  if (status.error) return `pg_ctlcluster is not available (${status.error.code})`;
  if (status.status !== 0) return `pg_ctlcluster ${cluster().join(' ')} status failed: ${status.output}`;
  if (uid !== 0 && process.env.USER !== 'postgres') return 'restarting PostgreSQL needs root or the postgres user';
  return null;
}

/** Polls GET /api/ready every 100 ms until `stop()`; keeps [time, status, ms]. */
function pollReady(base, stop) {
  const samples = [];
  const done = (async () => {
    while (!stop()) {
      const r = await timedFetch(base, 'GET', '/api/ready');
      samples.push({ at: performance.now(), status: r.status, ms: r.ms });
      await sleep(100);
    }
  })();
  return { samples, done };
}

function verdict(figures) {
  return [
    ['ready answers 503 while PostgreSQL is down', figures.ready503 > 0],
    ['every failed request: 5xx with { code, message }', figures.unclean === 0],
    [`every failed request answered within ${FAIL_BOUND_MS} ms`, figures.slowestFailureMs <= FAIL_BOUND_MS],
    ['app process still running (same process, never restarted)', figures.alive],
    [
      `ready 200 again within ${RECOVERY_BOUND_MS} ms of PostgreSQL's start`,
      figures.recoveryMs !== null && figures.recoveryMs <= RECOVERY_BOUND_MS,
    ],
    ['no failure before the stop or after recovery', figures.errorsOutside === 0],
    ['a write after recovery succeeds', figures.writeAfter === 201],
    ['every acknowledged write reads back', figures.missing === 0],
  ];
}

/** Answers true/false (targets met), or 'skipped'. */
export async function runPgRestart({ png, makeActors }) {
  const why = await cannotControl();
  if (why) {
    log(`pg-restart SKIPPED: ${why}`);
    return 'skipped';
  }
  const downSeconds = Number(arg('pg-down', 5));
  const url = await freshDatabase(DB);
  const server = await startServer({ databaseUrl: url, env: { RATE_LIMIT_DISABLED: 'true' } });
  let pgStopped = false;
  try {
    const recorder = createRecorder();
    const { ctx, actors } = await makeActors(server.base, { users: 8, connections: 16, prefix: 'restart', png, recorder });
    const pid = server.child.pid;
    let finished = false;
    const running = Promise.all(actors.map((a) => a.run(MIXES.mixed, () => finished)));
    const ready = pollReady(server.base, () => finished);
    await sleep(3000);

    log(`pg-restart: stopping PostgreSQL ${cluster().join('/')} for ${downSeconds} s under the running app...`);
    const stopAt = performance.now();
    pgStopped = true;
    const stopped = await pgctl('stop');
    if (stopped.status !== 0) {
      pgStopped = false;
      finished = true;
      await Promise.all([running, ready.done]);
      log(`pg-restart SKIPPED: could not stop PostgreSQL: ${stopped.output}`);
      return 'skipped';
    }
    await sleep(downSeconds * 1000);
    const started = await pgctl('start');
    if (started.status !== 0) throw new Error(`could not start PostgreSQL again: ${started.output}`);
    pgStopped = false;
    const startedAt = performance.now();
    let recoveredAt = null;
    try {
      await waitReady(server.base, server.child, RECOVERY_BOUND_MS * 2);
      recoveredAt = performance.now();
    } catch {}
    await sleep(3000);
    finished = true;
    await Promise.all([running, ready.done]);

    const during = (at) => at >= stopAt && at <= (recoveredAt ?? Number.POSITIVE_INFINITY);
    const failures = recorder.errors.filter((e) => during(e.at));
    const figures = {
      failed: failures.length,
      unclean: failures.filter((e) => e.status < 500 || !e.errorShape).length,
      statuses: [...new Set(failures.map((e) => e.status))].sort().join(', ') || '-',
      slowestFailureMs: Math.max(0, ...failures.map((e) => e.ms)),
      ready503: ready.samples.filter((s) => during(s.at) && s.status === 503).length,
      recoveryMs: recoveredAt === null ? null : recoveredAt - startedAt,
      errorsOutside: recorder.errors.filter((e) => !during(e.at)).length,
      alive: server.alive() && server.child.pid === pid,
      writeAfter: (
        await timedFetch(server.base, 'POST', '/api/campaigns', {
          headers: { authorization: `Bearer ${actors[0].token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ name: 'After the restart', objective: 'TRAFFIC' }),
        })
      ).status,
    };
    const back = await readBack(ctx, actors);
    figures.missing = back.missing;
    report(figures, back, downSeconds);
    const slowest = [...failures].sort((a, b) => b.ms - a.ms).slice(0, 3);
    const odd = recorder.errors.filter((x) => !during(x.at) || x.status < 500 || !x.errorShape).slice(0, 10);
    for (const e of [...slowest, ...odd]) console.error(`  ${e.op}: ${e.status} after ${e.ms.toFixed(0)} ms ${e.detail}`);
    if (!figures.alive) console.error(`The app exited; its last output:\n${server.crashOutput()}`);
    return verdict(figures).every(([, ok]) => ok);
  } finally {
    if (pgStopped) await pgctl('start');
    await server.stop({ keepData: Boolean(arg('keep-logs', false)) });
    if (arg('keep-logs', false)) log(`server log kept: ${server.logFile}`);
    await dropDatabase(DB);
  }
}

function report(f, back, downSeconds) {
  printResultTable(
    ['PostgreSQL stopped under the app', 'figure'],
    [
      ['requests failed while down (until ready again)', String(f.failed)],
      ['their statuses', f.statuses],
      ['of them not 5xx or not { code, message }', String(f.unclean)],
      ['slowest failed request, ms', f.slowestFailureMs.toFixed(0)],
      ['GET /api/ready samples answering 503 while down', String(f.ready503)],
      ['ready 200 again after PostgreSQL started, ms', f.recoveryMs === null ? 'never' : f.recoveryMs.toFixed(0)],
      ['failures before the stop or after recovery', String(f.errorsOutside)],
      ['app process', f.alive ? 'same process, running' : 'EXITED'],
      ['POST /api/campaigns after recovery', String(f.writeAfter)],
      ['read-back: checks / missing / unanswered writes', `${back.checked} / ${back.missing} / ${back.ambiguous + back.unansweredCreates}`],
    ],
    `PostgreSQL restart: 16 connections (8 users) mixed load, PostgreSQL down ${downSeconds} s (pg_ctlcluster stop, fast mode); ` +
      `request time-out ${REQUEST_TIMEOUT_MS} ms; ${machine()}`,
  );
  for (const [target, ok] of verdict(f)) console.log(`${ok ? 'met   ' : 'MISSED'}  ${target}`);
}
