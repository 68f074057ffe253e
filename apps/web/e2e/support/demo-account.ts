/**
 * The demo account of the browser tests: `npm run seed:demo` (decision 095) writes it into the app
 * server's data directory before the server starts (playwright.config.ts, decision 115), small so it
 * seeds in seconds: 20 campaigns per scale, 60 days of daily numbers.
 */
import type { TestUser } from './users.ts';

/** The seeder's default login (apps/server/src/modules/demo/demo-seeder.ts, DEMO_ACCOUNT). */
export const DEMO_USER: TestUser = { username: 'demo', email: 'demo@example.com', password: 'demo-password' };

export const DEMO_SCALE = 2;
export const DEMO_DAYS = 60;

/** Decision 095: every block of 20 campaigns holds two of each of the 10 objectives and 10 ACTIVE ones. */
export const DEMO_CAMPAIGNS = 20 * DEMO_SCALE;
export const DEMO_ACTIVE_CAMPAIGNS = 10 * DEMO_SCALE;

/** The command the app server runs first, from apps/web (where Playwright starts its web servers). */
export const SEED_DEMO_COMMAND = `../../node_modules/.bin/tsx ../server/src/modules/demo/seed-demo-cli.ts --scale=${DEMO_SCALE} --days=${DEMO_DAYS}`;
