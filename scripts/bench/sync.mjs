// `npm run bench -- --only=sync`: how fast the insights sync stores a big ad account (issue 8), on
// PostgreSQL (a fresh database, dropped after) and on PGlite (a fresh data directory, removed after).
//
// One user with 1,000 published ads (50 campaigns of 20) and 90 days of daily insights each: 90,000
// rows of ad_metrics_daily. The app's own code runs here through tsx (the server's bundle exports no
// modules): the sandbox's published objects and insights rows, fromInsightsRow, the metrics repo's
// upsert inside one transaction as the sync service writes, runSync with the real Graph client.
//
// 1. Write path: the 90,000 stored days handed to the repo at once, as a sync does: a back-fill into
//    an empty table (inserts), then the same (ad, date) keys with other values (updates).
// 2. End to end: the same through the sandbox Graph API on 127.0.0.1 (async report run, 500 rows a
//    page, JSON over HTTP, parsing, mapping to our ads, then the write), a back-fill, then a re-sync
//    of the same 90 days from a sandbox with another seed, so every value changes. The time outside
//    the write is the read: HTTP, the sandbox's own work (same process), JSON and mapping.
//
// Every figure is the median of `--sync-runs` (3) runs, each on an emptied table; the values are
// checked after each write (row count, and the summed spend equal to what was sent).
// Options: --sync-runs=N --sync-backends=postgres,pglite --sync-parts=write,e2e
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { register } from 'tsx/esm/api';
import { printResultTable } from '../bench-table.mjs';
import { arg, dropDatabase, freshDatabase, log, machine, root } from './server.mjs';

const CAMPAIGNS = 50;
const ADS_PER_CAMPAIGN = 20;
const DAYS = 90;
const ACCOUNT = '100000001'; // the sandbox's USD account, America/Los_Angeles
const NOW = new Date('2026-06-01T19:00:00Z'); // noon in Los Angeles: "today" is 2026-06-01
const SANDBOX_APP = { appId: 'bench-app', appSecret: 'bench-app-secret' };
const OBJECTIVES = ['OUTCOME_SALES', 'OUTCOME_LEADS', 'OUTCOME_TRAFFIC', 'OUTCOME_AWARENESS', 'OUTCOME_ENGAGEMENT'];
const DB_NAME = 'ads_bench_sync';

/** The server's modules, from its sources. */
async function loadApp() {
  register();
  const src = (p) => import(path.join(root, 'apps/server/src', p));
  const [client, schema, metrics, daily, runner, plan, graph, sandbox, rows, world, adsRepo, calendar] = await Promise.all([
    src('db/client.ts'),
    src('db/schema/index.ts'),
    src('modules/metrics/metrics.repo.ts'),
    src('modules/metrics/daily-metric.ts'),
    src('modules/facebook/sync/sync-runner.ts'),
    src('modules/facebook/sync/sync-plan.ts'),
    src('providers/facebook/graph-client.ts'),
    src('sandbox/graph-sandbox.ts'),
    src('sandbox/insights-rows.ts'),
    src('sandbox/sandbox-world.ts'),
    src('modules/ads/ads.repo.ts'),
    src('lib/calendar.ts'),
  ]);
  const { sql } = await import('drizzle-orm');
  return {
    ...client,
    schema,
    ...metrics,
    ...daily,
    ...runner,
    ...plan,
    ...graph,
    ...sandbox,
    ...rows,
    ...world,
    ...adsRepo,
    ...calendar,
    sql,
  };
}

/**
 * The objects the publish chain creates on Facebook, in a sandbox world: per campaign a campaign and
 * an ad set, per ad a creative and an ad (the same ids in every new world). Answers the ads.
 */
