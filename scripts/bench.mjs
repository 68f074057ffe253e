#!/usr/bin/env node
// `npm run bench` (not part of `npm test`): throughput and latency of the list endpoints on PostgreSQL,
// generation time, and reliability under load and crashes.
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
// Each list route is followed by its floor (scripts/bench/list-floor.mjs): the same SQL sent straight
// through pg at the same concurrency; the table shows the route's req/s as a share of it.
//
// Then the reliability section (scripts/bench/reliability.mjs, docs/reliability.md): a mixed load with
// read-back of every acknowledged write, SIGKILL crashes on PGlite and PostgreSQL, PostgreSQL restarted
// under the running app. It uses its own fresh databases.
//
// Options: --duration=S --connections=N --tenants=N --rounds=N (measure every route N times, interleaved,
// and report the round with the median req/s: on a shared machine one round says little) --tsx --keep
// (keep the database for `psql -f scripts/bench-explain.sql`) --only=lists|generation|sync|analytics|abuse|reliability|web|startup|creative (one
// section; `generation` skips the seeding) --generation-runs=N (default 30) --route=PATH (one list route)
// --cpu-prof (profile the server with node --cpu-prof and print where its time went);
// reliability: --load-duration=S (60) --load-warmup=S (5) --load-connections=N (64) --load-users=N (20)
// --crash-cycles=N (3) --crash-connections=N (32) --pg-down=S (5) --pg-cluster=15/main
// --reliability-parts=load,crash,pg-restart --keep-logs; web: --lighthouse-runs=N (3);
// sync: --sync-runs=N (3) --sync-backends=postgres,pglite --sync-parts=write,e2e;
// analytics: --analytics-duration=S (20) --analytics-connections=N (8) --analytics-ranges=90d,1y --big-scale=N (50)
// --big-ads=K (20) --big-days=N (365) --history-scale=N (1) --history-days=N (365) --tenant-scale=N (5).
//
// Then the sync section (scripts/bench/sync.mjs): rows per second the Facebook insights sync stores for
// 1,000 ads × 90 days, on PostgreSQL and PGlite, at the repo and end to end through the sandbox Graph API.
//
// Then the analytics section (scripts/bench/analytics.mjs): the analytics dashboard (90d, 1y) at 8 connections
// for a user with 1,000 campaigns × 20 ads × 365 days (7.3 M daily rows, seeded by `npm run seed:demo`) among
// other tenants, against the raw SQL aggregate of the same rows, and the cost of 10× more history.
//
// Then the abuse section (scripts/bench/abuse.mjs, decision 169): another user's latency while one user keeps N
// year-long PDF exports or N engine refreshes in flight, with the per-user caps in force.
// abuse: --abuse-duration=S (15) --abuse-exports=10,30 --abuse-refreshes=10 --abuse-scale=N (5) --abuse-retry-ms=N (100).
//
// Then the start-up section (scripts/bench/startup.mjs, decision 174): the built server from spawn to a 200 from
// /api/ready on the demo account's PGlite (seeded once, reused), with the phases the server logs, against PGlite alone.
// startup: --startup-runs=N (5) --startup-scale=N (1) --startup-days=N (365) --startup-reseed; --cpu-prof profiles one more start.
//
// Then the creative section (scripts/bench/creative.mjs, issue 18): every script in bench/creative/ run with tsx (the
// tagger's accuracy on its labelled set, decision 182; the other creative measurements). No database.
// creative: --creative=NAME[,NAME] (only those scripts).
//
// Then the web section (scripts/bench-web.mjs): the JavaScript each route of the built web app downloads,
// and Lighthouse (desktop) on /login and /dashboard signed in, in Debian's Chromium. It needs no PostgreSQL.
// Exits 1 when a request of the list or analytics section fails or a reliability target is missed.
// Environment: BENCH_DATABASE_URL (admin URL, default postgres://postgres@127.0.0.1:5432/postgres).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { abuseSection } from './bench/abuse.mjs';
import { analyticsSection } from './bench/analytics.mjs';
import { printProfile, profilerClock } from './bench/cpu-profile-top.mjs';
import { creativeSection } from './bench/creative.mjs';
import { floorFor, measureFloor } from './bench/list-floor.mjs';
import { reliabilitySection } from './bench/reliability.mjs';
import { admin, api, arg, databaseUrl, freePort, log, startServer } from './bench/server.mjs';
import { startupSection } from './bench/startup.mjs';
import { syncSection } from './bench/sync.mjs';
import { benchGeneration, FAKE_OPENAI_KEY, printGenerationTable, startOpenAiFake } from './bench-generation.mjs';
import { printResultTable } from './bench-table.mjs';
import { benchWeb } from './bench-web.mjs';

