import path from 'node:path';
import { register } from 'tsx/esm/api';
register();
const root = '/work/wt/fb-sync-bench';
const src = (p) => import(path.join(root, 'apps/server/src', p));
const { openDatabase, migrate } = await src('db/client.ts');
const schema = await src('db/schema/index.ts');
const { createMetricsRepo } = await src('modules/metrics/metrics.repo.ts');
const { sql } = await import('drizzle-orm');
const pg = (await import('pg')).default;
const admin = new pg.Client({ connectionString: 'postgres://postgres:postgres@127.0.0.1:5432/postgres' });
await admin.connect();
await admin.query('drop database if exists ads_syncexp with (force)'); await admin.query('create database ads_syncexp');
const url = 'postgres://postgres:postgres@127.0.0.1:5432/ads_syncexp';
const database = process.argv[2] === 'pglite' ? await openDatabase('memory://') : await openDatabase(url);
await migrate(database);
const { db } = database;
const [u] = await db.insert(schema.users).values({ username: 'x', email: 'x@x.x' }).returning({ id: schema.users.id });
const [c] = await db.insert(schema.campaigns).values({ userId: u.id, name: 'c', objective: 'CONVERSIONS' }).returning({ id: schema.campaigns.id });
const adRows = await db.insert(schema.ads).values(Array.from({ length: 100 }, (_, i) => ({ userId: u.id, campaignId: c.id, name: 'a' + i }))).returning({ id: schema.ads.id });
const N = Number(process.argv[3] ?? 10000);
const days = N / 100;
const mk = (v) => { const rows = []; for (const a of adRows) for (let d = 0; d < days; d++) rows.push({ adId: a.id, campaignId: c.id, date: new Date(Date.UTC(2026, 0, 1 + d)).toISOString().slice(0, 10), impressions: 1000 + v + d, reach: 800, clicks: 20, linkClicks: 15, spend: `${12 + v}.34`, conversions: 2, conversionValue: '90.00', currency: 'USD', source: 'sandbox' }); return rows; };
const repo = createMetricsRepo(db);
let t = performance.now();
// toSQL cost
const { adMetricsDaily } = schema;
const values = mk(0).slice(0, 1000).map((r) => ({ ...r, userId: u.id, syncedAt: new Date() }));
t = performance.now();
const q = db.insert(adMetricsDaily).values(values).onConflictDoUpdate({ target: [adMetricsDaily.adId, adMetricsDaily.date], set: { impressions: sql`excluded.impressions` } });
const built = q.toSQL();
console.log('toSQL 1000 rows ms', (performance.now() - t).toFixed(1), built.params.length);
await db.execute(sql`truncate ad_metrics_daily`);
t = performance.now();
await db.transaction((tx) => repo.upsert(tx, u.id, mk(0), new Date()));
console.log('repo insert', N, 'ms', (performance.now() - t).toFixed(0));
t = performance.now();
await db.transaction((tx) => repo.upsert(tx, u.id, mk(1), new Date()));
console.log('repo update', N, 'ms', (performance.now() - t).toFixed(0));

const client = new pg.Client({ connectionString: url }); await client.connect();
const all = mk(2);
let tb = 0, te = 0;
await client.query('begin');
for (let i = 0; i < all.length; i += 1000) {
  let t0 = performance.now();
  const b = db.insert(adMetricsDaily).values(all.slice(i, i + 1000).map((r) => ({ ...r, userId: u.id, syncedAt: new Date() }))).onConflictDoUpdate({ target: [adMetricsDaily.adId, adMetricsDaily.date], set: { impressions: sql`excluded.impressions`, spend: sql`excluded.spend` } }).toSQL();
  tb += performance.now() - t0; t0 = performance.now();
  await client.query(b.sql, b.params);
  te += performance.now() - t0;
}
await client.query('commit');
console.log('drizzle build ms', tb.toFixed(0), 'pg exec ms', te.toFixed(0));
// unnest
const cols = ['user_id','ad_id','campaign_id','date','impressions','reach','clicks','link_clicks','spend','conversions','conversion_value','currency','source','synced_at'];
const types = ['int4','int4','int4','date','int8','int8','int8','int8','numeric','int4','numeric','text','text','timestamptz'];
const keys = ['userId','adId','campaignId','date','impressions','reach','clicks','linkClicks','spend','conversions','conversionValue','currency','source','syncedAt'];
const all3 = mk(3).map((r) => ({ ...r, userId: u.id, syncedAt: new Date() }));
for (const B of [1000, 5000, 10000]) {
let t0 = performance.now();
await client.query('begin');
for (let i = 0; i < all3.length; i += B) {
  const chunk = all3.slice(i, i + B);
  const arrays = keys.map((k) => chunk.map((r) => r[k]));
  await client.query(`insert into ad_metrics_daily (${cols.join(',')}) select * from unnest(${types.map((t, j) => `$${j + 1}::${t}[]`).join(',')}) on conflict (ad_id, date) do update set ${cols.filter((c) => !['user_id','ad_id','date'].includes(c)).map((c) => `${c} = excluded.${c}`).join(', ')}`, arrays);
}
await client.query('commit');
console.log('unnest batch', B, 'ms', (performance.now() - t0).toFixed(0));
}
await client.end();
await database.close(); await admin.query('drop database if exists ads_syncexp with (force)'); await admin.end();
