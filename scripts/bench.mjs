#!/usr/bin/env node
// `npm run bench` (not part of `npm test`): throughput and latency of the list endpoints on PostgreSQL.
//
// Creates a fresh database `ads_bench` on the local PostgreSQL server, starts the built server on it
// (built here with tsup; `--tsx` runs the sources instead), registers one user through the API and
// bulk-seeds that user with 1,000 campaigns and 20,000 ads (20 per campaign) in SQL. Other tenants
// of the same size are seeded beside it (`--tenants=N`, default 4) so that every query has to find
// one user's rows among others', as in production. Then autocannon measures each route with 32
// connections (`--connections`) for a few seconds (`--duration`, default 5) after a warm-up,
// GET /api/health being the ceiling of the same server. Prints a table (also as Markdown).
//
// Then the generation section (scripts/bench-generation.mjs): the server's own time (p50/p99) for a
// 5-variation POST /api/ads/generate with images, with BUILTIN and with OpenAI aimed at a zero-latency
// fake started in this process.
//
// Options: --duration=S --connections=N --tenants=N --rounds=N (measure every route N times, interleaved,
// and report the round with the median req/s: on a shared machine one round says little) --tsx --keep
// (keep the database for `psql -f scripts/bench-explain.sql`) --only=lists|generation (one section;
// `generation` skips the seeding) --generation-runs=N (default 30).
// Environment: BENCH_DATABASE_URL (admin URL, default postgres://postgres@127.0.0.1:5432/postgres).
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { benchGeneration, FAKE_OPENAI_KEY, printGenerationTable, startOpenAiFake } from './bench-generation.mjs';
import { printResultTable } from './bench-table.mjs';

