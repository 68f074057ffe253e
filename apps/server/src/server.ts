/** Entry point: reads config, opens and migrates the database, builds the app, listens, shuts down gracefully. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { migrate, openDatabase } from './db/client.ts';
import { createJobQueue } from './jobs/create-job-queue.ts';
import { resolveAppSecret } from './lib/app-secret.ts';
import { gracefulShutdown } from './lib/graceful-shutdown.ts';
import { logOptions } from './lib/log-options.ts';
import { startupPhases } from './lib/startup-phases.ts';
import { backfillCreativeTags } from './modules/ads/index.ts';
import { providersOfCalls } from './modules/ai-calls/index.ts';
import { backfillCampaignTargeting } from './modules/campaigns/index.ts';
import { tagCopy } from './modules/creative/index.ts';
import { createMailer } from './providers/mail/mailer.ts';
import { startSandboxFacebook } from './sandbox/start-sandbox.ts';

async function main() {
  const phases = startupPhases();
  phases.end('load code');
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(1);
    }
    throw e;
  }
  const logger = pino(logOptions(config.LOG_LEVEL));
  for (const notice of config.notices) logger.warn(notice);
  phases.end('config');
  const sandbox = config.FACEBOOK_SANDBOX ? await startSandboxFacebook(config) : undefined;
  if (sandbox) {
    config = { ...config, ...sandbox.overrides };
    logger.warn(sandbox.urls, 'FACEBOOK_SANDBOX: Facebook and ScrapeCreators are simulated; their data is labelled sandbox');
  }
  const database = await openDatabase(config.DATABASE_URL ?? path.join(config.dataDir, 'pglite'));
  phases.end('open database');
  await migrate(database);
  const backfilled = await backfillCampaignTargeting(database.db, config.FACEBOOK_DEFAULT_COUNTRIES);
  if (backfilled > 0) logger.info(`${backfilled} campaigns got the targeting their target audience text names (decision 178)`);
  const tagged = await backfillCreativeTags(database.db, { tagCopy, providersOf: providersOfCalls });
  if (tagged.contents + tagged.ads > 0)
    logger.info(`${tagged.contents} contents and ${tagged.ads} ads got their creative tags (decision 183)`);
  phases.end('migrations');
  const here = path.dirname(fileURLToPath(import.meta.url));
  // pg-boss on PostgreSQL (jobs survive restarts, run once across instances); in-process on PGlite.
  const jobs = createJobQueue({ databaseUrl: config.DATABASE_URL, onError: (what, err) => logger.warn({ err }, `${what} failed`) });
  const app = await buildApp({
    config,
    database,
    appSecret: resolveAppSecret(config.APP_SECRET, config.dataDir),
    mailer: createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, outboxDir: path.join(config.dataDir, 'outbox'), logger }),
    logger: logOptions(config.LOG_LEVEL),
    webDist: config.WEB_DIST ? path.resolve(config.WEB_DIST) : path.resolve(here, '../../web/dist'),
    jobs,
  });
  phases.end('build app');

  const shutdown = gracefulShutdown({
    app,
    deadlineMs: config.SHUTDOWN_TIMEOUT_MS,
    async closeRest() {
      await sandbox?.close();
      await database.close();
    },
  });
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  phases.end('listen');
  app.log.info(
    { startup: phases.summary() },
    `Ads Creative is running at ${config.PUBLIC_URL} (database: ${database.kind}, jobs: ${jobs.kind})`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
