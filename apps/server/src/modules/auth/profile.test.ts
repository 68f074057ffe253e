import { AVATAR_URL_INVALID } from '@ads-creative/contracts/auth';
import { messages } from '@ads-creative/contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError } from '../../../test/helpers/api-error.ts';
import { createTestApp, signUp, type TestApp, uniqueIp } from '../../../test/helpers/test-app.ts';

describe('profile: GET and PUT /api/user/profile', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/user/profile', headers });
  const put = (headers: Record<string, string>, payload: unknown) =>
    t.app.inject({ method: 'PUT', url: '/api/user/profile', headers, payload: payload as object });
  const login = (usernameOrEmail: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login-app', payload: { usernameOrEmail, password }, remoteAddress: uniqueIp() });
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  it('requires a session for both GET and PUT', async () => {
    expectApiError(await t.app.inject('/api/user/profile'), 401, 'UNAUTHORIZED', messages.sessionExpired);
    expectApiError(await put({}, { name: 'x' }), 401, 'UNAUTHORIZED', messages.sessionExpired);
    expectApiError(await put({ authorization: 'Bearer nope' }, { name: 'x' }), 401, 'UNAUTHORIZED', messages.sessionExpired);
  });

  it('answers GET with the signed-in user, the same as /api/auth/user', async () => {
    const u = await signUp(t);
    const res = await get(u.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(u.user);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: u.headers })).json()).toEqual(res.json());
  });

  it('changes the name (unicode kept as is), clears it with an empty string, and an empty body changes nothing', async () => {
    const u = await signUp(t);
    const named = await put(u.headers, { name: '  Nguyễn Thị Ánh 🌸  ' });
    expect(named.statusCode).toBe(200);
    expect(named.json()).toMatchObject({ id: u.user.id, name: 'Nguyễn Thị Ánh 🌸', email: u.email, username: u.username });
    expect((await get(u.headers)).json().name).toBe('Nguyễn Thị Ánh 🌸');
    const unchanged = await put(u.headers, {});
    expect(unchanged.statusCode).toBe(200);
    expect(unchanged.json().name).toBe('Nguyễn Thị Ánh 🌸');
    expect((await put(u.headers, { name: '' })).json().name).toBeNull();
  });

  it('stores SQL-looking text literally', async () => {
    const u = await signUp(t);
    const name = "Robert'); DROP TABLE users; --";
    expect((await put(u.headers, { name })).json().name).toBe(name);
    expect((await get(u.headers)).json().name).toBe(name);
    expect((await login(u.username, u.password)).statusCode).toBe(200);
  });

  it('refuses a name over 100 characters and a name with a NUL character, without a 500', async () => {
    const u = await signUp(t);
    expectApiError(await put(u.headers, { name: 'x'.repeat(101) }), 400, 'VALIDATION_ERROR');
    expectApiError(await put(u.headers, { name: 'nul\u0000name' }), 400, 'VALIDATION_ERROR');
    expect((await get(u.headers)).json().name).toBeNull();
  });

  it("refuses another account's e-mail in any letter case with 409 and keeps the old one", async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    const err = expectApiError(
      await put(b.headers, { email: a.email.toUpperCase(), currentPassword: b.password, name: 'Should not stick' }),
      409,
      'CONFLICT',
      messages.emailTaken,
    );
    expect(err.issues).toEqual([{ path: 'email', message: messages.emailTaken }]);
    expect((await get(b.headers)).json()).toMatchObject({ email: b.email, pendingEmail: null, name: null });
  });

  it('accepts its own e-mail in another letter case', async () => {
    const u = await signUp(t);
    const res = await put(u.headers, { email: u.email.toUpperCase() });
    expect(res.statusCode).toBe(200);
    expect(res.json().email).toBe(u.email);
  });

  it('refuses an invalid e-mail with the clear message', async () => {
    const u = await signUp(t);
    for (const email of ['nope', '', "a' OR 1=1 --@x", 42, ['a@example.com']]) {
      expectApiError(await put(u.headers, { email }), 400, 'VALIDATION_ERROR');
    }
    expectApiError(await put(u.headers, { email: 'nope' }), 400, 'VALIDATION_ERROR', messages.invalidEmail);
  });

  it('accepts http(s) avatar URLs and clears with empty string or null', async () => {
    const u = await signUp(t);
    const url = 'https://cdn.example.com/avatars/a%20b.png?size=256';
    expect((await put(u.headers, { avatarUrl: url })).json().avatarUrl).toBe(url);
    expect((await put(u.headers, { avatarUrl: 'http://localhost:3000/media/a.png' })).json().avatarUrl).toBe(
      'http://localhost:3000/media/a.png',
    );
    expect((await put(u.headers, { avatarUrl: '' })).json().avatarUrl).toBeNull();
    expect((await put(u.headers, { avatarUrl: url })).statusCode).toBe(200);
    expect((await put(u.headers, { avatarUrl: null })).json().avatarUrl).toBeNull();
  });

  it.each([
    'not a url',
    'javascript:alert(document.cookie)',
    'data:text/html,<script>alert(1)</script>',
    'file:///etc/passwd',
    'ftp://example.com/a.png',
    `https://example.com/${'a'.repeat(2100)}`,
  ])('refuses the avatar URL %s', async (avatarUrl) => {
    const u = await signUp(t);
    const err = expectApiError(await put(u.headers, { avatarUrl }), 400, 'VALIDATION_ERROR', AVATAR_URL_INVALID);
    expect(err.issues).toEqual([{ path: 'avatarUrl', message: AVATAR_URL_INVALID }]);
    expect((await get(u.headers)).json().avatarUrl).toBeNull();
  });

  it('answers mistyped fields and non-object bodies with 400 in the error shape', async () => {
    const u = await signUp(t);
    for (const payload of [{ name: 42 }, { name: ['a'] }, { avatarUrl: 1 }, { newPassword: 12345678, currentPassword: u.password }]) {
      expectApiError(await put(u.headers, payload), 400, 'VALIDATION_ERROR');
    }
    for (const payload of ['null', '[]', '"x"', '{']) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/user/profile',
        headers: { ...u.headers, 'content-type': 'application/json' },
        payload,
      });
      expectApiError(res, 400, 'VALIDATION_ERROR');
    }
  });

  describe('password change', () => {
    const newPassword = 'a brand new passphrase';

    it('requires the current password', async () => {
      const u = await signUp(t);
      for (const payload of [{ newPassword }, { newPassword, currentPassword: '' }]) {
        const err = expectApiError(await put(u.headers, payload), 400, 'VALIDATION_ERROR', messages.currentPasswordRequired);
        expect(err.issues?.[0]?.path).toBe('currentPassword');
      }
      expect((await login(u.username, u.password)).statusCode).toBe(200);
    });

    it('refuses a wrong current password and changes nothing, not even the other fields', async () => {
      const u = await signUp(t);
      const err = expectApiError(
        await put(u.headers, { newPassword, currentPassword: 'wrong password', name: 'Changed' }),
        400,
        'VALIDATION_ERROR',
        messages.currentPasswordWrong,
      );
      expect(err.issues).toEqual([{ path: 'currentPassword', message: messages.currentPasswordWrong }]);
      expect((await login(u.username, u.password)).statusCode).toBe(200);
      expectApiError(await login(u.username, newPassword), 401, 'UNAUTHORIZED');
      expect((await get(u.headers)).json().name).toBeNull();
    });

    it('applies the password length rules to the new password', async () => {
      const u = await signUp(t);
      expectApiError(
        await put(u.headers, { newPassword: 'short', currentPassword: u.password }),
        400,
        'VALIDATION_ERROR',
        messages.passwordTooShort,
      );
      expectApiError(
        await put(u.headers, { newPassword: 'p'.repeat(129), currentPassword: u.password }),
        400,
        'VALIDATION_ERROR',
        messages.passwordTooLong,
      );
    });

    it('changes it: the old password fails, the new one works, other sessions end, the current one goes on', async () => {
      const u = await signUp(t);
      const other = (await login(u.username, u.password)).json().token;
      expect((await get(bearer(other))).statusCode).toBe(200);

      const res = await put(u.headers, { currentPassword: u.password, newPassword });
      expect(res.statusCode).toBe(200);
      expect(res.json().id).toBe(u.user.id);
      expect(res.body).not.toContain(newPassword);

      expectApiError(await login(u.username, u.password), 401, 'UNAUTHORIZED', messages.invalidCredentials);
      expect((await login(u.username, newPassword)).statusCode).toBe(200);
      expectApiError(await get(bearer(other)), 401, 'UNAUTHORIZED', messages.sessionExpired);
      expect((await get(u.headers)).statusCode).toBe(200);
    });

    it('voids a reset link that was requested before the change', async () => {
      const u = await signUp(t);
      await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: u.email }, remoteAddress: uniqueIp() });
      const mail = t.outbox.findLast((m) => m.to === u.email);
      const token = new URL(mail?.text.match(/https?:\/\/\S+/)?.[0] ?? 'http://x').searchParams.get('token');
      expect(token).toBeTruthy();
      expect((await put(u.headers, { currentPassword: u.password, newPassword })).statusCode).toBe(200);
      const reset = await t.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token, newPassword: 'attacker chosen password' },
        remoteAddress: uniqueIp(),
      });
      expectApiError(reset, 400, 'VALIDATION_ERROR', messages.resetTokenInvalid);
      expect((await login(u.username, newPassword)).statusCode).toBe(200);
    });
  });
});
