// `npm run bench -- --only=abuse` (issue 15, decision 169): one user's expensive calls against another
// user's latency, with the caps of apps/server/src/plugins/expensive-work-limits.ts in force.
//
// A fresh database `ads_bench_abuse` (dropped after, unless --keep) holds two demo accounts seeded by
// `npm run seed:demo`: the attacker with a year of delivery at --abuse-scale (default 5: 100 campaigns of
// 3–8 ads), the victim at scale 1. Against the built server on PostgreSQL, each phase lasts
// --abuse-duration seconds (15), while the victim times 2 loops of GET /api/campaigns, 2 loops of
// GET /api/health and 1 loop of its own 30-day PDF export (one every second):
//   - alone: nobody else;
//   - N exports, for N in --abuse-exports (10,30): the attacker keeps N year-long PDF exports
//     (GET /api/analytics/export/all?format=pdf&timeRange=1y) in flight: each of N loops sends its next
//     as soon as its last is answered, or --abuse-retry-ms (100) after a 429 (it does not honour Retry-After;
//     with no pause at all the phase measures a flood of cheap requests, which is not what this is about);
//   - N refreshes, for N in --abuse-refreshes (10): the same with POST /api/optimization/recommendations/refresh.
// The attacker's answers are counted: 200, 429 for too many in flight, 429 past the window. The windows
// are emptied between phases (their rate_limits rows deleted), so each phase starts as a fresh user would.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { printResultTable } from '../bench-table.mjs';
import { PASSWORD, percentile, seedAccount } from './analytics.mjs';
import { api, arg, dropDatabase, freshDatabase, log, machine, root, startServer } from './server.mjs';

const DB_NAME = 'ads_bench_abuse';
const list = (name, fallback) => String(arg(name, fallback)).split(',').filter(Boolean).map(Number);