function publishAds(world, day) {
  for (let c = 0; c < CAMPAIGNS; c++) {
    const name = `Bench campaign ${c + 1}`;
    const campaign = world.create(
      'campaign',
      ACCOUNT,
      { name, objective: OBJECTIVES[c % OBJECTIVES.length], status: 'ACTIVE', special_ad_categories: [] },
      day,
    );
    const adset = world.create(
      'adset',
      ACCOUNT,
      { name, campaign_id: campaign.id, daily_budget: 100_000, billing_event: 'IMPRESSIONS', status: 'ACTIVE' },
      day,
      campaign.id,
    );
    for (let k = 0; k < ADS_PER_CAMPAIGN; k++) {
      const ad = `${name} / Ad ${k + 1}`;
      const link_data = { name: ad, message: `Primary text of ${ad}`, link: 'https://shop.example' };
      const creative = world.create('adcreative', ACCOUNT, { name: ad, object_story_spec: { page_id: '200000001', link_data } }, day);
      world.create(
        'ad',
        ACCOUNT,
        { name: ad, adset_id: adset.id, creative: { creative_id: creative.id }, status: 'ACTIVE' },
        day,
        adset.id,
      );
    }
  }
  return world
    .ofAccount(ACCOUNT, 'ad')
    .map((o) => ({ fbAdId: o.id, campaign: Number(o.fields.name.split(' ')[2]) - 1, name: o.fields.name }));
}

/** Ads published 120 days before today, so each delivered on every day of the 90. */
const publishedOn = (app) => app.addDays(app.dayIn('America/Los_Angeles', NOW), -120);

/**
 * A sandbox Graph API whose delivery follows `seed`, with the ads published, and a token. A new one
 * for every sync: no kept-alive connection sits idle while PGlite holds this process's event loop
 * (a POST on a connection the server is closing fails with ECONNRESET, and is not retried).
 */
async function startSandbox(app, seed) {
  const sandbox = await app.startGraphSandbox({ ...SANDBOX_APP, seed, clock: () => NOW });
  publishAds(sandbox.world, publishedOn(app));
  return { sandbox, token: sandbox.world.issueToken(app.SANDBOX_PERSON.id, 86_400, NOW.getTime()) };
}

/** One user with the published ads (and their campaigns) in our database; answers the user id. */
async function seedOurAds(app, db, published) {
  const { users, campaigns, ads } = app.schema;
  const [user] = await db.insert(users).values({ username: 'syncbench', email: 'syncbench@bench.local' }).returning({ id: users.id });
  const ours = await db
    .insert(campaigns)
    .values(Array.from({ length: CAMPAIGNS }, (_, c) => ({ userId: user.id, name: `Bench campaign ${c + 1}`, objective: 'CONVERSIONS' })))
    .returning({ id: campaigns.id });
  await db
    .insert(ads)
    .values(published.map((p) => ({ userId: user.id, campaignId: ours[p.campaign].id, name: p.name, status: 'ACTIVE', fbAdId: p.fbAdId })));
  return user.id;
}

/** Our ad by Facebook ad id, as the sync service builds it (ads repo). */
async function ourAdsMap(app, db, userId) {
  const rows = await app.createAdsRepo(db).byFacebookId(userId);
  return new Map(rows.map((r) => [r.fbAdId, { adId: r.id, campaignId: r.campaignId }]));
}

const cents = (rows) => rows.reduce((s, r) => s + BigInt(r.spend.replace('.', '')), 0n);

/** What the table holds: row count and summed spend in cents. */
async function stored(app, db) {
  const result = await db.execute(app.sql`select count(*)::int as n, coalesce(sum(spend), 0)::text as spend from ad_metrics_daily`);
  const row = (result.rows ?? result)[0];
  return { n: row.n, cents: BigInt(row.spend.replace('.', '')) };
}

async function expectStored(app, db, rows, what) {
  const got = await stored(app, db);
  if (got.n !== rows.length || got.cents !== cents(rows)) {
    throw new Error(`${what}: the table holds ${got.n} rows, ${got.cents} cents; expected ${rows.length} rows, ${cents(rows)} cents`);
  }
}

const seconds = (from) => (performance.now() - from) / 1000;
const median = (list) => [...list].sort((a, b) => a - b)[Math.floor((list.length - 1) / 2)];

