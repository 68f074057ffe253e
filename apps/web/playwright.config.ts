import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { SEED_DEMO_COMMAND } from './e2e/support/demo-account.ts';

// The built app on a real server (PGlite in a fresh temp directory, holding the demo account of
// `npm run seed:demo`, decision 115), driven by Debian's Chromium.
const port = Number(process.env.E2E_PORT ?? 3100);
/** A second server with the simulated Facebook (FACEBOOK_SANDBOX) for the Facebook loop (sandbox/*.spec.ts). */
const sandboxPort = port + 1;
// Set once in the runner's environment: worker processes load this file again (with another pid)
// and must read the outbox of the same server.
const dataDir = process.env.E2E_DATA_DIR || path.join(os.tmpdir(), `ads-creative-e2e-${process.pid}`);
process.env.E2E_DATA_DIR = dataDir;
const sandboxDataDir = `${dataDir}-sandbox`;

export default defineConfig({
  testDir: './e2e',
  // Two workers run two spec files at a time (decision 005). Every spec signs up its own users except the two
  // on the shared demo account: the optimization one changes budgets the analytics one reads, so it waits for it.
  projects: [
    { name: 'app', testIgnore: [/sandbox\//, /-demo\.spec\.ts$/] },
    { name: 'demo-analytics', testMatch: /analytics-demo\.spec\.ts$/ },
    { name: 'demo-optimization', testMatch: /optimization-demo\.spec\.ts$/, dependencies: ['demo-analytics'] },
    { name: 'sandbox', testMatch: /sandbox\/.*\.spec\.ts/, use: { baseURL: `http://127.0.0.1:${sandboxPort}` } },
  ],
  fullyParallel: false,
  workers: 2,
  retries: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  outputDir: path.join(os.tmpdir(), `ads-creative-e2e-results-${port}`),
  globalTeardown: './e2e/support/global-teardown.ts',
  webServer: [
    {
      command: `rm -rf ${dataDir} && ${SEED_DEMO_COMMAND} > /dev/null && node ../server/dist/server.js`,
      url: `http://127.0.0.1:${port}/api/ready`,
      reuseExistingServer: false,
      // Seeding the demo account takes seconds more than the start alone.
      timeout: 120_000,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        RATE_LIMIT_DISABLED: 'true',
        LOG_LEVEL: 'warn',
        E2E_DATA_DIR: dataDir,
      },
    },
    {
      command: `rm -rf ${sandboxDataDir} && node ../server/dist/server.js`,
      url: `http://127.0.0.1:${sandboxPort}/api/ready`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(sandboxPort),
        HOST: '127.0.0.1',
        PUBLIC_URL: `http://127.0.0.1:${sandboxPort}`,
        DATA_DIR: sandboxDataDir,
        DATABASE_URL: '',
        RATE_LIMIT_DISABLED: 'true',
        LOG_LEVEL: 'warn',
        FACEBOOK_SANDBOX: 'true',
      },
    },
  ],
});
