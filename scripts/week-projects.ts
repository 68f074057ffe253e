/**
 * The week check (decision 166): the date-sensitive test files run again, once for each day of the week,
 * with the process clock started at an instant of that day (TEST_NOW, read by scripts/test-now-setup.ts). The
 * server files run on PGlite, whose `now()` follows the shifted clock. Each instant is a boundary where a
 * test that still leans on the real date would break: late Saturday evening in UTC (already Sunday east of
 * it), Saturday still in Los Angeles, the last evening of a month and of a year, the first minutes of a
 * day, a leap day more than a year ahead.
 */
import path from 'node:path';
import web from '../apps/web/vitest.config.ts';

const root = path.resolve(import.meta.dirname, '..');
/** The setup file that starts a test process's clock at TEST_NOW. */
export const TEST_NOW_SETUP = path.join(root, 'scripts/test-now-setup.ts');

export const WEEK: Record<string, string> = {
  sat: '2026-11-28T23:30:00Z',
  sun: '2026-11-29T07:30:00Z',
  mon: '2026-11-30T23:30:00Z',
  tue: '2028-02-29T12:00:00Z',
  wed: '2026-12-02T00:10:00Z',
  thu: '2026-12-31T23:30:00Z',
  fri: '2027-01-01T00:30:00Z',
};

/**
 * Server files whose outcome could change with the day they run: weekday schedules, the weekly report, days
 * in time zones, ranges ending today over rows the database stamps with its own `now()`. Each file costs a
 * few seconds a day (a PGlite and an app), so the list stays short; `TEST_NOW=… npx vitest run --project
 * server:pglite` runs the whole suite on any one day.
 */
const serverFiles = [
  'test/facebook/delivery-schedule-sandbox.test.ts',
  'test/optimization/delivery-schedule.test.ts',
  'src/modules/optimization/schedule/delivery-schedules.test.ts',
  'test/analytics-report.test.ts',
  'test/time-zone.test.ts',
  'src/modules/analytics/analytics-export.routes.test.ts',
];

/** Web files that show or compute dates from the browser's clock. */
const webFiles = [
  'src/features/notifications/notifications-page.test.tsx',
  'src/features/campaigns/campaign-duration.test.ts',
  'src/lib/auth/use-time-zone-sync.test.tsx',
];

/** One PGlite server project and one jsdom web project for each day of the week. */
export function weekProjects(server: (name: string, env: Record<string, string>) => { test: Record<string, unknown> }) {
  return Object.entries(WEEK).flatMap(([day, at]) => {
    const base = server(`week:${day}:server`, { TEST_DATABASE_URL: '', TEST_NOW: at });
    return [
      // One module graph per worker for the day's files, as the web project does (decision 005): the imports dominate.
      { test: { ...base.test, include: serverFiles, isolate: false } },
      // The web project as it is, but for its name, its files and its clock (`extends` would add to its files).
      { ...web, test: { ...web.test, name: `week:${day}:web`, include: webFiles, env: { TEST_NOW: at } } },
    ];
  });
}