const root = path.resolve(import.meta.dirname, '..');
const arg = (name, fallback) => {
  const hit = process.argv.find((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (!hit) return fallback;
  return hit.includes('=') ? hit.slice(hit.indexOf('=') + 1) : true;
};
const DURATION = Number(arg('duration', 5));
const CONNECTIONS = Number(arg('connections', 32));
const TENANTS = Number(arg('tenants', 4));
const KEEP = Boolean(arg('keep', false));
const USE_TSX = Boolean(arg('tsx', false));
const ROUNDS = Number(arg('rounds', 1));
const ONLY = arg('only', 'all');
const GENERATION_RUNS = Number(arg('generation-runs', 30));
const CAMPAIGNS = 1000;
const ADS_PER_CAMPAIGN = 20;

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = 'ads_bench';
const dbUrl = (() => {
  const u = new URL(adminUrl);
  u.pathname = `/${dbName}`;
  return u.toString();
})();

const log = (...a) => console.log('[bench]', ...a);

async function admin(sql) {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const s = net.createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

function serverCommand() {
  if (!USE_TSX) {
    log('building the server (tsup)...');
    const build = spawnSync('npm', ['run', 'build', '--silent', '-w', '@ads-creative/server'], { cwd: root, stdio: 'inherit' });
    if (build.status === 0)
      return { cmd: process.execPath, args: [path.join(root, 'apps/server/dist/server.js')], kind: 'built (tsup bundle)' };
    log('build failed: running the sources with tsx instead');
  }
  return { cmd: process.execPath, args: ['--import', 'tsx', path.join(root, 'apps/server/src/server.ts')], kind: 'tsx (sources)' };
}

async function startServer(port, extraEnv = {}) {
  const { cmd, args, kind } = serverCommand();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ads-bench-'));
  const child = spawn(cmd, args, {
    cwd: path.join(root, 'apps/server'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: dbUrl,
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      APP_SECRET: crypto.randomBytes(32).toString('hex'),
      WEB_DIST: path.join(dataDir, 'no-web'),
      ...extraEnv,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 150; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const r = await fetch(`${base}/api/ready`);
      if (r.ok) return { child, base, kind, dataDir };
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGTERM');
  throw new Error('server did not become ready');
}

async function api(base, method, url, body, token) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

/** One tenant's campaigns and ads, in two set-based statements. */
async function seedTenant(client, userId) {
  await client.query(
    `insert into campaigns (user_id, name, objective, status, budget_type, daily_budget, total_budget, target_audience,
                            start_date, end_date, created_at, updated_at)
     select $1, 'Campaign ' || g,
            (array['BRAND_AWARENESS','REACH','TRAFFIC','ENGAGEMENT','APP_INSTALLS','VIDEO_VIEWS','LEAD_GENERATION',
                   'CONVERSIONS','CATALOG_SALES','STORE_TRAFFIC'])[1 + g % 10],
            (array['DRAFT','ACTIVE','PAUSED','COMPLETED','FAILED'])[1 + g % 5],
            case when g % 4 = 0 then 'LIFETIME' else 'DAILY' end,
            case when g % 4 = 0 then null else round((5 + random() * 495)::numeric, 2) end,
            case when g % 4 = 0 then round((500 + random() * 9500)::numeric, 2) else null end,
            'Adults 18-45 in Hanoi and Ho Chi Minh City, interested in fashion',
            date '2025-01-01' + g % 300, date '2025-01-01' + g % 300 + 30,
            now() - make_interval(mins => ($2 - g) * 60), now() - make_interval(mins => ($2 - g) * 60)
     from generate_series(1, $2) g`,
    [userId, CAMPAIGNS],
  );
  await client.query(
    `insert into ads (user_id, campaign_id, name, ad_type, status, headline, description, primary_text, call_to_action,
                      image_url, created_at, updated_at)
     select c.user_id, c.id, c.name || ' / Ad ' || k,
            (array['PAGE_POST_AD','WEBSITE_CONVERSION_AD','LEAD_FORM_AD'])[1 + k % 3],
            (array['DRAFT','PENDING','ACTIVE','PAUSED','COMPLETED','FAILED','REJECTED'])[1 + (c.id + k) % 7],
            'Summer sale: up to 50% off', 'Free shipping on orders over $50',
            'Discover the new collection before it sells out. Limited stock, order today.',
            (array['SHOP_NOW','LEARN_MORE','SIGN_UP','DOWNLOAD','CONTACT_US','APPLY_NOW','BOOK_NOW','GET_OFFER','MESSAGE_PAGE','SUBSCRIBE'])[1 + k % 10],
            '/media/sample-' || (k % 10) || '.png',
            c.created_at + make_interval(secs => k), c.created_at + make_interval(secs => k)
     from campaigns c cross join generate_series(1, $2) k
     where c.user_id = $1`,
    [userId, ADS_PER_CAMPAIGN],
  );
}

async function seed(userId) {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    const started = Date.now();
    const others = await client.query(
      `insert into users (username, email) select 'tenant' || g, 'tenant' || g || '@bench.local' from generate_series(1, $1) g returning id`,
      [TENANTS],
    );
    // Interleave tenants so one user's rows are not physically contiguous.
    const ids = [...others.rows.map((r) => r.id)];
    ids.splice(Math.floor(ids.length / 2), 0, userId);
    for (const id of ids) await seedTenant(client, id);
    await client.query('vacuum analyze');
    const counts = await client.query('select (select count(*) from campaigns)::int as campaigns, (select count(*) from ads)::int as ads');
    log(
      `seeded in ${((Date.now() - started) / 1000).toFixed(1)} s: user ${userId} has ${CAMPAIGNS} campaigns and ${CAMPAIGNS * ADS_PER_CAMPAIGN} ads;`,
      `${TENANTS} other tenants alike (tables: ${counts.rows[0].campaigns} campaigns, ${counts.rows[0].ads} ads)`,
    );
  } finally {
    await client.end();
  }
}

async function measure(base, token, route) {
  const opts = {
    url: `${base}${route}`,
    connections: CONNECTIONS,
    headers: route === '/api/health' ? {} : { authorization: `Bearer ${token}` },
  };
  await autocannon({ ...opts, duration: 1 });
  const r = await autocannon({ ...opts, duration: DURATION });
  return {
    route,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    requests: r.requests.total,
    failures: r.non2xx + r.errors + r.timeouts,
  };
}

function printTable(rows, meta) {
  const head = ['route', 'req/s', 'p50 ms', 'p99 ms', 'requests', 'non-2xx/errors'];
  const body = rows.map((r) => [r.route, r.rps.toFixed(0), String(r.p50), String(r.p99), String(r.requests), String(r.failures)]);
  printResultTable(head, body, meta, (route) => `\`${route}\``);
}

async function main() {
  log(`fresh database ${dbName} on ${new URL(adminUrl).host}`);
  await admin(`drop database if exists ${dbName} with (force)`);
  await admin(`create database ${dbName}`);
  const port = await freePort();
  const fake = await startOpenAiFake();
  const server = await startServer(port, { OPENAI_API_KEY: FAKE_OPENAI_KEY, OPENAI_BASE_URL: fake.url });
  let failed = false;
  try {
    log(`server: ${server.kind} on ${server.base}`);
    const username = 'benchuser';
    const password = 'bench-password-123';
    await api(server.base, 'POST', '/api/auth/register', { username, email: 'bench@bench.local', password });
    const { token, user } = await api(server.base, 'POST', '/api/auth/login-app', { usernameOrEmail: username, password });
    if (ONLY !== 'generation') await listsSection(server, token, user);
    if (ONLY !== 'lists') await generationSection(server, token, fake);
    failed = process.exitCode === 1;
  } finally {
    // autocannon resolves at the end of its duration with requests still in flight: let them finish.
    await new Promise((r) => setTimeout(r, 1000));
    if (server.child.exitCode === null) {
      const exited = new Promise((r) => server.child.once('exit', r));
      server.child.kill('SIGTERM');
      await exited;
    }
    await fake.close();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
    if (KEEP) log(`kept database ${dbName}: psql ${dbUrl}`);
    else await admin(`drop database if exists ${dbName} with (force)`);
  }
  process.exit(failed ? 1 : 0);
}

async function generationSection(server, token, fake) {
  const campaign = await api(server.base, 'POST', '/api/campaigns', { name: 'Bench generation', objective: 'CONVERSIONS' }, token);
  const rows = await benchGeneration({ base: server.base, token, campaignId: campaign.id, fake, runs: GENERATION_RUNS, log });
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  printGenerationTable(
    rows,
    `one generation at a time, wall time on 127.0.0.1 (includes the fake's own time, shown); server ${server.kind}, default ` +
      `AI_MAX_CONCURRENCY_PER_USER (2 image calls at once), Node ${process.version}, PostgreSQL; ${os.cpus().length} × ${cpu}; load average ${os.loadavg()[0].toFixed(1)}`,
  );
}

async function listsSection(server, token, user) {
  await seed(user.id);

  const someCampaign = (await api(server.base, 'GET', '/api/campaigns?page=100&size=5', null, token)).content[0].id;
  const lastAdsPage = (CAMPAIGNS * ADS_PER_CAMPAIGN) / 5 - 1;
  const routes = [
    '/api/health',
    '/api/campaigns',
    '/api/ads',
    '/api/dashboard',
    `/api/ads/campaign/${someCampaign}`,
    '/api/campaigns?page=0&size=100',
    `/api/ads?page=${lastAdsPage}&size=5`,
  ];
  const results = new Map(routes.map((r) => [r, []]));
  const loadBefore = os.loadavg()[0];
  for (let round = 1; round <= ROUNDS; round++) {
    for (const route of routes) {
      log(`round ${round}/${ROUNDS}: ${route} (${CONNECTIONS} connections, ${DURATION} s)...`);
      results.get(route).push(await measure(server.base, token, route));
    }
  }
  const median = (list) => [...list].sort((a, b) => a.rps - b.rps)[Math.floor((list.length - 1) / 2)];
  const rows = routes.map((r) => median(results.get(r)));
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  printTable(
    rows,
    `${CONNECTIONS} connections, ${DURATION} s per route after 1 s warm-up, median of ${ROUNDS} round(s); server ${server.kind}, ` +
      `Node ${process.version}, PostgreSQL on 127.0.0.1; ${os.cpus().length} × ${cpu}; ` +
      `load average ${loadBefore.toFixed(1)} before, ${os.loadavg()[0].toFixed(1)} after`,
  );
  if ([...results.values()].flat().some((r) => r.failures > 0)) {
    process.exitCode = 1;
    console.error('\nSome requests failed (see the non-2xx/errors column).');
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
