/**
 * What buildApp is given: every side effect (database, clock, mail, outbound HTTP, job queue) comes in here, so
 * tests build the real app on a fresh database with local fakes. Its own file, so that whoever builds an app
 * (server.ts, tests) names it without reaching into app.ts (decision 171).
 */
import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import type { ExpensiveWork } from './plugins/expensive-work.ts';
import type { RateLimiter } from './plugins/rate-limit.ts';
import type { AiRegistry } from './providers/ai/registry.ts';
import type { Mailer } from './providers/mail/mailer.ts';
import type { Storage } from './providers/storage/storage.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  mailer: Mailer;
  /** Encrypts secrets at rest; see lib/app-secret.ts. */
  appSecret: string;
  clock?: () => Date;
  /** Outbound HTTP for third-party APIs (Facebook); tests pass the global fetch pointed at local fakes. */
  fetch?: typeof fetch;
  rateLimiter?: RateLimiter;
  /** The caps of exports, comparisons and engine runs; tests pass one to hold a user's slots. */
  expensiveWork?: ExpensiveWork;
  /** Media files; defaults to the configured driver (DATA_DIR/media or S3). */
  storage?: Storage;
  /** AI providers; defaults to the registry of the configured providers. Tests pass one aimed at local fakes. */
  ai?: AiRegistry;
  logger?: FastifyServerOptions['logger'];
  webDist?: string;
  /** Scheduled and retried work; defaults to the in-process runner (server.ts passes pg-boss on PostgreSQL). */
  jobs?: JobQueue;
}
