/** Builds the real app on a fresh database, with mail captured in memory and an adjustable clock at a fixed start. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type AppDeps, buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import type { Database } from '../../src/db/client.ts';
import type { MailMessage } from '../../src/providers/mail/mailer.ts';
import { testClock } from './test-clock.ts';
import { openTestDatabase } from './test-database.ts';

export interface TestAppOptions {
  env?: Record<string, string>;
  deps?: Partial<AppDeps>;
  /** A database another app of the test uses too (a second instance); the caller closes it. */
  database?: Database;
  /** Where the app's clock starts (an ISO instant); TEST_START when not given, never the real now. */
  start?: string;
}

export async function createTestApp(options: TestAppOptions = {}) {
  const database = options.database ?? (await openTestDatabase());
  const outbox: MailMessage[] = [];
  const clock = testClock(options.start);
  // A data directory (stored media) of its own: test files run in parallel and their users share ids.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ads-creative-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://localhost:3000',
    ...options.env,
  });
  const appSecret = 'test-secret-test-secret-test-secret!';
  const app = await buildApp({
    config,
    database,
    appSecret,
    mailer: { send: async (m) => void outbox.push(m) },
    clock: clock.now,
    ...options.deps,
  });
  await app.ready();
  return {
    app,
    database,
    config,
    /** The secret the app encrypts stored tokens with, unless options.deps overrides it. */
    appSecret: options.deps?.appSecret ?? appSecret,
    outbox,
    clock,
    async close() {
      await app.close();
      if (!options.database) await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

let counter = 0;
/** A client address of its own, so per-IP rate limits of one test do not spill into another. */
export const uniqueIp = () => {
  const n = ++counter;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

/** Registers and signs in a new user (from a fresh client address); returns its bearer headers. */
/** The password signUp gives every account. */
export const TEST_PASSWORD = 'correct horse battery';

export async function signUp(t: TestApp, name = `user${++counter}${Math.random().toString(36).slice(2, 6)}`) {
  const password = TEST_PASSWORD;
  const email = `${name}@example.com`;
  const remoteAddress = uniqueIp();
  const reg = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    remoteAddress,
    payload: { username: name, email, password },
  });
  if (reg.statusCode !== 201) throw new Error(`register failed: ${reg.body}`);
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login-app',
    remoteAddress,
    payload: { usernameOrEmail: name, password },
  });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  const { token, user } = login.json();
  return { token, user, username: name, email, password, headers: { authorization: `Bearer ${token}` } };
}

/** A fresh app with one signed-in user: where most API test blocks start. */
export async function createTestAppWithUser(options: TestAppOptions = {}) {
  const t = await createTestApp(options);
  const { headers, user } = await signUp(t);
  return { t, headers, userId: user.id as number };
}
