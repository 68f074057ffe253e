// `npm run seed:demo [-- --scale=N --seed=N --days=N --ads-per-campaign=K --full-history --username=… --email=… --password=…]`:
// creates or refreshes the demo account in DATABASE_URL, or in PGlite in DATA_DIR (stop the server first:
// an embedded database has one user at a time), and prints how to sign in to it. Decision 095.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../../config.ts';
import { migrate, openDatabase } from '../../db/client.ts';
import { createStorage } from '../../providers/storage/storage-config.ts';
import { CAMPAIGNS_PER_SCALE } from './demo-plan.ts';
import { DEMO_ACCOUNT, DemoAccountConflictError, seedDemo } from './demo-seeder.ts';

const USAGE = `Usage: npm run seed:demo -- [--scale=N] [--seed=N] [--days=N] [--ads-per-campaign=K] [--full-history]
                             [--username=NAME] [--email=ADDRESS] [--password=TEXT]
  --scale=N             ${CAMPAIGNS_PER_SCALE} × N campaigns (default 1)
  --seed=N              same seed, same demo (default 1)
  --days=N              days of history up to today (default 365)
  --ads-per-campaign=K  exactly K ads in every campaign (default: 3 to 8)
  --full-history        benchmarks: every campaign and ad delivers every day (campaigns × ads × days rows)
  --username, --email, --password   the demo login (default ${DEMO_ACCOUNT.username} / ${DEMO_ACCOUNT.email} / ${DEMO_ACCOUNT.password})`;

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(1);
}

function wholeNumber(name: string, text: string | undefined, min: number, max: number): number | undefined {
  if (text === undefined) return undefined;
  const n = Number(text);
  if (!Number.isInteger(n) || n < min || n > max) fail(`--${name} must be a whole number from ${min} to ${max} (got "${text}").`);
  return n;
}

const count = (n: number) => n.toLocaleString('en-US');

async function main() {
  let args: ReturnType<typeof parseArgs>['values'];
  try {
    args = parseArgs({
      options: {
        scale: { type: 'string' },
        seed: { type: 'string' },
        days: { type: 'string' },
        'ads-per-campaign': { type: 'string' },
        'full-history': { type: 'boolean' },
        username: { type: 'string' },
        email: { type: 'string' },
        password: { type: 'string' },
        help: { type: 'boolean' },
      },
    }).values;
  } catch (e) {
    fail((e as Error).message);
  }
  if (args.help) {
    console.log(USAGE);
    return;
  }
  const text = (v: unknown) => (typeof v === 'string' ? v : undefined);
  const password = text(args.password);
  if (password !== undefined && password.length < 8) fail('--password must be at least 8 characters.');

  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) fail(e.message);
    throw e;
  }
  const options = {
    scale: wholeNumber('scale', text(args.scale), 1, 10_000),
    seed: wholeNumber('seed', text(args.seed), 0, 2 ** 31),
    days: wholeNumber('days', text(args.days), 1, 3650),
    adsPerCampaign: wholeNumber('ads-per-campaign', text(args['ads-per-campaign']), 1, 200),
    fullHistory: args['full-history'] === true,
    username: text(args.username),
    email: text(args.email),
    password,
  };
  const database = await openDatabase(config.DATABASE_URL ?? path.join(config.dataDir, 'pglite'));
  let conflict: string | undefined;
  try {
    await migrate(database);
    let lastReport = 0;
    const result = await seedDemo(
      {
        db: database.db,
        clock: () => new Date(),
        storage: createStorage(config),
        quotaBytes: config.MEDIA_QUOTA_BYTES,
        onProgress: ({ rows, campaigns, totalCampaigns }) => {
          if (Date.now() - lastReport < 5000) return;
          lastReport = Date.now();
          console.error(`  … ${count(rows)} daily rows written (${campaigns} of ${totalCampaigns} campaigns)`);
        },
      },
      options,
    );
    const { counts: c, seconds: s } = result;
    const total = Math.round((s.clear + s.plan + s.structure + s.metrics + s.optimization) * 10) / 10;
    const rate = s.metrics > 0 ? ` (${count(Math.round(c.metricRows / s.metrics))} rows/s)` : '';
    console.log(
      [
        `Demo account ready in ${database.kind === 'postgres' ? 'PostgreSQL' : `PGlite (${path.join(config.dataDir, 'pglite')})`}:`,
        `  ${count(c.campaigns)} campaigns, ${count(c.ads)} ads, ${count(c.contents)} AI contents, ${count(c.aiCalls)} AI calls, ${count(c.metricRows)} daily metric rows (source "demo")`,
        `  ${count(c.recommendations)} open recommendations of ${c.recommendationTypes} types from the engine, ${count(c.measuredResults)} measured results of the demo's implemented history`,
        `  Sign in as: ${result.account.username}  (or ${result.account.email})`,
        `  Password:   ${result.account.password}`,
        `  Took ${total} s: old data removed ${s.clear} s, planned ${s.plan} s, campaigns/ads/contents ${s.structure} s, daily metrics ${s.metrics} s${rate}, optimization ${s.optimization} s`,
      ].join('\n'),
    );
  } catch (e) {
    if (!(e instanceof DemoAccountConflictError)) throw e;
    conflict = e.message;
  } finally {
    await database.close();
  }
  if (conflict) fail(conflict);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
