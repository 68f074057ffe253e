// `npm run bench -- --only=analytics`: the analytics dashboard at scale on PostgreSQL (issue 9, Speed).
//
// A fresh database `ads_bench_analytics` (dropped after, unless --keep) is filled by the demo seeder
// (`npm run seed:demo`, decision 095): the daily numbers go through the metrics repo's upsert, the
// sync's write path, and the rollup triggers of migration 0007 compute the rollups as they would in
// production. It holds, in this order so that one user's rows sit among others':
//   - tenant-1: an ordinary demo account at --tenant-scale (default 5: 100 campaigns of 3–8 ads, a year);
//   - big: --big-scale × 20 campaigns (default 50: 1,000) × --big-ads ads (20) × --big-days days (365),
//     every ad delivering every day (--full-history): 7.3 M rows of ad_metrics_daily;
//   - history-short and history-long: the same shape with --history-scale × 20 campaigns (default 1:
//     20 campaigns × 20 ads) over --history-days days (365) and 10 × as many (3,650);
//   - tenant-2: like tenant-1.
// Then, for each measured user and range (90d and 1y), against the built server:
//   - warm: GET /api/analytics/dashboard?timeRange=… from --analytics-connections (8) autocannon
//     connections for --analytics-duration seconds (20) after 2 s of warm-up: req/s, p50, p99. The same
//     request over and over, so the result cache (decision 163) answers all but the first;
//   - cold: as many loops that each move the user's data version (the row every write's trigger adds)
//     before each request, so every request computes the dashboard; then 1 loop that moves it and sends
//     as many requests at once (a sync lands while several pages ask); then 1 loop of 1 request (cold alone);
//   - its floor: the single raw SQL aggregate (RAW_AGGREGATE below) that computes the dashboard's
//     delivery numbers straight from ad_metrics_daily over the same rows, from as many loops through
//     node-postgres for as long (a query in flight at the end is waited for and counted): queries/s,
//     p50, p99. The ratio is the cold endpoint's p50 to the floor's.
// And the cost of 10× more history: history-long's cold dashboard p50 over history-short's, per range.
// Exits 1 when a request fails. Targets (issue 9): endpoint within 2× of the floor, p99 under 1 s,
// 10× history under 2×.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { printResultTable } from '../bench-table.mjs';
import { api, arg, dropDatabase, freshDatabase, log, machine, root, startServer } from './server.mjs';

const DB_NAME = 'ads_bench_analytics';
export const PASSWORD = 'bench-password-123';
const num = (name, fallback) => Number(arg(name, fallback));

/** The accounts the section seeds, in seeding order; `measured` ones are benchmarked. */
function accounts() {
  const tenant = (name) => ({ name, args: [`--scale=${num('tenant-scale', 5)}`] });
  const historyDays = num('history-days', 365);
  const shape = (scale, ads, days) => [`--scale=${scale}`, `--ads-per-campaign=${ads}`, `--days=${days}`, '--full-history'];
  return [
    tenant('tenant-1'),
    { name: 'big', measured: true, args: shape(num('big-scale', 50), num('big-ads', 20), num('big-days', 365)) },
    { name: 'history-short', measured: true, args: shape(num('history-scale', 1), 20, historyDays) },
    { name: 'history-long', measured: true, args: shape(num('history-scale', 1), 20, historyDays * 10) },
    tenant('tenant-2'),
  ];
}

/** Runs `npm run seed:demo` (its sources, through tsx) for one account; answers its printed summary. */
export function seedAccount(dbUrl, dataDir, account) {
  const args = [...account.args, `--username=${account.name}`, `--email=${account.name}@bench.local`, `--password=${PASSWORD}`];
  log(`seeding ${account.name}: npm run seed:demo -- ${args.join(' ')}`);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/modules/demo/seed-demo-cli.ts', ...args], {
      cwd: path.join(root, 'apps/server'),
      env: { ...process.env, DATABASE_URL: dbUrl, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.stderr.on('data', (d) => {
      out += d;
    });
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`seed:demo for ${account.name} exited ${code}:\n${out}`));
      const summary = out
        .split('\n')
        .filter((l) => /daily metric rows|Took/.test(l))
        .map((l) => l.trim());
      for (const l of summary) log(`  ${l}`);
      resolve(summary.join(' '));
    });
  });
}

/**
 * The floor: one statement that computes the dashboard's delivery numbers from the raw rows. Per day
 * (and currency and source) over the range and the period before it (KPIs, growth, trends, budget
 * spend), per campaign and per ad over the range (campaign table, providers, content scores). All of
 * the bench's rows are USD, so the rates join of the endpoint's queries is left out.
 */
const RAW_AGGREGATE = `
  select grouping(date, campaign_id, ad_id) as level, date, campaign_id, ad_id, currency, source,
    sum(impressions) as impressions, sum(clicks) as clicks, sum(conversions) as conversions,
    sum(spend) as spend, sum(conversion_value) as conversion_value, count(*) as row_count
  from (select *, date >= $2::date as current from ad_metrics_daily where user_id = $1 and date between $3::date and $4::date) r
  group by grouping sets ((date, currency, source), (campaign_id, currency, source, current), (ad_id, currency, source, current))
  having grouping(date) = 0 or current`;

