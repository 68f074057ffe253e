// What every bench section needs around the server under test: command-line options, the local
// PostgreSQL's admin connection (fresh databases, dropped after), a free port, the server built once
// and started (or killed, or restarted on the same data) as a child process, and a JSON API helper.
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export const root = path.resolve(import.meta.dirname, '../..');
export const log = (...a) => console.log('[bench]', ...a);
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** `--name=value` (or `--name` alone: true) from the command line, else `fallback`. */
export const arg = (name, fallback) => {
  const hit = process.argv.find((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (!hit) return fallback;
  return hit.includes('=') ? hit.slice(hit.indexOf('=') + 1) : true;
};

export const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The URL of database `name` on the admin URL's server. */
export const databaseUrl = (name) => {
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return u.toString();
};

export async function admin(sql) {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

/** Drops and creates database `name`; answers its URL. */
export async function freshDatabase(name) {
  await admin(`drop database if exists ${name} with (force)`);
  await admin(`create database ${name}`);
  return databaseUrl(name);
}

export const dropDatabase = (name) => admin(`drop database if exists ${name} with (force)`);

export const freePort = () =>
  new Promise((resolve, reject) => {
    const s = net.createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

let command;
/** The built server (tsup), built on first use; `--tsx` or a failed build: the sources with tsx. */
export function serverCommand() {
  if (command) return command;
  if (!arg('tsx', false)) {
    log('building the server (tsup)...');
    const build = spawnSync('npm', ['run', 'build', '--silent', '-w', '@ads-creative/server'], { cwd: root, stdio: 'inherit' });
    if (build.status === 0) {
      command = { args: [path.join(root, 'apps/server/dist/server.js')], kind: 'built (tsup bundle)' };
      return command;
    }
    log('build failed: running the sources with tsx instead');
  }
  command = { args: ['--import', 'tsx', path.join(root, 'apps/server/src/server.ts')], kind: 'tsx (sources)' };
  return command;
}

/**
 * Answers when GET /api/ready says 200, or throws after `timeoutMs` or when the process exits.
 * Used after a start and after a crash, so it tolerates refused connections meanwhile.
 */
export async function waitReady(base, child, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`server exited (${child.exitCode ?? child.signalCode})`);
    try {
      const r = await fetch(`${base}/api/ready`, { signal: AbortSignal.timeout(2000) });
      if (r.ok) return;
    } catch {}
    await sleep(100);
  }
  throw new Error(`server not ready within ${timeoutMs} ms`);
}

/**
 * Starts the server on `databaseUrl` (a postgres:// URL, or unset for PGlite under `dataDir`) and
 * waits until it is ready. The same `dataDir` and `appSecret` given again restart it on the same data
 * (sessions survive); a data directory made here is removed by stop(). `nodeArgs` go before the
 * script (e.g. --cpu-prof).
 */
export async function startServer({
  databaseUrl: url,
  dataDir,
  appSecret = crypto.randomBytes(32).toString('hex'),
  env = {},
  nodeArgs = [],
  port,
}) {
  const { args, kind } = serverCommand();
  const ownDir = !dataDir;
  dataDir ??= fs.mkdtempSync(path.join(os.tmpdir(), 'ads-bench-'));
  const listenPort = port ?? (await freePort());
  // The server's own output goes to a file: under faults it logs every failed request.
  const logFile = path.join(dataDir, 'server.log');
  const out = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, [...nodeArgs, ...args], {
    cwd: path.join(root, 'apps/server'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      ...(url ? { DATABASE_URL: url } : { DATABASE_URL: '' }),
      HOST: '127.0.0.1',
      PORT: String(listenPort),
      PUBLIC_URL: `http://127.0.0.1:${listenPort}`,
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      APP_SECRET: appSecret,
      WEB_DIST: path.join(dataDir, 'no-web'),
      ...env,
    },
    stdio: ['ignore', out, out],
  });
  fs.closeSync(out);
  const base = `http://127.0.0.1:${listenPort}`;
  try {
    // PGlite creates its cluster in WASM on a first start: tens of seconds on a busy machine.
    await waitReady(base, child, 180_000);
  } catch (e) {
    child.kill('SIGKILL');
    if (ownDir) fs.rmSync(dataDir, { recursive: true, force: true });
    throw e;
  }
  const exited = new Promise((r) => child.once('exit', r));
  return {
    child,
    base,
    kind,
    dataDir,
    logFile,
    alive: () => child.exitCode === null && child.signalCode === null,
    /** The server's last output lines that are not JSON log records (a crash's stack trace). */
    crashOutput: () =>
      fs
        .readFileSync(logFile, 'utf8')
        .split('\n')
        .filter((l) => l && !l.startsWith('{'))
        .slice(-30)
        .join('\n'),
    /** Graceful stop (SIGTERM), then the data directory is removed unless `keepData`. */
    async stop({ keepData = false } = {}) {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      if (!keepData) fs.rmSync(dataDir, { recursive: true, force: true });
    },
    /** kill -9: no shutdown code runs. */
    async kill9() {
      child.kill('SIGKILL');
      await exited;
    },
    restartOptions: { databaseUrl: url, dataDir, appSecret, env, nodeArgs, port: listenPort },
  };
}

/** A JSON call; throws on a non-2xx answer. */
export async function api(base, method, url, body, token) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

/** Registers a user and signs in; answers `{ token, user }`. */
export async function signUp(base, username) {
  const password = 'bench-password-123';
  await api(base, 'POST', '/api/auth/register', { username, email: `${username}@bench.local`, password });
  return api(base, 'POST', '/api/auth/login-app', { usernameOrEmail: username, password });
}

export const machine = () => {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  return `Node ${process.version}; ${os.cpus().length} × ${cpu}; load average ${os.loadavg()[0].toFixed(1)}`;
};
