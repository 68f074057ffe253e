#!/usr/bin/env node
// `npm test`: every test of the project. Makes sure Chromium and PostgreSQL are there, runs `npm run lint`, builds the
// app, runs all vitest suites (server on PGlite and on PostgreSQL, web) and the Playwright browser
// suite, then prints one closing line `N passed, N failed` summed over every runner.
import { execSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const results = path.join(root, '.test-results');
fs.rmSync(results, { recursive: true, force: true });
fs.mkdirSync(results, { recursive: true });
const sh = (cmd) => spawnSync('bash', ['-c', cmd], { stdio: 'inherit', cwd: root, env: process.env }).status;
const quiet = (cmd) => spawnSync('bash', ['-c', cmd], { stdio: 'ignore' }).status === 0;

// A real browser: Debian's chromium, installed when missing.
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!fs.existsSync(chromium)) {
  console.log('Installing Debian chromium for the browser tests...');
  sh('(apt-get update -qq || true) && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium');
}

// A real PostgreSQL: TEST_DATABASE_URL when the caller sets one; else the local 127.0.0.1:5432, started
// when installed but stopped, installed from Debian when missing (then given the password in the URL;
// a machine set to trust ignores it).
const localPg = !process.env.TEST_DATABASE_URL;
process.env.TEST_DATABASE_URL ??= 'postgres://postgres:postgres@127.0.0.1:5432/postgres';
const pgAt = new URL(process.env.TEST_DATABASE_URL);
const pgUp = () => quiet(`pg_isready -q -h ${pgAt.hostname} -p ${pgAt.port || 5432}`);
const startPg = () => {
  quiet('pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql | head -1) main start');
  for (let i = 0; i < 30 && !pgUp(); i++) execSync('sleep 0.5');
};
if (localPg && !pgUp() && fs.existsSync('/etc/postgresql')) startPg();
if (localPg && !pgUp() && !fs.existsSync('/etc/postgresql')) {
  console.log('Installing Debian postgresql for the server suite...');
  sh('(apt-get update -qq || true) && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql');
  startPg();
  quiet(`su postgres -c "psql -q -c \\"alter user postgres password 'postgres'\\""`);
}
let pgMissing = false;
if (!pgUp()) {
  console.error(`PostgreSQL is not reachable at ${pgAt.host}: the server suite runs on PGlite only, and the run fails.`);
  process.env.TEST_DATABASE_URL = '';
  pgMissing = true;
}

const counts = { passed: 0, failed: 0, skipped: 0 };
let crashed = false;

// The formatter, the linter and the import rules (decision 171): one check, counted like a test.
console.log('\n== lint (biome, import rules) ==');
if (sh('npm run lint --silent') === 0) counts.passed += 1;
else counts.failed += 1;

console.log('\n== build ==');
if (sh('npm run build --silent') !== 0) crashed = true;

console.log('\n== vitest (server on PGlite and PostgreSQL, web) ==');
const vitestJson = path.join(results, 'vitest.json');
const retriedJson = path.join(results, 'vitest-retried.json');
const vitestStatus = sh(
  `RETRIED_TESTS_FILE=${retriedJson} npx vitest run --reporter=default --reporter=json --outputFile.json=${vitestJson} --reporter=./scripts/retried-tests-reporter.mjs`,
);
// A test that passed only on a retry counts as passed, and is named here so that it gets fixed (issue 16).
const retried = fs.existsSync(retriedJson) ? JSON.parse(fs.readFileSync(retriedJson, 'utf8')) : [];
if (retried.length) console.log(`${retried.length} test(s) passed only on a retry (flaky):\n  ${retried.join('\n  ')}`);
if (fs.existsSync(vitestJson)) {
  const r = JSON.parse(fs.readFileSync(vitestJson, 'utf8'));
  counts.passed += r.numPassedTests;
  counts.failed += r.numFailedTests;
  counts.skipped += r.numPendingTests + (r.numTodoTests ?? 0);
  if (vitestStatus !== 0 && r.numFailedTests === 0) crashed = true;
} else crashed = true;

if (!crashed) {
  console.log('\n== playwright (built app, real server, Debian chromium) ==');
  const pwJson = path.join(results, 'playwright.json');
  const pwStatus = sh(`PLAYWRIGHT_JSON_OUTPUT_NAME=${pwJson} npx playwright test -c apps/web/playwright.config.ts --reporter=list,json`);
  if (fs.existsSync(pwJson)) {
    const s = JSON.parse(fs.readFileSync(pwJson, 'utf8')).stats;
    counts.passed += s.expected + s.flaky;
    counts.failed += s.unexpected;
    counts.skipped += s.skipped;
    if (s.flaky) console.log(`${s.flaky} browser test(s) passed only on their retry (flaky): see the list above.`);
    if (pwStatus !== 0 && s.unexpected === 0) crashed = true;
  } else crashed = true;
}

if (crashed) console.error('\nA test runner did not complete (see above).');
if (pgMissing) counts.failed += 1;
console.log(`\n${counts.passed} passed, ${counts.failed + (crashed ? 1 : 0)} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}`);
process.exit(counts.failed > 0 || crashed ? 1 : 0);