export const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

/**
 * `step` from `connections` loops for `seconds` after 2 s of warm-up (a step in flight at the end is waited for
 * and counted): answers/s, p50 and p99 of the milliseconds each step answers (one number, or several).
 */
async function measureLoops(step, { connections, seconds }) {
  const run = async (ms) => {
    const until = performance.now() + ms;
    const latencies = [];
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (performance.now() < until) latencies.push(...[await step()].flat());
      }),
    );
    return latencies;
  };
  await run(2000);
  const started = performance.now();
  const latencies = (await run(seconds * 1000)).sort((a, b) => a - b);
  return {
    rps: latencies.length / ((performance.now() - started) / 1000),
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    count: latencies.length,
  };
}

const timed = async (work) => {
  const started = performance.now();
  await work();
  return performance.now() - started;
};

/** The floor: `query` from `connections` loops through node-postgres. */
async function measureQuery(dbUrl, text, values, load) {
  const pool = new pg.Pool({ connectionString: dbUrl, max: load.connections });
  try {
    return await measureLoops(() => timed(() => pool.query(text, values)), load);
  } finally {
    await pool.end();
  }
}

/**
 * Cold requests: each round writes a row of the user's analytics_data_changes, what the trigger of every write
 * the dashboard reads adds (decision 163), then sends `burst` requests at once and times each, so no request is
 * answered from an entry of an earlier round. `loops` rounds run side by side. Loops of 1 request each: every
 * request computes; 1 loop of a burst of 8: a write lands while 8 pages ask (they share one computation).
 */
async function measureCold(base, token, route, dbUrl, userId, { loops, burst, seconds }) {
  const pool = new pg.Pool({ connectionString: dbUrl, max: loops });
  let failures = 0;
  const request = () =>
    timed(async () => {
      const res = await fetch(`${base}${route}`, { headers: { authorization: `Bearer ${token}` } });
      await res.arrayBuffer();
      if (!res.ok) failures += 1;
    });
  try {
    const result = await measureLoops(
      async () => {
        await pool.query('insert into analytics_data_changes (user_id) values ($1)', [userId]);
        return Promise.all(Array.from({ length: burst }, request));
      },
      { connections: loops, seconds },
    );
    return { ...result, failures };
  } finally {
    await pool.end();
  }
}

async function measureEndpoint(base, token, route, { connections, seconds }) {
  // A request may take seconds at this concurrency on a busy machine: autocannon's 10 s time-out would count it failed.
  const opts = { url: `${base}${route}`, connections, timeout: 120, headers: { authorization: `Bearer ${token}` } };
  await autocannon({ ...opts, duration: 2 });
  const r = await autocannon({ ...opts, duration: seconds });
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    count: r.requests.total,
    failures: r.non2xx + r.errors + r.timeouts,
  };
}

async function countRows(dbUrl, userId) {
  const c = new pg.Client({ connectionString: dbUrl });
  await c.connect();
  try {
    const { rows } = await c.query(
      'select count(*)::float8 as n, min(date)::text as first, max(date)::text as last from ad_metrics_daily where user_id = $1',
      [userId],
    );
    const all = await c.query('select count(*)::float8 as n from ad_metrics_daily');
    return { ...rows[0], total: all.rows[0].n };
  } finally {
    await c.end();
  }
}

const ms = (x) => (Number.isFinite(x) ? x.toFixed(0) : '-');
const fmt = (n) => Math.round(n).toLocaleString('en-US');