/** The write as the sync service does it: the whole set in one transaction. */
function writeAll(app, db, userId) {
  const repo = app.createMetricsRepo(db);
  return (rows) => db.transaction((tx) => repo.upsert(tx, userId, rows, new Date()));
}

async function writePath(app, db, userId, stores, runs) {
  const write = writeAll(app, db, userId);
  const times = { backfill: [], resync: [] };
  for (let run = 1; run <= runs; run++) {
    await db.execute(app.sql`truncate ad_metrics_daily`);
    let t = performance.now();
    await write(stores[0]);
    times.backfill.push(seconds(t));
    await expectStored(app, db, stores[0], 'back-fill');
    t = performance.now();
    await write(stores[1]);
    times.resync.push(seconds(t));
    await expectStored(app, db, stores[1], 're-sync');
    log(`sync write path ${run}/${runs}: back-fill ${times.backfill.at(-1).toFixed(2)} s, re-sync ${times.resync.at(-1).toFixed(2)} s`);
  }
  return times;
}

/** One runSync through the sandbox's HTTP API; answers total and write seconds, pages and rows. */
async function syncOnce(app, db, userId, seed, range) {
  const { sandbox, token } = await startSandbox(app, seed);
  try {
    return await syncThrough(app, db, userId, { sandbox, token }, range);
  } finally {
    await sandbox.close();
  }
}

async function syncThrough(app, db, userId, { sandbox, token }, range) {
  const ours = await ourAdsMap(app, db, userId);
  const write = writeAll(app, db, userId);
  const graph = app.createGraphClient({ graphUrl: sandbox.graphUrl, ...SANDBOX_APP, fetch });
  let pages = 0;
  const counting = {
    ...graph,
    async *pages(...a) {
      for await (const page of graph.pages(...a)) {
        pages++;
        yield page;
      }
    },
  };
  let writeSeconds = 0;
  let written;
  const t = performance.now();
  const rows = await app.runSync({
    graph: counting,
    token,
    account: { id: ACCOUNT, currency: 'USD' },
    range,
    source: 'sandbox',
    ourAd: (fbId) => ours.get(fbId),
    write: async (days) => {
      const w = performance.now();
      await write(days);
      writeSeconds = seconds(w);
      written = days;
    },
    sleep: async () => {},
  });
  return { total: seconds(t), write: writeSeconds, pages, rows, written };
}

async function endToEnd(app, db, userId, range, runs) {
  const times = { backfill: [], resync: [] };
  let pages;
  for (let run = 1; run <= runs; run++) {
    await db.execute(app.sql`truncate ad_metrics_daily`);
    for (const [seed, part] of [
      [1, 'backfill'],
      [2, 'resync'],
    ]) {
      const r = await syncOnce(app, db, userId, seed, range);
      if (r.rows !== DAYS * CAMPAIGNS * ADS_PER_CAMPAIGN) throw new Error(`${part}: ${r.rows} rows synced`);
      await expectStored(app, db, r.written, part);
      times[part].push(r);
      pages = r.pages;
    }
    const [b, s] = [times.backfill.at(-1), times.resync.at(-1)];
    log(`sync end to end ${run}/${runs}: back-fill ${b.total.toFixed(2)} s (write ${b.write.toFixed(2)}), re-sync ${s.total.toFixed(2)} s`);
  }
  const pick = (list) => {
    const m = median(list.map((r) => r.total));
    return list.find((r) => r.total === m);
  };
  return { backfill: pick(times.backfill), resync: pick(times.resync), pages };
}

