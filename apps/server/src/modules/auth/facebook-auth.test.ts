import { messages } from '@ads-creative/contracts/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FacebookGraphFake, LONG_LIVED_EXPIRES_IN, startFacebookGraphFake } from '../../../test/fakes/facebook-graph-fake.ts';
import { expectApiError } from '../../../test/helpers/api-error.ts';
import { type Browser, keepCookies, newBrowser } from '../../../test/helpers/browser-cookies.ts';
import { confirmEmail } from '../../../test/helpers/mail-links.ts';
import { createTestApp, signUp, type TestApp, uniqueIp } from '../../../test/helpers/test-app.ts';
import { users } from '../../db/schema/users.ts';
import { createCipher } from '../../lib/crypto.ts';

const APP_ID = '1234567890123456';
const APP_SECRET = 'fb-app-secret-0123456789abcdef';
const CALLBACK = 'http://localhost:3000/api/auth/facebook/callback';
const FAILED = 'http://localhost:3000/login?error=auth_process_failed';

describe('Facebook login against a local fake of the Graph API', () => {
  let fb: FacebookGraphFake;
  let t: TestApp;
  beforeAll(async () => {
    fb = await startFacebookGraphFake({ appId: APP_ID, appSecret: APP_SECRET });
    t = await createTestApp({
      env: {
        FACEBOOK_APP_ID: APP_ID,
        FACEBOOK_APP_SECRET: APP_SECRET,
        FACEBOOK_GRAPH_URL: fb.graphUrl,
        FACEBOOK_DIALOG_URL: fb.dialogUrl,
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await fb?.close();
  });

  let seq = 0;
  const fbUser = (patch: { email?: string | null; name?: string } = {}) => {
    const id = `10${Date.now()}${++seq}`;
    return fb.addUser({
      id,
      name: patch.name ?? `Fb Person ${seq}`,
      email: patch.email === null ? undefined : (patch.email ?? `fb${id}@example.com`),
      pictureUrl: `https://platform-lookaside.fbsbx.com/platform/profilepic/?asid=${id}`,
    });
  };

  /** The browser the tests use unless they name another: the cookies our server set in it. */
  const browser: Browser = newBrowser();

  /** GET /api/auth/facebook in a browser: the dialog URL it redirects to. */
  async function start(query = '', using = browser) {
    const res = await t.app.inject({ method: 'GET', url: `/api/auth/facebook${query}`, remoteAddress: uniqueIp(), cookies: using.cookies });
    expect(res.statusCode).toBe(302);
    keepCookies(using, res);
    return new URL(res.headers.location as string);
  }
  /** The browser at Facebook's dialog (the fake, over HTTP): where it is sent back to. */
  async function atDialog(dialog: URL) {
    const res = await fetch(dialog, { redirect: 'manual' });
    expect(res.status).toBe(302);
    const back = new URL(res.headers.get('location') as string);
    expect(`${back.origin}${back.pathname}`).toBe(CALLBACK);
    return back;
  }
  /** The browser back at our callback: where the app sends it. */
  async function callback(search: string, using = browser) {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/auth/facebook/callback${search}`,
      remoteAddress: uniqueIp(),
      cookies: using.cookies,
    });
    expect(res.statusCode).toBe(302);
    return res.headers.location as string;
  }
  /** What /auth-success does with the code in its hash: POST /api/auth/facebook/session from that browser. */
  const exchange = (code: string, using = browser) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/facebook/session',
      payload: { code },
      cookies: using.cookies,
      remoteAddress: uniqueIp(),
    });
  /** The sign-in code in an /auth-success address. */
  const codeIn = (location: string) => {
    const match = location.match(/^http:\/\/localhost:3000\/auth-success#code=([\w-]+)(&redirect=.*)?$/);
    expect(match, location).toBeTruthy();
    return match?.[1] as string;
  };
  /** The whole round trip for a Facebook user who approves, and the code's exchange; returns the session token. */
  async function loginAs(userId: string, query = '') {
    fb.setDialog({ userId });
    const location = await callback((await atDialog(await start(query))).search);
    const res = await exchange(codeIn(location));
    expect(res.statusCode, res.body).toBe(200);
    return { token: res.json().token as string, location };
  }
  const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { authorization: `Bearer ${token}` } });
  const row = async (id: number) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0];

  it('says Facebook login is available', async () => {
    expect((await t.app.inject('/api/auth/providers')).json()).toEqual({ facebook: true });
  });

  it('redirects to the dialog with client_id, redirect_uri, a scope with ads_management and a fresh state', async () => {
    const a = await start();
    const b = await start();
    // The dialog of FACEBOOK_API_VERSION (default v27.0, decision 176), under the configured base.
    expect(`${a.origin}${a.pathname}`).toBe(`${fb.dialogUrl}/v27.0/dialog/oauth`);
    expect(a.searchParams.get('client_id')).toBe(APP_ID);
    expect(a.searchParams.get('redirect_uri')).toBe(CALLBACK);
    expect(a.searchParams.get('response_type')).toBe('code');
    const scope = (a.searchParams.get('scope') ?? '').split(',');
    expect(scope).toEqual(expect.arrayContaining(['email', 'public_profile', 'ads_management', 'ads_read']));
    expect(a.searchParams.get('state')).toMatch(/^[\w-]{40,}$/);
    expect(a.searchParams.get('state')).not.toBe(b.searchParams.get('state'));
    expect(a.toString()).not.toContain(APP_SECRET);
  });

  it('signs a new Facebook user in: the /auth-success code exchanged for a session, profile from /me', async () => {
    const person = fbUser();
    const { token } = await loginAs(person.id);
    const res = await me(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      username: null,
      name: person.name,
      email: person.email,
      avatarUrl: person.pictureUrl,
      facebookConnected: true,
    });
  });

  it('speaks the Graph protocol: code exchange with secret and the same redirect_uri, long-lived exchange, /me with appsecret_proof', async () => {
    const person = fbUser();
    const from = fb.requests.length;
    await loginAs(person.id);
    const calls = fb.requests.slice(from).filter((r) => r.path !== '/dialog/oauth');
    expect(calls.map((r) => r.path)).toEqual(['/oauth/access_token', '/oauth/access_token', '/me']);
    const [exchange, longLived, profile] = calls;
    expect(exchange?.query).toMatchObject({ client_id: APP_ID, client_secret: APP_SECRET, redirect_uri: CALLBACK });
    expect(exchange?.query.code).toMatch(/^AQ/);
    expect(longLived?.query).toMatchObject({ grant_type: 'fb_exchange_token', client_id: APP_ID, client_secret: APP_SECRET });
    expect(profile?.query.fields?.split(',')).toEqual(expect.arrayContaining(['id', 'name', 'email']));
    expect(fb.isLongLived(profile?.query.access_token ?? '')).toBe(true);
    expect(profile?.query.appsecret_proof).toMatch(/^[0-9a-f]{64}$/);
  });

  it('keeps the long-lived Facebook token encrypted at rest, with its expiry', async () => {
    const person = fbUser();
    const { token } = await loginAs(person.id);
    const user = await row((await me(token)).json().id);
    const longLived = fb.requests.findLast((r) => r.path === '/me')?.query.access_token as string;
    expect(user?.facebookId).toBe(person.id);
    expect(user?.facebookTokenEnc).toBeTruthy();
    expect(user?.facebookTokenEnc).not.toContain(longLived);
    expect(createCipher(t.appSecret).decrypt(user?.facebookTokenEnc as string)).toBe(longLived);
    expect(() => createCipher('another-secret-another-secret-another').decrypt(user?.facebookTokenEnc as string)).toThrow();
    const expected = t.clock.now().getTime() + LONG_LIVED_EXPIRES_IN * 1000;
    expect(Math.abs((user?.facebookTokenExpiresAt?.getTime() ?? 0) - expected)).toBeLessThan(60_000);
  });

  it('reuses the account on the next login with the same Facebook id, keeping a name the user changed', async () => {
    const person = fbUser();
    const first = await loginAs(person.id);
    const firstUser = (await me(first.token)).json();
    const headers = { authorization: `Bearer ${first.token}` };
    expect((await t.app.inject({ method: 'PUT', url: '/api/user/profile', headers, payload: { name: 'Chosen Name' } })).statusCode).toBe(
      200,
    );
    const encBefore = (await row(firstUser.id))?.facebookTokenEnc;

    const second = await loginAs(person.id);
    expect(second.token).not.toBe(first.token);
    const again = (await me(second.token)).json();
    expect(again.id).toBe(firstUser.id);
    expect(again.name).toBe('Chosen Name');
    const after = await row(firstUser.id);
    expect(after?.facebookTokenEnc).not.toBe(encBefore);
    expect(createCipher(t.appSecret).decrypt(after?.facebookTokenEnc as string)).toBe(
      fb.requests.findLast((r) => r.path === '/me')?.query.access_token,
    );
    expect((await me(first.token)).statusCode).toBe(200);
  });

  it('links an existing app account with the same confirmed e-mail (in any letter case) and keeps its password', async () => {
    const account = await signUp(t);
    await confirmEmail(t, account.email);
    const person = fbUser({ email: account.email.toUpperCase() });
    const { token } = await loginAs(person.id);
    const linked = (await me(token)).json();
    expect(linked).toMatchObject({ id: account.user.id, username: account.username, email: account.email, facebookConnected: true });
    expect(linked.name).toBe(person.name);
    const pw = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login-app',
      payload: { usernameOrEmail: account.username, password: account.password },
      remoteAddress: uniqueIp(),
    });
    expect(pw.statusCode).toBe(200);
    expect(pw.json().user.facebookConnected).toBe(true);
  });

  it('creates a separate account, without the e-mail, when the app account of that e-mail has not confirmed it', async () => {
    const account = await signUp(t);
    const person = fbUser({ email: account.email });
    const separate = (await me((await loginAs(person.id)).token)).json();
    expect(separate).toMatchObject({ username: null, email: null, emailVerified: false, hasPassword: false, facebookConnected: true });
    expect(separate.id).not.toBe(account.user.id);
    expect((await row(account.user.id))?.facebookId).toBeNull();
    // The same Facebook identity comes back to its own account, not to the app account.
    expect((await me((await loginAs(person.id)).token)).json().id).toBe(separate.id);
  });

  it('does not move an account already linked to another Facebook identity', async () => {
    const owner = fbUser();
    const { token } = await loginAs(owner.id);
    const ownerAccount = (await me(token)).json();
    const resend = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email/resend',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(resend.statusCode).toBe(200);
    await confirmEmail(t, owner.email as string);
    const intruder = fbUser({ email: owner.email });
    fb.setDialog({ userId: intruder.id });
    expect(await callback((await atDialog(await start())).search)).toBe(FAILED);
    expect((await row(ownerAccount.id))?.facebookId).toBe(owner.id);
    expect((await me((await loginAs(owner.id)).token)).json().id).toBe(ownerAccount.id);
  });

  it('creates separate accounts for Facebook users without an e-mail', async () => {
    const a = fbUser({ email: null });
    const b = fbUser({ email: null });
    const ua = (await me((await loginAs(a.id)).token)).json();
    const ub = (await me((await loginAs(b.id)).token)).json();
    expect(ua.email).toBeNull();
    expect(ub.email).toBeNull();
    expect(ua.id).not.toBe(ub.id);
  });

  it('does not let a Facebook-only account sign in with a password', async () => {
    const person = fbUser();
    await loginAs(person.id);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login-app',
      payload: { usernameOrEmail: person.email, password: 'anything at all' },
      remoteAddress: uniqueIp(),
    });
    expectApiError(res, 401, 'UNAUTHORIZED', messages.invalidCredentials);
  });

  it('lets a Facebook-only account set its first password without a current one, then requires it', async () => {
    const person = fbUser();
    const headers = { authorization: `Bearer ${(await loginAs(person.id)).token}` };
    const put = (payload: object) => t.app.inject({ method: 'PUT', url: '/api/user/profile', headers, payload });
    expect((await put({ newPassword: 'first own password' })).statusCode).toBe(200);
    const pw = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login-app',
      payload: { usernameOrEmail: person.email, password: 'first own password' },
      remoteAddress: uniqueIp(),
    });
    expect(pw.statusCode).toBe(200);
    expectApiError(await put({ newPassword: 'second password' }), 400, 'VALIDATION_ERROR', messages.currentPasswordRequired);
    expect((await put({ newPassword: 'second password', currentPassword: 'first own password' })).statusCode).toBe(200);
  });

  it('carries a safe redirect path through to /auth-success and drops an off-site one', async () => {
    const person = fbUser();
    const { location } = await loginAs(person.id, '?redirect=%2Fcampaigns%2F5%3Ftab%3Dads');
    expect(location).toMatch(/&redirect=%2Fcampaigns%2F5%3Ftab%3Dads$/);
    for (const evil of ['//evil.example', 'https://evil.example/x', '/\\evil.example', 'javascript:alert(1)', `/${'a'.repeat(3000)}`]) {
      const { location: l } = await loginAs(person.id, `?redirect=${encodeURIComponent(evil)}`);
      expect(l).not.toContain('redirect=');
    }
  });

  it('sends a refusal at the dialog (error=access_denied) to /login?error=auth_process_failed and uses up the state', async () => {
    fb.setDialog('deny');
    const back = await atDialog(await start());
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('state')).toBeTruthy();
    expect(await callback(back.search)).toBe(FAILED);
    // the same state with a code afterwards is refused: it was single-use
    const person = fbUser();
    fb.setDialog({ userId: person.id });
    const code = (await atDialog(await start())).searchParams.get('code');
    expect(await callback(`?code=${code}&state=${back.searchParams.get('state')}`)).toBe(FAILED);
  });

  it('refuses a missing, forged, reused, expired or malformed state without calling Facebook', async () => {
    const person = fbUser();
    fb.setDialog({ userId: person.id });
    const good = await atDialog(await start());
    const code = good.searchParams.get('code') as string;
    const state = good.searchParams.get('state') as string;
    const before = fb.requests.filter((r) => r.path === '/oauth/access_token').length;
    for (const search of [
      `?code=${code}`,
      `?code=${code}&state=`,
      `?code=${code}&state=forged-state-value`,
      `?code=${code}&state=${state.slice(0, -1)}`,
      `?code=${code}&state=${'s'.repeat(600)}`,
      `?code=${code}&state=${state}&state=${state}`,
      `?code=${code}&state=%27%20OR%201%3D1%20--`,
    ]) {
      expect(await callback(search), search).toBe(FAILED);
    }
    expect(fb.requests.filter((r) => r.path === '/oauth/access_token').length).toBe(before);

    // the genuine pair still works once, then the state is spent
    const ok = await callback(good.search);
    expect(ok).toMatch(/^http:\/\/localhost:3000\/auth-success#code=/);
    expect(await callback(good.search)).toBe(FAILED);

    // a state older than 10 minutes is refused
    const late = await atDialog(await start());
    t.clock.advance(11 * 60_000);
    expect(await callback(late.search)).toBe(FAILED);
  });

  it('refuses a callback without a code, and a code Facebook rejects', async () => {
    fb.setDialog('deny');
    const state = (await start()).searchParams.get('state');
    expect(await callback(`?state=${state}`)).toBe(FAILED);
    const state2 = (await start()).searchParams.get('state');
    expect(await callback(`?state=${state2}&code=not-a-code-facebook-issued`)).toBe(FAILED);
    expect(fb.requests.at(-1)).toMatchObject({ path: '/oauth/access_token', query: { code: 'not-a-code-facebook-issued' } });
  });

  it('sends an exchange that returns no token to /login?error=no_token', async () => {
    const person = fbUser();
    fb.setDialog({ userId: person.id, omitToken: true });
    const back = await atDialog(await start());
    expect(await callback(back.search)).toBe('http://localhost:3000/login?error=no_token');
    expect(fb.requests.at(-1)?.path).toBe('/oauth/access_token');
  });

  it('sends Graph API errors to /login?error=auth_process_failed and creates no account', async () => {
    const count = async () => (await t.database.db.select({ id: users.id }).from(users)).length;
    for (const failing of ['/me', '/oauth/access_token']) {
      const person = fbUser();
      fb.setDialog({ userId: person.id });
      const back = await atDialog(await start());
      const accounts = await count();
      fb.failNext(failing, 500);
      expect(await callback(back.search), failing).toBe(FAILED);
      expect(await count()).toBe(accounts);
    }
    // a Graph answer that is not JSON at all
    const person = fbUser();
    fb.setDialog({ userId: person.id });
    const back = await atDialog(await start());
    fb.failNext('/me', 502, '<html>Bad Gateway</html>');
    expect(await callback(back.search)).toBe(FAILED);
  });
});

describe('Facebook login without configuration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { FACEBOOK_APP_ID: '', FACEBOOK_APP_SECRET: '' } });
  });
  afterAll(() => t.close());

  it('says it is not available, answers 503 NOT_CONFIGURED in the error shape, and the callback fails safely', async () => {
    expect((await t.app.inject('/api/auth/providers')).json()).toEqual({ facebook: false });
    expectApiError(await t.app.inject('/api/auth/facebook'), 503, 'NOT_CONFIGURED', messages.facebookNotConfigured);
    const res = await t.app.inject('/api/auth/facebook/callback?code=x&state=y');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(FAILED);
  });
});
