/**
 * Issue 15: a Facebook flow (login or Connect) ends only in the browser that started it, /auth-success
 * gets a single-use code instead of a session token, starting flows is rate-limited, and what
 * unfinished flows leave behind is purged (decision 167). Against the local fake of the Graph API.
 */
import { messages } from '@ads-creative/contracts/messages';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FacebookGraphFake, startFacebookGraphFake } from '../../../test/fakes/facebook-graph-fake.ts';
import { expectApiError } from '../../../test/helpers/api-error.ts';
import { type Browser, keepCookies, newBrowser } from '../../../test/helpers/browser-cookies.ts';
import { createTestApp, signUp, type TestApp, uniqueIp } from '../../../test/helpers/test-app.ts';
import { accountTokens, oauthStates, users } from '../../db/schema/users.ts';
import { RATE_LIMITS } from '../../plugins/rate-limit.ts';
import { OAUTH_STATE_TTL_MS, SIGN_IN_CODE_TTL_MS } from './auth.service.ts';
import { BROWSER_BINDING_COOKIE, BROWSER_BINDING_MAX_AGE_SECONDS, BROWSER_BINDING_PATH } from './browser-binding.ts';

const APP_ID = '2234567890123456';
const APP_SECRET = 'fb-app-secret-binding-0123456789';
const FAILED = 'http://localhost:3000/login?error=auth_process_failed';

function expectRateLimited(res: LightMyRequestResponse, windowSeconds: number) {
  expectApiError(res, 429, 'RATE_LIMITED', messages.tooManyRequests);
  const retryAfter = Number(res.headers['retry-after']);
  expect(Number.isInteger(retryAfter) && retryAfter > 0 && retryAfter <= windowSeconds, String(retryAfter)).toBe(true);
}