/** The caps as the server's source states them, printed with the table. */
function capsInForce() {
  const source = fs.readFileSync(path.join(root, 'apps/server/src/plugins/expensive-work-limits.ts'), 'utf8');
  return source
    .split('\n')
    .filter((l) => /^\s+(export|compare|refresh): \{/.test(l))
    .map((l) => l.trim().replace(/,$/, ''))
    .join('; ');
}

/** Milliseconds of one request (its body read); `count(status, body)` sees every answer. */
async function timedRequest(base, { method = 'GET', url, token }, count) {
  const started = performance.now();
  const res = await fetch(`${base}${url}`, { method, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const body = Buffer.from(await res.arrayBuffer());
  count?.(res.status, body);
  return performance.now() - started;
}

/** `loops` loops of `request` until `until` (performance.now()), each pausing `pauseMs` after an answer: the latencies. */
async function loopsUntil(until, loops, request, pauseMs = 0) {
  const latencies = [];
  await Promise.all(
    Array.from({ length: loops }, async () => {
      while (performance.now() < until) {
        latencies.push(await request());
        if (pauseMs) await new Promise((r) => setTimeout(r, pauseMs));
      }
    }),
  );
  return latencies.sort((a, b) => a - b);
}

/** One attacker request: its milliseconds; after a 429 the loop waits `retryMs` before its next. */
async function attackOnce(base, request, count, retryMs) {
  let refused = false;
  const took = await timedRequest(base, request, (status, body) => {
    refused = status === 429;
    count(status, body);
  });
  if (refused) await new Promise((r) => setTimeout(r, retryMs));
  return took;
}

const summary = (latencies) => ({ p50: percentile(latencies, 50), p99: percentile(latencies, 99), n: latencies.length });

/** One phase: the attacker's `loops` loops of `attack` (none when 0) against the victim's timed loops. */
async function phase(base, victim, attacker, { name, attack, loops, seconds, retryMs }) {
  log(`abuse: ${name} (${seconds} s)...`);
  const until = performance.now() + seconds * 1000;
  const answers = { ok: 0, busy: 0, window: 0, other: 0 };
  const count = (status, body) => {
    if (status === 200) answers.ok += 1;
    else if (status === 429) answers[/still|already/.test(body.toString('utf8')) ? 'busy' : 'window'] += 1;
    else answers.other += 1;
  };
  const victimFailures = { n: 0 };
  const victimCount = (status) => {
    if (status !== 200) victimFailures.n += 1;
  };
  const [campaigns, health, ownExport, attackLatencies] = await Promise.all([
    loopsUntil(until, 2, () => timedRequest(base, { url: '/api/campaigns', token: victim }, victimCount)),
    loopsUntil(until, 2, () => timedRequest(base, { url: '/api/health' }, victimCount)),
    loopsUntil(
      until,
      1,
      () => timedRequest(base, { url: '/api/analytics/export/all?format=pdf&timeRange=30d', token: victim }, victimCount),
      1000,
    ),
    loops > 0 ? loopsUntil(until, loops, () => attackOnce(base, { ...attack, token: attacker }, count, retryMs)) : [],
  ]);
  return {
    name,
    campaigns: summary(campaigns),
    health: summary(health),
    ownExport: summary(ownExport),
    attack: { ...answers, p50: percentile(attackLatencies, 50) },
    victimFailures: victimFailures.n,
  };
}

async function emptyWindows(dbUrl) {
  const c = new pg.Client({ connectionString: dbUrl });
  await c.connect();
  try {
    await c.query(`delete from rate_limits where key like 'export:user%' or key like 'refresh:user%' or key like 'compare:user%'`);
  } finally {
    await c.end();
  }
}

const ms = (x) => (Number.isFinite(x) ? x.toFixed(0) : '-');

export async function abuseSection() {
  const seconds = Number(arg('abuse-duration', 15));
  const exports = list('abuse-exports', '10,30');
  const refreshes = list('abuse-refreshes', '10');
  const retryMs = Number(arg('abuse-retry-ms', 100));
  const keep = Boolean(arg('keep', false));
  const dbUrl = await freshDatabase(DB_NAME);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ads-bench-abuse-'));
  let server;
  let failed = false;
  try {
    await seedAccount(dbUrl, dataDir, { name: 'attacker', args: [`--scale=${Number(arg('abuse-scale', 5))}`] });
    await seedAccount(dbUrl, dataDir, { name: 'victim', args: ['--scale=1', '--seed=2'] });
    server = await startServer({ databaseUrl: dbUrl });
    log(`server: ${server.kind} on ${server.base}`);
    const signIn = async (name) =>
      (await api(server.base, 'POST', '/api/auth/login-app', { usernameOrEmail: name, password: PASSWORD })).token;
    const attacker = await signIn('attacker');
    const victim = await signIn('victim');
    const loadBefore = os.loadavg()[0];
    const exportAttack = { url: '/api/analytics/export/all?format=pdf&timeRange=1y' };
    const refreshAttack = { method: 'POST', url: '/api/optimization/recommendations/refresh' };
    const phases = [
      { name: 'alone', loops: 0 },
      ...exports.map((n) => ({ name: `${n} year-long PDF exports in flight`, attack: exportAttack, loops: n })),
      ...refreshes.map((n) => ({ name: `${n} refreshes in flight`, attack: refreshAttack, loops: n })),
    ];
    const rows = [];
    for (const p of phases) {
      await emptyWindows(dbUrl);
      const row = await phase(server.base, victim, attacker, { ...p, seconds, retryMs });
      if (row.victimFailures > 0) failed = true;
      rows.push(row);
    }
    printResultTable(
      [
        "attacker's load",
        'victim GET /api/campaigns p50 / p99 ms',
        'victim GET /api/health p50 / p99 ms',
        "victim's own 30d PDF export p50 / p99 ms (n)",
        "attacker's answers: 200 / 429 in flight / 429 window",
        "attacker's p50 ms",
        'victim failures',
      ],
      rows.map((r) => [
        r.name,
        `${ms(r.campaigns.p50)} / ${ms(r.campaigns.p99)}`,
        `${ms(r.health.p50)} / ${ms(r.health.p99)}`,
        `${ms(r.ownExport.p50)} / ${ms(r.ownExport.p99)} (${r.ownExport.n})`,
        r.name === 'alone'
          ? '-'
          : `${r.attack.ok} / ${r.attack.busy} / ${r.attack.window}${r.attack.other ? ` (+${r.attack.other} other)` : ''}`,
        r.name === 'alone' ? '-' : ms(r.attack.p50),
        String(r.victimFailures),
      ]),
      `${seconds} s per phase, the attacker retrying ${retryMs} ms after a 429; caps in force: ${capsInForce()}; server ${server.kind} on PostgreSQL; ${machine()}; ` +
        `load average ${loadBefore.toFixed(1)} before`,
    );
  } finally {
    if (server) await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (keep) log(`kept database ${DB_NAME}`);
    else await dropDatabase(DB_NAME);
  }
  if (failed) {
    process.exitCode = 1;
    console.error('\nSome of the victim’s requests failed (see the last column).');
  }
}