/** Opens a fresh database of `backend`; answers it and how to remove it. */
async function openFresh(app, backend) {
  if (backend === 'postgres') {
    const url = await freshDatabase(DB_NAME);
    const database = await app.openDatabase(url);
    return { database, label: 'PostgreSQL', remove: () => dropDatabase(DB_NAME) };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ads-bench-sync-'));
  const database = await app.openDatabase(path.join(dir, 'db'));
  return { database, label: 'PGlite (on disk)', remove: async () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** The two seeds' wire rows, built in this process, and what building, JSON and parsing them cost. */
function wireRows(app, world, range, today) {
  const costs = [];
  let t = performance.now();
  const wire = [1, 2].map((seed) => app.insightsRows(world, ACCOUNT, range.since, range.until, today, seed));
  costs.push(['the sandbox builds the 90-day insights rows', seconds(t) / 2]);
  t = performance.now();
  const json = wire.map((w) => JSON.stringify(w));
  costs.push(['JSON.stringify of them (the sandbox answering)', seconds(t) / 2]);
  t = performance.now();
  for (const j of json) JSON.parse(j);
  costs.push(['JSON.parse of them (the Graph client reading)', seconds(t) / 2]);
  return { wire, costs };
}

/** Both parts on one backend's fresh database: answers table rows, and what mapping the rows cost. */
async function benchBackend(app, backend, { published, wire, range, runs, parts }) {
  const total = DAYS * CAMPAIGNS * ADS_PER_CAMPAIGN;
  const { database, label, remove } = await openFresh(app, backend);
  const body = [];
  try {
    log(`sync: ${label}, migrating and seeding ${published.length} published ads...`);
    await app.migrate(database);
    const { db } = database;
    const userId = await seedOurAds(app, db, published);
    const ours = await ourAdsMap(app, db, userId);
    const t = performance.now();
    const stores = wire.map((w) => w.map((row) => app.fromInsightsRow(row, (id) => ours.get(id), 'USD', 'sandbox')));
    const mapping = seconds(t) / 2;
    if (stores.some((s) => s.length !== total)) throw new Error(`expected ${total} rows a seed`);
    if (parts.includes('write')) {
      const w = await writePath(app, db, userId, stores, runs);
      body.push([`${label}: write path, back-fill (insert)`, total, median(w.backfill), null]);
      body.push([`${label}: write path, re-sync (update)`, total, median(w.resync), null]);
    }
    if (parts.includes('e2e')) {
      const e = await endToEnd(app, db, userId, range, runs);
      body.push([`${label}: end to end, back-fill`, total, e.backfill.total, e.backfill.write, e.pages]);
      body.push([`${label}: end to end, re-sync`, total, e.resync.total, e.resync.write, e.pages]);
    }
    return { body, mapping };
  } finally {
    await database.close();
    await remove();
  }
}

export async function syncSection() {
  const runs = Number(arg('sync-runs', 3));
  const backends = String(arg('sync-backends', 'postgres,pglite')).split(',');
  const parts = String(arg('sync-parts', 'write,e2e')).split(',');
  const app = await loadApp();
  const world = new app.SandboxWorld();
  const published = publishAds(world, publishedOn(app));
  const today = app.dayIn('America/Los_Angeles', NOW);
  const range = app.syncRange(false, today);
  const { wire, costs } = wireRows(app, world, range, today);
  const body = [];
  for (const backend of backends) {
    const result = await benchBackend(app, backend, { published, wire, range, runs, parts });
    body.push(...result.body);
    if (backend === backends[0]) costs.push(['fromInsightsRow (wire row to stored day)', result.mapping]);
  }
  printSync(body, costs, runs);
}

function printSync(body, costs, runs) {
  const head = ['sync of 1,000 ads × 90 days', 'rows', 'seconds', 'rows/s', 'of which write, s', 'read (HTTP, sandbox, parse), s'];
  printResultTable(
    head,
    body.map(([label, rows, s, write, pages]) => [
      pages ? `${label} (${pages} pages)` : label,
      rows.toLocaleString('en-US'),
      s.toFixed(2),
      Math.round(rows / s).toLocaleString('en-US'),
      write === null ? '-' : write.toFixed(2),
      write === null ? '-' : (s - write).toFixed(2),
    ]),
    `Sync: one user, 1,000 published ads, ${DAYS} days, metrics repo upsert in one transaction; median of ${runs} run(s); ${machine()}`,
  );
  console.log('\nOutside the database (this process, 90,000 rows):');
  for (const [what, s] of costs) console.log(`  ${what}: ${s.toFixed(2)} s`);
}
