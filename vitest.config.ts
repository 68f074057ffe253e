import { defineConfig } from 'vitest/config';
import { TEST_NOW_SETUP, weekProjects } from './scripts/week-projects.ts';

// One run for every vitest suite: the server on PGlite, the server again on PostgreSQL when
// TEST_DATABASE_URL is set, and the web unit tests in jsdom. Playwright runs separately (scripts/test.mjs).
const server = (name: string, env: Record<string, string>) => ({
  test: {
    name,
    root: 'apps/server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    env,
    // TEST_NOW=<ISO instant> runs the suite as if it were then (decision 166).
    setupFiles: [TEST_NOW_SETUP],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    // Both cores: vitest's default (cores − 1) runs one file at a time on a 2-core CI machine, and the
    // suite is mostly waiting on databases and jsdom, one file per worker (decision 005).
    maxWorkers: 2,
    projects: [
      server('server:pglite', { TEST_DATABASE_URL: '' }),
      ...(process.env.TEST_DATABASE_URL ? [server('server:postgres', { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL })] : []),
      'apps/web/vitest.config.ts',
      // The date-sensitive files again with the clock set to each day of a week (decision 166).
      ...weekProjects(server),
    ],
  },
});