const DURATION = Number(arg('duration', 5));
const CONNECTIONS = Number(arg('connections', 32));
const TENANTS = Number(arg('tenants', 4));
const KEEP = Boolean(arg('keep', false));
const ROUNDS = Number(arg('rounds', 1));
const ONLY = arg('only', 'all');
const GENERATION_RUNS = Number(arg('generation-runs', 30));
const ROUTE = arg('route', null);
const CPU_PROF = Boolean(arg('cpu-prof', false));
const LIGHTHOUSE_RUNS = Number(arg('lighthouse-runs', 3));
const CAMPAIGNS = 1000;
const ADS_PER_CAMPAIGN = 20;

const dbName = 'ads_bench';
const dbUrl = databaseUrl(dbName);

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
  const from = profilerClock();
  const r = await autocannon({ ...opts, duration: DURATION });
  return {
    route,
    window: { from, to: profilerClock() },
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    requests: r.requests.total,
    failures: r.non2xx + r.errors + r.timeouts,
  };
}

function printTable(rows, meta) {
  const head = ['route', 'req/s', 'p50 ms', 'p99 ms', 'requests', 'non-2xx/errors', 'same SQL via pg, /s', 'route ÷ pg'];
  const body = rows.map((r) => [
    r.route,
    r.rps.toFixed(0),
    String(r.p50),
    String(r.p99),
    String(r.requests),
    String(r.failures),
    r.floor ? r.floor.toFixed(0) : '-',
    r.floor ? `${((100 * r.rps) / r.floor).toFixed(0)} %` : '-',
  ]);
  printResultTable(head, body, meta, (route) => `\`${route}\``);
}

/** The list and generation sections share one server on a seeded database. */
async function listsAndGeneration() {
  log(`fresh database ${dbName} on ${new URL(dbUrl).host}`);
  await admin(`drop database if exists ${dbName} with (force)`);
  await admin(`create database ${dbName}`);
  const fake = await startOpenAiFake();
  let windows = [];
  const profileDir = CPU_PROF ? fs.mkdtempSync(path.join(os.tmpdir(), 'ads-bench-prof-')) : null;
  const server = await startServer({
    databaseUrl: dbUrl,
    env: { OPENAI_API_KEY: FAKE_OPENAI_KEY, OPENAI_BASE_URL: fake.url },
    nodeArgs: profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
  });
  try {
    log(`server: ${server.kind} on ${server.base}`);
    const username = 'benchuser';
    const password = 'bench-password-123';
    await api(server.base, 'POST', '/api/auth/register', { username, email: 'bench@bench.local', password });
    const { token, user } = await api(server.base, 'POST', '/api/auth/login-app', { usernameOrEmail: username, password });
    if (ONLY !== 'generation') windows = await listsSection(server, token, user);
    if (ONLY !== 'lists') await generationSection(server, token, fake);
  } finally {
    // autocannon resolves at the end of its duration with requests still in flight: let them finish.
    await new Promise((r) => setTimeout(r, 1000));
    await server.stop();
    await fake.close();
    if (profileDir) {
      // Written by the server as it exits after SIGTERM.
      const [file] = fs.readdirSync(profileDir);
      for (const { route, window } of windows) printProfile(path.join(profileDir, file), { window, label: `${route} under load` });
      fs.rmSync(profileDir, { recursive: true, force: true });
    }
    if (KEEP) log(`kept database ${dbName}: psql ${dbUrl}`);
    else await admin(`drop database if exists ${dbName} with (force)`);
  }
}

async function main() {
  if (['all', 'lists', 'generation'].includes(ONLY)) await listsAndGeneration();
  if (['all', 'sync'].includes(ONLY)) await syncSection();
  if (['all', 'analytics'].includes(ONLY)) await analyticsSection();
  if (['all', 'abuse'].includes(ONLY)) await abuseSection();
  if (['all', 'startup'].includes(ONLY) && !(await startupSection())) process.exitCode = 1;
  if (['all', 'creative'].includes(ONLY) && !(await creativeSection())) process.exitCode = 1;
  if (['all', 'web'].includes(ONLY)) await benchWeb({ log, freePort, runs: LIGHTHOUSE_RUNS });
  if (['all', 'reliability'].includes(ONLY) && !(await reliabilitySection())) {
    process.exitCode = 1;
    console.error('\nA reliability target was missed (see above).');
  }
  process.exit(process.exitCode ?? 0);
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
  ].filter((r) => !ROUTE || r === ROUTE);
  const results = new Map(routes.map((r) => [r, []]));
  const loadBefore = os.loadavg()[0];
  for (let round = 1; round <= ROUNDS; round++) {
    for (const route of routes) {
      log(`round ${round}/${ROUNDS}: ${route} (${CONNECTIONS} connections, ${DURATION} s)...`);
      const result = await measure(server.base, token, route);
      const floor = floorFor(route, { token, userId: user.id });
      if (floor) {
        log(`round ${round}/${ROUNDS}: the same SQL through pg (${CONNECTIONS} loops, pool of 20, ${DURATION} s)...`);
        result.floor = await measureFloor(dbUrl, floor, { connections: CONNECTIONS, seconds: DURATION });
      }
      results.get(route).push(result);
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
  return [...results.values()].flat();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
