// The floor of the list section of `npm run bench`: for each route, the SQL the server sends for
// one request, sent straight through node-postgres at the same concurrency, so the route's req/s can
// be read as a share of what the database and the driver alone allow (the rest is HTTP, Fastify,
// validation, drizzle's mapping, serialisation).
//
// The statements are the server's own, captured from drizzle's query log (the text, the names of the
// prepared ones, the parameters of the bench's requests), in the same order and parallelism as the
// services run them: the session lookup first (every authenticated request), then the route's
// queries. Rows come back as arrays as drizzle asks for them. If a repo's query changes, change it
// here too (docs/performance.md says how to capture them).
import crypto from 'node:crypto';
import pg from 'pg';

const SESSION = `select "id", "user_id" from "sessions" where ("sessions"."token_hash" = $1 and "sessions"."revoked_at" is null and "sessions"."expires_at" > $2)`;
const CAMPAIGNS_LIST = `select "id", "user_id", "name", "objective", "status", "budget_type", "daily_budget", "total_budget", "target_audience", "start_date", "end_date", "created_at", "updated_at", (select count(*)::int from "ads" as a where a.campaign_id = "campaigns".id and not a.is_preview) from "campaigns" where "campaigns"."user_id" = $1 order by "campaigns"."created_at" desc, "campaigns"."id" desc limit $2 offset $3`;
const CAMPAIGNS_TOTAL = `select count(*) from "campaigns" where "campaigns"."user_id" = $1`;
const CAMPAIGNS_COUNT = `select count(*), count(*) filter (where "status" = 'ACTIVE') from "campaigns" where "campaigns"."user_id" = $1`;
const CAMPAIGNS_EXISTS = `select "id" from "campaigns" where ("campaigns"."id" = $1 and "campaigns"."user_id" = $2)`;
const AD_COLUMNS = `"ads"."id", "ads"."user_id", "ads"."campaign_id", "ads"."name", "ads"."ad_type", "ads"."status", "ads"."headline", "ads"."description", "ads"."primary_text", "ads"."call_to_action", "ads"."image_url", "ads"."media_file_url", "ads"."video_url", "ads"."fb_ad_id", "ads"."is_preview", "ads"."created_at", "ads"."updated_at", "campaigns"."name"`;
const adsPage = (owner) =>
  `select ${AD_COLUMNS} from "ads" left join "campaigns" on "campaigns"."id" = "ads"."campaign_id" where "ads"."id" = any(array((select "id" from "ads" where ("ads"."${owner}" = $1 and not "ads"."is_preview") order by "ads"."created_at" desc, "ads"."id" desc limit $2 offset $3))) order by "ads"."created_at" desc, "ads"."id" desc`;
const ADS_TOTAL = `select count(*) from "ads" where ("ads"."user_id" = $1 and not "ads"."is_preview")`;
const ADS_COUNT = `select count(*), count(*) filter (where "status" = 'ACTIVE') from "ads" where ("ads"."user_id" = $1 and not "ads"."is_preview")`;
const ADS_COUNT_BY_CAMPAIGN = `select count(*) from "ads" where ("ads"."campaign_id" = $1 and not "ads"."is_preview")`;

/** Query configs as drizzle passes them: named when the repo prepares the statement, rows as arrays. */
const q = (name, text, values) => ({ ...(name ? { name } : {}), text, values, rowMode: 'array' });

/**
 * The work of one request to `route` (a path of the list section) for `user` holding `token`, as a
 * function of a pg Pool; null for a route without database work (health).
 */
export function floorFor(route, { token, userId }) {
  const url = new URL(route, 'http://x');
  const size = Number(url.searchParams.get('size') ?? 5);
  const offset = Number(url.searchParams.get('page') ?? 0) * size;
  const session = (pool) =>
    pool.query(q(null, SESSION, [crypto.createHash('sha256').update(token).digest('hex'), new Date().toISOString()]));
  const byCampaign = url.pathname.match(/^\/api\/ads\/campaign\/(\d+)$/);
  let work;
  if (url.pathname === '/api/campaigns')
    work = (pool) =>
      Promise.all([
        pool.query(q('campaigns_list', CAMPAIGNS_LIST, [userId, size, offset])),
        pool.query(q('campaigns_total', CAMPAIGNS_TOTAL, [userId])),
      ]);
  else if (url.pathname === '/api/ads')
    work = (pool) =>
      Promise.all([pool.query(q('ads_list', adsPage('user_id'), [userId, size, offset])), pool.query(q('ads_total', ADS_TOTAL, [userId]))]);
  else if (url.pathname === '/api/dashboard')
    work = (pool) =>
      Promise.all([
        pool.query(q('campaigns_count', CAMPAIGNS_COUNT, [userId])),
        pool.query(q('ads_count', ADS_COUNT, [userId])),
        pool.query(q('campaigns_list', CAMPAIGNS_LIST, [userId, 5, 0])),
        pool.query(q('ads_list', adsPage('user_id'), [userId, 5, 0])),
      ]);
  else if (byCampaign) {
    const campaign = Number(byCampaign[1]);
    work = async (pool) => {
      await pool.query(q('campaigns_exists', CAMPAIGNS_EXISTS, [campaign, userId]));
      return Promise.all([
        pool.query(q('ads_list_by_campaign', adsPage('campaign_id'), [campaign, Number(url.searchParams.get('size') ?? 100), 0])),
        pool.query(q('ads_count_by_campaign', ADS_COUNT_BY_CAMPAIGN, [campaign])),
      ]);
    };
  } else return null;
  return async (pool) => {
    await session(pool);
    await work(pool);
  };
}

/**
 * Runs `request` from `connections` loops for `seconds` (after 1 s of warm-up) on a pool of `poolSize`
 * clients, the server's pool size; answers requests per second.
 */
export async function measureFloor(databaseUrl, request, { connections, seconds, poolSize = 20 }) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  try {
    const run = async (ms) => {
      const until = performance.now() + ms;
      let done = 0;
      await Promise.all(
        Array.from({ length: connections }, async () => {
          while (performance.now() < until) {
            await request(pool);
            done++;
          }
        }),
      );
      return done;
    };
    await run(1000);
    const started = performance.now();
    const done = await run(seconds * 1000);
    return done / ((performance.now() - started) / 1000);
  } finally {
    await pool.end();
  }
}
