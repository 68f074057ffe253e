/**
 * The app every guard test walks: the real app on a fresh database, with the web app built into a
 * temporary folder (so its routes are in the walk too), Facebook configured against a local sandbox
 * Graph API (a made-up token sent by a client, e.g. to /api/meta-ad-library/extract, meets a real
 * Graph answer, 190, rather than no network), rate limits off (the guards send thousands of auth requests),
 * user A with one of everything (owner-data.ts) and user B.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileForm } from '../../src/modules/uploads/test-images.ts';
import { createRateLimiter } from '../../src/plugins/rate-limit.ts';
import { startGraphSandbox } from '../../src/sandbox/graph-sandbox.ts';
import { createTestApp, signUp, TEST_PASSWORD, type TestApp } from '../helpers/test-app.ts';
import { fetchDocument, type OpenApiDocument, type Operation, operationsOf, type RequestParts } from './openapi-operations.ts';
import { fixtureImage, type OwnerData, seedOwnerData } from './owner-data.ts';
import { type RouteFixture, routeFixtures } from './route-fixtures.ts';

export interface SignedIn {
  userId: number;
  username: string;
  headers: Record<string, string>;
}

export interface GuardApp {
  t: TestApp;
  doc: OpenApiDocument;
  operations: Operation[];
  close(): Promise<void>;
}

export async function createGuardApp(): Promise<GuardApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'ads-guards-'));
  const webDist = path.join(dataDir, 'web');
  await mkdir(webDist);
  await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>Ads Creative</title>');
  const graph = await startGraphSandbox({ appId: 'guard-app', appSecret: 'guard-secret' });
  const t = await createTestApp({
    env: {
      DATA_DIR: dataDir,
      FACEBOOK_APP_ID: 'guard-app',
      FACEBOOK_APP_SECRET: 'guard-secret',
      FACEBOOK_GRAPH_URL: graph.graphUrl,
      FACEBOOK_DIALOG_URL: graph.dialogUrl,
    },
    deps: { rateLimiter: createRateLimiter({ disabled: true }), webDist, fetch: globalThis.fetch },
  });
  const doc = await fetchDocument(t.app);
  return {
    t,
    doc,
    operations: operationsOf(doc),
    async close() {
      await t.close();
      await graph.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Registers `username` and signs it in. */
async function signUpAs(t: TestApp, username: string): Promise<SignedIn> {
  const { user, headers } = await signUp(t, username);
  return { userId: user.id, username, headers };
}

/** A new session of an existing account. */
export async function signIn(t: TestApp, username: string): Promise<SignedIn> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login-app',
    payload: { usernameOrEmail: username, password: TEST_PASSWORD },
  });
  if (res.statusCode !== 200) throw new Error(`login ${username}: ${res.body}`);
  const { token, user } = res.json();
  return { userId: user.id, username, headers: { authorization: `Bearer ${token}` } };
}

export interface Owners {
  a: SignedIn;
  b: SignedIn;
  ownerData: OwnerData;
  /** A token of A's that was signed out: as good as garbage. */
  revokedToken: string;
}

/** User A (`guard-owner`, the login fixture's account) with one of everything, and user B with nothing. */
export async function createOwners(t: TestApp): Promise<Owners> {
  const a = await signUpAs(t, 'guard-owner');
  const b = await signUpAs(t, 'guard-other');
  const old = await signIn(t, a.username);
  const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: old.headers });
  if (logout.statusCode !== 200) throw new Error(`logout: ${logout.body}`);
  const ownerData = await seedOwnerData(t, a);
  return { a, b, ownerData, revokedToken: old.headers.authorization.replace(/^Bearer /, '') };
}

/** The operation's request filled from its fixture entry with A's data (a fresh upload form for multipart routes). */
export async function fixtureRequest(fixture: RouteFixture, data: OwnerData): Promise<RequestParts> {
  if (fixture.multipart) {
    const form = fileForm(await fixtureImage());
    return { headers: form.headers, body: form.payload };
  }
  return { params: fixture.params?.(data), query: fixture.query?.(data), body: fixture.body?.(data) };
}

/** The fixture entry of an operation, or a failure that says where to add it. */
export function fixtureOf(operation: Operation): RouteFixture {
  const fixture = routeFixtures[operation.key];
  if (!fixture) {
    throw new Error(
      `${operation.key} has no fixture entry: add it to apps/server/test/guards/route-fixtures.ts (docs/decisions/065-route-guards.md says how)`,
    );
  }
  return fixture;
}

/** The 503 a fixture declares `unavailable` (a feature this server does not have yet), and nothing else. */
export const isDeclaredUnavailable = (fixture: RouteFixture, res: { statusCode: number; body: string }) =>
  Boolean(fixture.unavailable) && res.statusCode === 503 && res.body.includes(`"code":"${fixture.unavailable?.code}"`);
