import { userSchema } from '@ads-creative/contracts/auth';
import { messages } from '@ads-creative/contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError } from '../../../test/helpers/api-error.ts';
import { createTestApp, signUp, type TestApp, uniqueIp } from '../../../test/helpers/test-app.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('auth: register, login, session, logout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  let n = 0;
  const fresh = () => {
    const name = `alice${++n}${Math.random().toString(36).slice(2, 6)}`;
    return { username: name, email: `${name}@example.com`, password: 'correct horse battery' };
  };
  const register = (payload: unknown, remoteAddress = uniqueIp()) =>
    t.app.inject({ method: 'POST', url: '/api/auth/register', payload: payload as object, remoteAddress });
  const login = (usernameOrEmail: unknown, password: unknown, remoteAddress = uniqueIp()) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login-app', payload: { usernameOrEmail, password }, remoteAddress });
  const me = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/auth/user', headers });

  describe('POST /api/auth/register', () => {
    it('creates the account and answers 201 with the user, e-mail lower-cased, no secrets', async () => {
      const body = fresh();
      const res = await register({ ...body, email: `  ${body.email.toUpperCase()} ` });
      expect(res.statusCode).toBe(201);
      const user = res.json();
      expect(userSchema.strict().parse(user)).toEqual(user);
      expect(user).toMatchObject({ username: body.username, email: body.email, name: null, avatarUrl: null, facebookConnected: false });
      expect(Number.isNaN(Date.parse(user.createdAt))).toBe(false);
      expect(res.body).not.toContain(body.password);
      expect(res.body).not.toMatch(/argon2|hash/i);
    });

    it('refuses a username taken in another letter case with 409 and the clear message', async () => {
      const body = fresh();
      expect((await register(body)).statusCode).toBe(201);
      const res = await register({ ...fresh(), username: body.username.toUpperCase() });
      const err = expectApiError(res, 409, 'CONFLICT', messages.usernameTaken);
      expect(err.issues).toEqual([{ path: 'username', message: messages.usernameTaken }]);
    });

    it('refuses an e-mail taken in another letter case with 409 and the clear message', async () => {
      const body = fresh();
      expect((await register(body)).statusCode).toBe(201);
      const res = await register({ ...fresh(), email: body.email.toUpperCase() });
      const err = expectApiError(res, 409, 'CONFLICT', messages.emailTaken);
      expect(err.issues).toEqual([{ path: 'email', message: messages.emailTaken }]);
    });

    it('lets exactly one of several simultaneous registrations of one username through, the others get 409', async () => {
      const base = fresh();
      const results = await Promise.all(
        [0, 1, 2, 3].map((i) =>
          register({ ...base, username: i % 2 ? base.username.toUpperCase() : base.username, email: `r${i}${base.email}` }),
        ),
      );
      const statuses = results.map((r) => r.statusCode).sort();
      expect(statuses).toEqual([201, 409, 409, 409]);
      for (const r of results.filter((r) => r.statusCode === 409)) expectApiError(r, 409, 'CONFLICT', messages.usernameTaken);
    });

    it('lets exactly one of several simultaneous registrations of one e-mail through, the others get 409', async () => {
      const base = fresh();
      const results = await Promise.all(
        [0, 1, 2].map((i) => register({ ...base, username: `${base.username}x${i}`, email: i ? base.email.toUpperCase() : base.email })),
      );
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
      for (const r of results.filter((r) => r.statusCode === 409)) expectApiError(r, 409, 'CONFLICT', messages.emailTaken);
    });

    it.each([
      ['username', { username: undefined }],
      ['email', { email: undefined }],
      ['password', { password: undefined }],
      ['blank username', { username: '   ' }],
      ['empty email', { email: '' }],
      ['empty password', { password: '' }],
      ['null username', { username: null }],
      ['null password', { password: null }],
    ])('answers a missing %s with 400 "Please fill in all information."', async (_label, patch) => {
      const res = await register({ ...fresh(), ...patch });
      const err = expectApiError(res, 400, 'VALIDATION_ERROR', messages.fillAllInformation);
      expect(err.issues?.length).toBeGreaterThan(0);
    });

    it('answers an empty object with "Please fill in all information." for every field', async () => {
      const err = expectApiError(await register({}), 400, 'VALIDATION_ERROR', messages.fillAllInformation);
      expect(err.issues?.map((i) => i.path).sort()).toEqual(['email', 'password', 'username']);
      expect(new Set(err.issues?.map((i) => i.message))).toEqual(new Set([messages.fillAllInformation]));
    });

    it.each([
      ['a number username', { username: 12345 }],
      ['an array username', { username: ['bob'] }],
      ['an object email', { email: { $ne: '' } }],
      ['a boolean password', { password: true }],
      ['a numeric password', { password: 12345678 }],
    ])('answers %s with 400 in the error shape', async (_label, patch) => {
      expectApiError(await register({ ...fresh(), ...patch }), 400, 'VALIDATION_ERROR');
    });

    it('applies the account rules: e-mail format, username characters, password length', async () => {
      expectApiError(await register({ ...fresh(), email: 'not-an-email' }), 400, 'VALIDATION_ERROR', messages.invalidEmail);
      expectApiError(await register({ ...fresh(), username: 'ab' }), 400, 'VALIDATION_ERROR', messages.invalidUsername);
      expectApiError(await register({ ...fresh(), username: "bob' OR 1=1 --" }), 400, 'VALIDATION_ERROR', messages.invalidUsername);
      expectApiError(await register({ ...fresh(), username: 'Nguyễn' }), 400, 'VALIDATION_ERROR', messages.invalidUsername);
      expectApiError(await register({ ...fresh(), username: 'x'.repeat(51) }), 400, 'VALIDATION_ERROR', messages.invalidUsername);
      expectApiError(await register({ ...fresh(), password: 'short' }), 400, 'VALIDATION_ERROR', messages.passwordTooShort);
      expectApiError(await register({ ...fresh(), password: 'p'.repeat(129) }), 400, 'VALIDATION_ERROR', messages.passwordTooLong);
      expectApiError(
        await register({ ...fresh(), email: `${'e'.repeat(250)}@example.com` }),
        400,
        'VALIDATION_ERROR',
        messages.invalidEmail,
      );
    });

    it('accepts a unicode password and an SQL-looking one, both compared literally', async () => {
      for (const password of ['mật khẩu bí mật 🔐', "' OR 1=1 --"]) {
        const body = { ...fresh(), password };
        expect((await register(body)).statusCode).toBe(201);
        expect((await login(body.username, password)).statusCode).toBe(200);
        expectApiError(await login(body.username, "' OR '1'='1"), 401, 'UNAUTHORIZED', messages.invalidCredentials);
      }
    });
  });

  describe('POST /api/auth/login-app', () => {
    let account: ReturnType<typeof fresh>;
    beforeAll(async () => {
      account = fresh();
      expect((await register(account)).statusCode).toBe(201);
    });

    it.each([
      ['the username', (a: ReturnType<typeof fresh>) => a.username],
      ['the username in upper case', (a: ReturnType<typeof fresh>) => a.username.toUpperCase()],
      ['the e-mail', (a: ReturnType<typeof fresh>) => a.email],
      [
        'the e-mail in mixed case with spaces',
        (a: ReturnType<typeof fresh>) => `  ${a.email.replace(/^./, (c) => c.toUpperCase()).replace('example', 'ExAmPlE')} `,
      ],
    ])('signs in with %s and answers {token, user}', async (_label, loginOf) => {
      const res = await login(loginOf(account), account.password);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(Object.keys(body).sort()).toEqual(['token', 'user']);
      expect(body.token).toMatch(/^[\w-]{40,}$/);
      expect(body.user).toMatchObject({ username: account.username, email: account.email, facebookConnected: false });
      const user = await me({ authorization: `Bearer ${body.token}` });
      expect(user.statusCode).toBe(200);
      expect(user.json()).toEqual(body.user);
    });

    it('issues a different token on every sign-in', async () => {
      const a = (await login(account.username, account.password)).json().token;
      const b = (await login(account.username, account.password)).json().token;
      expect(a).not.toBe(b);
    });

    it('answers a wrong password and an unknown account with the same 401', async () => {
      const wrong = await login(account.username, 'not the password');
      const unknown = await login('nobody-here', 'not the password');
      const unknownEmail = await login('nobody@example.com', account.password);
      for (const res of [wrong, unknown, unknownEmail]) expectApiError(res, 401, 'UNAUTHORIZED', messages.invalidCredentials);
      expect(unknown.json()).toEqual(wrong.json());
      expect(unknownEmail.json()).toEqual(wrong.json());
    });

    it('does not accept the password with different letter case or surrounding spaces', async () => {
      expectApiError(await login(account.username, account.password.toUpperCase()), 401, 'UNAUTHORIZED', messages.invalidCredentials);
      expectApiError(await login(account.username, ` ${account.password}`), 401, 'UNAUTHORIZED', messages.invalidCredentials);
    });

    it('treats SQL-looking and wildcard logins literally', async () => {
      for (const attempt of ["' OR 1=1 --", `${account.username}' --`, '%', '_%', `${account.email}' OR '1'='1`]) {
        expectApiError(await login(attempt, account.password), 401, 'UNAUTHORIZED', messages.invalidCredentials);
      }
    });

    it('answers missing or mistyped fields with 400 in the error shape', async () => {
      for (const payload of [{}, { usernameOrEmail: account.username }, { password: 'x' }, { usernameOrEmail: '', password: '' }]) {
        const res = await t.app.inject({ method: 'POST', url: '/api/auth/login-app', payload, remoteAddress: uniqueIp() });
        expectApiError(res, 400, 'VALIDATION_ERROR', messages.invalidCredentials);
      }
      for (const [u, p] of [
        [123, 'x'],
        [[account.username], account.password],
        [{ $gt: '' }, account.password],
        [account.username, null],
        [account.username, ['a']],
      ]) {
        expectApiError(await login(u, p), 400, 'VALIDATION_ERROR');
      }
    });

    it('answers NUL characters and lone surrogates with an error in the shape, never 500', async () => {
      for (const [u, p] of [
        [`${account.username}\u0000`, account.password],
        ['\u0000', 'x'],
        ['\ud800', account.password],
        [account.username, 'pass\u0000word'],
      ]) {
        const res = await login(u, p);
        expect(res.statusCode).toBeGreaterThanOrEqual(400);
        expect(res.statusCode).toBeLessThan(500);
        expectApiError(res, res.statusCode, res.json().code);
      }
    });
  });

  describe('sessions: GET /api/auth/user, logout, expiry, hostile Authorization headers', () => {
    it('answers GET /api/auth/user without a token with 401', async () => {
      expectApiError(await t.app.inject('/api/auth/user'), 401, 'UNAUTHORIZED', messages.sessionExpired);
    });

    it('accepts the scheme in any letter case', async () => {
      const { token, user } = await signUp(t);
      const res = await me({ authorization: `bearer ${token}` });
      expect(res.statusCode).toBe(200);
      expect(res.json().id).toBe(user.id);
    });

    it('logs out server-side: the same token then answers 401, other sessions stay', async () => {
      const u = await signUp(t);
      const other = (await login(u.username, u.password)).json().token;
      const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: u.headers });
      expect(out.statusCode).toBe(200);
      expect(out.json()).toEqual({ message: expect.any(String) });
      expectApiError(await me(u.headers), 401, 'UNAUTHORIZED', messages.sessionExpired);
      expectApiError(await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: u.headers }), 401, 'UNAUTHORIZED');
      expect((await me({ authorization: `Bearer ${other}` })).statusCode).toBe(200);
    });

    it('answers logout without a token with 401', async () => {
      expectApiError(await t.app.inject({ method: 'POST', url: '/api/auth/logout' }), 401, 'UNAUTHORIZED');
    });

    it('expires a session after 30 days', async () => {
      const u = await signUp(t);
      t.clock.advance(29 * DAY_MS);
      expect((await me(u.headers)).statusCode).toBe(200);
      t.clock.advance(DAY_MS + 1000);
      expectApiError(await me(u.headers), 401, 'UNAUTHORIZED', messages.sessionExpired);
      const again = await login(u.username, u.password);
      expect((await me({ authorization: `Bearer ${again.json().token}` })).statusCode).toBe(200);
    });

    it('answers tampered, garbage and huge Authorization headers with 401, never 500', async () => {
      const { token } = await signUp(t);
      const flipped = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
      const headers = [
        `Bearer ${flipped}`,
        `Bearer ${token}x`,
        `Bearer ${token.slice(0, 20)}`,
        token,
        `Basic ${Buffer.from('admin:admin').toString('base64')}`,
        'Bearer',
        'Bearer ',
        `Bearer ${token} ${token}`,
        "Bearer ' OR 1=1 --",
        'Bearer %00%00',
        `Bearer ${'A'.repeat(257)}`,
        `Bearer ${'A'.repeat(1024 * 1024)}`,
        `Bearer ${'A'.repeat(64)}\t`,
        'Bearer null',
        'Bearer undefined',
        '',
      ];
      for (const authorization of headers) {
        expectApiError(await me({ authorization }), 401, 'UNAUTHORIZED', messages.sessionExpired);
      }
    });
  });

  describe('hostile bodies', () => {
    const endpoints = ['/api/auth/register', '/api/auth/login-app', '/api/auth/forgot-password', '/api/auth/reset-password'];

    it.each(endpoints)('%s: answers non-JSON, empty, null, array and string bodies with 4xx in the error shape', async (url) => {
      const cases = [
        // text/plain is parsed as a string, which is not the object the schema wants
        { headers: { 'content-type': 'text/plain' }, payload: 'username=bob', status: 400, code: 'VALIDATION_ERROR' },
        { headers: { 'content-type': 'multipart/form-data; boundary=x' }, payload: '--x--', status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' },
        {
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'username=bob',
          status: 415,
          code: 'UNSUPPORTED_MEDIA_TYPE',
        },
        { headers: { 'content-type': 'application/json' }, payload: '', status: 400, code: 'VALIDATION_ERROR' },
        { headers: { 'content-type': 'application/json' }, payload: '{"a":', status: 400, code: 'VALIDATION_ERROR' },
        { headers: { 'content-type': 'application/json' }, payload: 'null', status: 400, code: 'VALIDATION_ERROR' },
        { headers: { 'content-type': 'application/json' }, payload: '[]', status: 400, code: 'VALIDATION_ERROR' },
        { headers: { 'content-type': 'application/json' }, payload: '"text"', status: 400, code: 'VALIDATION_ERROR' },
        { headers: { 'content-type': 'application/json' }, payload: '42', status: 400, code: 'VALIDATION_ERROR' },
        { headers: { 'content-type': 'application/json' }, payload: '{"__proto__":{"admin":true}}', status: 400, code: 'VALIDATION_ERROR' },
        { headers: {}, payload: undefined, status: 400, code: 'VALIDATION_ERROR' },
      ] as const;
      for (const c of cases) {
        const res = await t.app.inject({ method: 'POST', url, headers: c.headers, payload: c.payload, remoteAddress: uniqueIp() });
        expectApiError(res, c.status, c.code);
      }
    });

    it.each(endpoints)('%s: answers a 2 MB body and a 10 MB string with 413 in the error shape', async (url) => {
      const big = JSON.stringify({ email: 'a@example.com', username: 'x'.repeat(2 * 1024 * 1024) });
      const huge = JSON.stringify({ email: 'a@example.com', password: 'p'.repeat(10 * 1024 * 1024) });
      for (const payload of [big, huge]) {
        const res = await t.app.inject({
          method: 'POST',
          url,
          headers: { 'content-type': 'application/json' },
          payload,
          remoteAddress: uniqueIp(),
        });
        expectApiError(res, 413, 'PAYLOAD_TOO_LARGE');
      }
    });

    it('answers long strings under the body limit with 400, not 500', async () => {
      const long = 'x'.repeat(300_000);
      for (const [url, payload] of [
        ['/api/auth/register', { username: long, email: `${long}@example.com`, password: long }],
        ['/api/auth/login-app', { usernameOrEmail: long, password: long }],
        ['/api/auth/forgot-password', { email: `${long}@example.com` }],
        ['/api/auth/reset-password', { token: long, newPassword: long }],
      ] as const) {
        expectApiError(await t.app.inject({ method: 'POST', url, payload, remoteAddress: uniqueIp() }), 400, 'VALIDATION_ERROR');
      }
    });

    it('answers an unsupported charset and a lying content-length without a 500', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login-app',
        headers: { 'content-type': 'application/json; charset=utf-16' },
        payload: '{"usernameOrEmail":"a","password":"b"}',
        remoteAddress: uniqueIp(),
      });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expectApiError(res, res.statusCode, res.json().code);
    });

    it('ignores unknown fields instead of storing them', async () => {
      const body = fresh();
      const res = await register({ ...body, id: 1, facebookConnected: true, name: 'Injected', avatarUrl: 'https://evil.example/x.png' });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ name: null, avatarUrl: null, facebookConnected: false });
    });
  });
});
