import path from 'node:path';
import { register } from 'tsx/esm/api';
register();
const root = '/work/wt/fb-sync-bench';
const src = (p) => import(path.join(root, 'apps/server/src', p));
const { openDatabase, migrate } = await src('db/client.ts');
const schema = await src('db/schema/index.ts');
const { sql } = await import('drizzle-orm');
const pg = (await import('pg')).default;
const kind = process.argv[2];
const admin = new pg.Client({ connectionString: 'postgres://postgres:postgres@127.0.0.1:5432/postgres' });
await admin.connect();
await admin.query('drop database if exists ads_syncexp with (force)'); await admin.query('create database ads_syncexp');
const url = 'postgres://postgres:postgres@127.0.0.1:5432/ads_syncexp';
const database = kind === 'pglite' ? await openDatabase('/tmp/syncexp/pgl-' + Date.now()) : await openDatabase(url);
await migrate(database);
const { db } = database;
const [u] = await db.insert(schema.users).values({ username: 'x', email: 'x@x.x' }).returning({ id: schema.users.id });
const [c] = await db.insert(schema.campaigns).values({ userId: u.id, name: 'c', objective: 'CONVERSIONS' }).returning({ id: schema.campaigns.id });
const adRows = await db.insert(schema.ads).values(Array.from({ length: 100 }, (_, i) => ({ userId: u.id, campaignId: c.id, name: 'a' + i }))).returning({ id: schema.ads.id });
const N = Number(process.argv[3] ?? 10000);
const days = N / 100;
const mk = (v) => { const rows = []; for (const a of adRows) for (let d = 0; d < days; d++) rows.push({ adId: a.id, campaignId: d % 7 ? c.id : null, date: new Date(Date.UTC(2026, 0, 1 + d)).toISOString().slice(0, 10), impressions: 1000 + v + d, reach: 800, clicks: 20, linkClicks: 15, spend: `${12 + v}.34`, conversions: 2, conversionValue: '90.00', currency: 'USD', source: 'sandbox' }); return rows; };
const set = `campaign_id = excluded.campaign_id, impressions = excluded.impressions, reach = excluded.reach, clicks = excluded.clicks, link_clicks = excluded.link_clicks, spend = excluded.spend, conversions = excluded.conversions, conversion_value = excluded.conversion_value, currency = excluded.currency, source = excluded.source, synced_at = excluded.synced_at`;
async function jsonWay(rows, B) {
  await db.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += B) {
      const chunk = JSON.stringify(rows.slice(i, i + B));
      await tx.execute(sql`insert into ad_metrics_daily (user_id, ad_id, campaign_id, date, impressions, reach, clicks, link_clicks, spend, conversions, conversion_value, currency, source, synced_at)
        select ${u.id}, r."adId", r."campaignId", r.date, r.impressions, r.reach, r.clicks, r."linkClicks", r.spend, r.conversions, r."conversionValue", r.currency, r.source, ${new Date().toISOString()}::timestamptz
        from json_to_recordset(${chunk}::json) as r("adId" int, "campaignId" int, date date, impressions bigint, reach bigint, clicks bigint, "linkClicks" bigint, spend numeric, conversions int, "conversionValue" numeric, currency text, source text)
        on conflict (ad_id, date) do update set ${sql.raw(set)}`);
    }
  });
}
const { createMetricsRepo } = await src('modules/metrics/metrics.repo.ts');
const repo = createMetricsRepo(db);
for (let k = 0; k < 2; k++) {
  await db.execute(sql`truncate ad_metrics_daily`);
  let t = performance.now(); await db.transaction((tx) => repo.upsert(tx, u.id, mk(0), new Date())); const ins = performance.now() - t;
  t = performance.now(); await db.transaction((tx) => repo.upsert(tx, u.id, mk(1), new Date())); const upd = performance.now() - t;
  console.log(kind, 'repo now', 'insert ms', ins.toFixed(0), 'update ms', upd.toFixed(0));
}
for (const B of [1000, 5000, 20000]) {
  await db.execute(sql`truncate ad_metrics_daily`);
  let t = performance.now(); await jsonWay(mk(0), B); const ins = performance.now() - t;
  t = performance.now(); await jsonWay(mk(1), B); const upd = performance.now() - t;
  const r = await db.execute(sql`select count(*)::int n, sum(impressions)::text s, count(campaign_id)::int cc from ad_metrics_daily`);
  console.log(kind, 'json batch', B, 'insert ms', ins.toFixed(0), 'update ms', upd.toFixed(0), JSON.stringify(r.rows ?? r));
}
await database.close(); await admin.query('drop database if exists ads_syncexp with (force)'); await admin.end();