export async function analyticsSection() {
  const connections = num('analytics-connections', 8);
  const seconds = num('analytics-duration', 20);
  const ranges = String(arg('analytics-ranges', '90d,1y')).split(',');
  const keep = Boolean(arg('keep', false));
  const dbUrl = await freshDatabase(DB_NAME);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ads-bench-analytics-'));
  log(`analytics: fresh database ${DB_NAME}; seeding (the demo seeder, through the sync's write path and the rollup triggers)...`);
  const seeded = [];
  let server;
  let failed = false;
  try {
    const seedStarted = Date.now();
    for (const account of accounts()) seeded.push({ ...account, summary: await seedAccount(dbUrl, dataDir, account) });
    log(`seeded in ${((Date.now() - seedStarted) / 60000).toFixed(1)} min`);
    server = await startServer({ databaseUrl: dbUrl });
    log(`server: ${server.kind} on ${server.base}`);
    const rows = [];
    const loadBefore = os.loadavg()[0];
    for (const account of seeded.filter((a) => a.measured)) {
      const { token, user } = await api(server.base, 'POST', '/api/auth/login-app', { usernameOrEmail: account.name, password: PASSWORD });
      const data = await countRows(dbUrl, user.id);
      account.rows = data;
      log(`${account.name}: user ${user.id}, ${fmt(data.n)} daily rows (${data.first} … ${data.last}) of ${fmt(data.total)} in the table`);
      for (const range of ranges) {
        const route = `/api/analytics/dashboard?timeRange=${range}`;
        const { data: dashboard } = await api(server.base, 'GET', route, null, token);
        const m = dashboard.meta;
        log(`${account.name} ${range}: the endpoint, warm (${connections} connections, ${seconds} s)...`);
        const endpoint = await measureEndpoint(server.base, token, route, { connections, seconds });
        log(`${account.name} ${range}: the endpoint, cold (${connections} loops; a burst of ${connections}; 1 loop; ${seconds} s each)...`);
        const cold = await measureCold(server.base, token, route, dbUrl, user.id, { loops: connections, burst: 1, seconds });
        const burst = await measureCold(server.base, token, route, dbUrl, user.id, { loops: 1, burst: connections, seconds });
        const coldOne = await measureCold(server.base, token, route, dbUrl, user.id, { loops: 1, burst: 1, seconds });
        log(`${account.name} ${range}: the raw SQL aggregate (${connections} loops, ${seconds} s)...`);
        const floor = await measureQuery(dbUrl, RAW_AGGREGATE, [user.id, m.since, m.previousSince, m.until], { connections, seconds });
        if (endpoint.failures + cold.failures + burst.failures + coldOne.failures > 0) failed = true;
        rows.push({ account: account.name, rows: data.n, range, endpoint, cold, burst, coldOne, floor });
      }
    }
    printTables(rows, { connections, seconds, loadBefore, serverKind: server.kind });
  } finally {
    if (server) await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (keep) log(`kept database ${DB_NAME}: psql ${dbUrl}`);
    else await dropDatabase(DB_NAME);
  }
  if (failed) {
    process.exitCode = 1;
    console.error('\nSome analytics requests failed (see the non-2xx/errors column).');
  }
}

function printTables(rows, { connections, seconds, loadBefore, serverKind }) {
  const head = [
    'user, range',
    'daily rows',
    'warm req/s',
    'warm p50 ms',
    'warm p99 ms',
    'cold req/s',
    'cold p50 ms',
    'cold p99 ms',
    'write + 8 at once p50 ms',
    'write + 8 at once p99 ms',
    'cold alone p50 ms',
    'cold alone p99 ms',
    'failed',
    'raw SQL q/s',
    'raw p50 ms',
    'raw p99 ms',
    'cold p50 ÷ raw p50',
  ];
  const body = rows.map((r) => [
    `${r.account}, ${r.range}`,
    fmt(r.rows),
    r.endpoint.rps.toFixed(1),
    ms(r.endpoint.p50),
    ms(r.endpoint.p99),
    r.cold.rps.toFixed(1),
    ms(r.cold.p50),
    ms(r.cold.p99),
    ms(r.burst.p50),
    ms(r.burst.p99),
    ms(r.coldOne.p50),
    ms(r.coldOne.p99),
    String(r.endpoint.failures + r.cold.failures + r.burst.failures + r.coldOne.failures),
    r.floor.rps.toFixed(2),
    ms(r.floor.p50),
    ms(r.floor.p99),
    (r.cold.p50 / r.floor.p50).toFixed(2),
  ]);
  printResultTable(
    head,
    body,
    `GET /api/analytics/dashboard, ${seconds} s per measure after 2 s warm-up: warm = ${connections} connections repeating the request ` +
      `(the result cache answers, decision 163); cold = ${connections} loops that each move the user's data version before every request ` +
      `(computed every time); after a write, 8 at once = 1 loop that moves the version, then sends ${connections} requests together ` +
      `(they share one computation); cold alone = 1 loop of 1 request; raw SQL = one aggregate of ad_metrics_daily for the same delivery numbers, ` +
      `${connections} loops; server ${serverKind}, PostgreSQL on 127.0.0.1; ${machine()} (${loadBefore.toFixed(1)} before)`,
  );
  const of = (account, range) => rows.find((r) => r.account === account && r.range === range);
  const history = rows
    .filter((r) => r.account === 'history-short')
    .map((short) => ({ short, long: of('history-long', short.range) }))
    .filter((h) => h.long);
  if (history.length === 0) return;
  printResultTable(
    ['range', 'short history: rows, cold p50 ms', '10× history: rows, cold p50 ms', 'cost of 10× history (p50 ÷ p50)', 'raw SQL p50 ÷ p50'],
    history.map(({ short, long }) => [
      short.range,
      `${fmt(short.rows)}, ${ms(short.cold.p50)}`,
      `${fmt(long.rows)}, ${ms(long.cold.p50)}`,
      (long.cold.p50 / short.cold.p50).toFixed(2),
      (long.floor.p50 / short.floor.p50).toFixed(2),
    ]),
    'The cost of 10× more history: the same account shape with 10× the days of every ad, the dashboard computed (cold) at the same range',
  );
}