describe('Facebook flows bound to the browser that started them', () => {
  let fb: FacebookGraphFake;
  let t: TestApp;
  beforeAll(async () => {
    fb = await startFacebookGraphFake({ appId: APP_ID, appSecret: APP_SECRET });
    t = await createTestApp({
      env: { FACEBOOK_APP_ID: APP_ID, FACEBOOK_APP_SECRET: APP_SECRET, FACEBOOK_GRAPH_URL: fb.graphUrl, FACEBOOK_DIALOG_URL: fb.dialogUrl },
    });
  });
  afterAll(async () => {
    await t?.close();
    await fb?.close();
  });

  let seq = 0;
  const fbUser = () => {
    const id = `20${++seq}${Math.random().toString().slice(2, 10)}`;
    return fb.addUser({ id, name: `Bound Person ${seq}`, email: `bound${id}@example.com` });
  };
  const startRequest = (using: Browser, query = '', remoteAddress = uniqueIp()) =>
    t.app.inject({ method: 'GET', url: `/api/auth/facebook${query}`, cookies: using.cookies, remoteAddress });
  /** GET /api/auth/facebook in `using`: the dialog URL. */
  async function start(using: Browser) {
    const res = await startRequest(using);
    expect(res.statusCode).toBe(302);
    keepCookies(using, res);
    return new URL(res.headers.location as string);
  }
  /** Facebook's dialog (the fake) approves: the callback address it sends the browser back to. */
  const atDialog = async (dialog: URL) => new URL((await fetch(dialog, { redirect: 'manual' })).headers.get('location') as string);
  async function callback(search: string, using: Browser) {
    const res = await t.app.inject({ method: 'GET', url: `/api/auth/facebook/callback${search}`, cookies: using.cookies });
    expect(res.statusCode).toBe(302);
    return res.headers.location as string;
  }
  const exchange = (code: string, using: Browser) =>
    t.app.inject({ method: 'POST', url: '/api/auth/facebook/session', payload: { code }, cookies: using.cookies });
  const codeIn = (location: string) => {
    const match = location.match(/^http:\/\/localhost:3000\/auth-success#code=([\w-]{43})$/);
    expect(match, location).toBeTruthy();
    return match?.[1] as string;
  };
  /** A login in `using` up to /auth-success: the code its hash carries. */
  async function signInCode(using: Browser) {
    fb.setDialog({ userId: fbUser().id });
    return codeIn(await callback((await atDialog(await start(using))).search, using));
  }
  const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { authorization: `Bearer ${token}` } });
  const userCount = async () => (await t.database.db.select({ id: users.id }).from(users)).length;
  const codeExchanges = () => fb.requests.filter((r) => r.path === '/oauth/access_token').length;

  it('gives the starting browser an HttpOnly, SameSite=Lax binding cookie for the Facebook login routes only, kept across flows', async () => {
    const using = newBrowser();
    const first = await startRequest(using);
    const cookie = first.cookies.find((c) => c.name === BROWSER_BINDING_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: BROWSER_BINDING_PATH, maxAge: BROWSER_BINDING_MAX_AGE_SECONDS });
    expect(cookie?.value).toMatch(/^[\w-]{43}$/);
    keepCookies(using, first);
    // A second tab of the same browser keeps the binding, so both flows can finish.
    expect((await startRequest(using)).cookies.find((c) => c.name === BROWSER_BINDING_COOKIE)?.value).toBe(cookie?.value);
  });

  it('refuses a login callback with a valid state in a browser without the cookie or with another browser’s: no call to Facebook, no account', async () => {
    const starter = newBrowser();
    const other = newBrowser();
    await start(other);
    fb.setDialog({ userId: fbUser().id });
    const back = await atDialog(await start(starter));
    const [exchanges, accounts] = [codeExchanges(), await userCount()];
    expect(await callback(back.search, newBrowser())).toBe(FAILED);
    expect(await callback(back.search, other)).toBe(FAILED);
    expect(await callback(back.search, { cookies: { [BROWSER_BINDING_COOKIE]: 'not a binding' } })).toBe(FAILED);
    expect(codeExchanges()).toBe(exchanges);
    expect(await userCount()).toBe(accounts);
    // Those attempts did not use the state up: the browser that started the flow still finishes it.
    expect(codeIn(await callback(back.search, starter))).toBeTruthy();
  });

  it("refuses a connect's dialog answer in another browser: the victim's Facebook is not linked to the account that asked", async () => {
    const attacker = await signUp(t);
    const attackerBrowser = newBrowser();
    const connect = await t.app.inject({ method: 'POST', url: '/api/facebook/connect', headers: attacker.headers });
    expect(connect.statusCode).toBe(200);
    keepCookies(attackerBrowser, connect);
    expect(attackerBrowser.cookies[BROWSER_BINDING_COOKIE]).toMatch(/^[\w-]{43}$/);
    const victim = fbUser();
    fb.setDialog({ userId: victim.id });
    const back = await atDialog(new URL(connect.json().url));
    const victimBrowser = newBrowser();
    await start(victimBrowser);
    const exchanges = codeExchanges();
    for (const using of [newBrowser(), victimBrowser]) expect(await callback(back.search, using)).toBe(FAILED);
    expect(codeExchanges()).toBe(exchanges);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, attacker.user.id));
    expect(row).toMatchObject({ facebookId: null, facebookTokenEnc: null });
    expect((await me(attacker.token)).json().facebookConnected).toBe(false);
    expect((await t.database.db.select().from(users).where(eq(users.facebookId, victim.id))).length).toBe(0);
    // In the browser that asked, the same answer connects.
    expect(await callback(back.search, attackerBrowser)).toBe('http://localhost:3000/settings?facebook=connected');
  });

  it('hands /auth-success a code, never a session token, exchanged once for a session in the starting browser only', async () => {
    const starter = newBrowser();
    const other = newBrowser();
    await start(other);
    const code = await signInCode(starter);
    expect((await me(code)).statusCode).toBe(401);
    for (const using of [newBrowser(), other]) {
      const refused = expectApiError(await exchange(code, using), 400, 'VALIDATION_ERROR', messages.facebookSignInInvalid);
      expect(refused.issues).toEqual([{ path: 'code', message: messages.facebookSignInInvalid }]);
    }
    const ok = await exchange(code, starter);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().user.facebookConnected).toBe(true);
    expect((await me(ok.json().token)).json().id).toBe(ok.json().user.id);
    expectApiError(await exchange(code, starter), 400, 'VALIDATION_ERROR', messages.facebookSignInInvalid);
  });

  it('lets only one of two concurrent exchanges of a code through', async () => {
    const starter = newBrowser();
    const code = await signInCode(starter);
    const answers = await Promise.all([exchange(code, starter), exchange(code, starter)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it('refuses a code after its minute, and a planted session token or anything else as a code', async () => {
    const starter = newBrowser();
    const late = await signInCode(starter);
    t.clock.advance(SIGN_IN_CODE_TTL_MS + 1000);
    expectApiError(await exchange(late, starter), 400, 'VALIDATION_ERROR', messages.facebookSignInInvalid);
    const session = (await exchange(await signInCode(starter), starter)).json().token as string;
    for (const code of [session, 'x', 'x'.repeat(129), ''])
      expectApiError(await exchange(code, starter), 400, 'VALIDATION_ERROR', messages.facebookSignInInvalid);
  });

  it('answers 429 with Retry-After past the per-address limit on starting a login, and stores no state for the refused ones', async () => {
    const { points, duration } = RATE_LIMITS['facebook-login:ip'];
    const ip = uniqueIp();
    const states = async () => (await t.database.db.select({ h: oauthStates.stateHash }).from(oauthStates)).length;
    const before = await states();
    const redirect = `?redirect=${encodeURIComponent(`/${'a'.repeat(1023)}`)}`;
    const answers = await Promise.all(Array.from({ length: points + 5 }, () => startRequest(newBrowser(), redirect, ip)));
    expect(answers.filter((r) => r.statusCode === 302)).toHaveLength(points);
    const refused = answers.filter((r) => r.statusCode !== 302);
    expect(refused).toHaveLength(5);
    for (const res of refused) expectRateLimited(res, duration);
    expect(await states()).toBe(before + points);
    expect((await startRequest(newBrowser())).statusCode).toBe(302);
  });

  it('limits how many connects one account starts', async () => {
    const { points, duration } = RATE_LIMITS['facebook-connect:account'];
    const user = await signUp(t);
    const connect = () => t.app.inject({ method: 'POST', url: '/api/facebook/connect', headers: user.headers, remoteAddress: uniqueIp() });
    for (let i = 0; i < points; i++) expect((await connect()).statusCode).toBe(200);
    expectRateLimited(await connect(), duration);
  });

  it('purges expired states and sign-in codes when a flow starts', async () => {
    const using = newBrowser();
    await start(using);
    await signInCode(using);
    t.clock.advance(OAUTH_STATE_TTL_MS + 1000);
    await start(using);
    const now = t.clock.now();
    const states = await t.database.db.select().from(oauthStates);
    expect(states.filter((s) => s.expiresAt <= now)).toEqual([]);
    expect(states).toHaveLength(1);
    expect(await t.database.db.select().from(accountTokens).where(eq(accountTokens.purpose, 'facebook_sign_in'))).toEqual([]);
  });
});
