import { createHash } from 'node:crypto';
import { messages } from '@ads-creative/contracts/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../test/helpers/ads-fixtures.ts';
import { expectApiError } from '../../../test/helpers/api-error.ts';
import { createTestApp, signUp, type TestApp, uniqueIp } from '../../../test/helpers/test-app.ts';
import type { MailMessage } from '../../providers/mail/mailer.ts';

const MINUTE_MS = 60_000;
const LINK = /^http:\/\/localhost:3000\/reset-password\?token=([\w-]{20,})$/m;

describe('password reset: forgot-password and reset-password', () => {
  let t: TestApp;
  const mails: MailMessage[] = [];
  let mailServerDown = false;
  beforeAll(async () => {
    t = await createTestApp({
      deps: {
        mailer: {
          send: async (m) => {
            if (mailServerDown) throw new Error('connect ECONNREFUSED 127.0.0.1:587');
            mails.push(m);
          },
        },
      },
    });
  });
  afterAll(() => t.close());

  const forgot = (payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: payload as object, remoteAddress: uniqueIp() });
  const reset = (payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: payload as object, remoteAddress: uniqueIp() });
  const login = (usernameOrEmail: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login-app', payload: { usernameOrEmail, password }, remoteAddress: uniqueIp() });
  const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { authorization: `Bearer ${token}` } });

  /** Asks for a reset link for `email` and returns the token from the mail that arrives. */
  async function requestToken(email: string) {
    const before = mails.length;
    expect((await forgot({ email })).statusCode).toBe(200);
    expect(mails.length).toBe(before + 1);
    const token = mails.at(-1)?.text.match(LINK)?.[1];
    expect(token).toBeTruthy();
    return token as string;
  }

  it('answers the same body for an existing and an unknown e-mail, and mails only the existing one', async () => {
    const u = await signUp(t);
    const before = mails.length;
    const known = await forgot({ email: u.email });
    const unknown = await forgot({ email: 'nobody-at-all@example.com' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: messages.forgotSuccessToast });
    expect(unknown.body).toBe(known.body);
    expect(mails.length).toBe(before + 1);
    const mail = mails.at(-1) as MailMessage;
    expect(mail.to).toBe(u.email);
    expect(mail.subject).toMatch(/reset/i);
    expect(mail.text).toMatch(LINK);
  });

  it('finds the account by e-mail in any letter case and writes to the stored address', async () => {
    const u = await signUp(t);
    await requestToken(`  ${u.email.toUpperCase()}  `);
    expect(mails.at(-1)?.to).toBe(u.email);
  });

  it('answers the same even when the mail server is down, so failures do not reveal accounts', async () => {
    const u = await signUp(t);
    mailServerDown = true;
    try {
      const known = await forgot({ email: u.email });
      const unknown = await forgot({ email: 'nobody-either@example.com' });
      expect(known.statusCode).toBe(200);
      expect(known.body).toBe(unknown.body);
    } finally {
      mailServerDown = false;
    }
  });

  it('resets the password with the mailed token once: new password works, old fails, every session ends', async () => {
    const u = await signUp(t);
    const second = (await login(u.email, u.password)).json().token;
    const token = await requestToken(u.email);
    const newPassword = 'fresh passphrase 2';

    const res = await reset({ token, newPassword });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: messages.passwordResetSuccess });

    expectApiError(await me(u.token), 401, 'UNAUTHORIZED', messages.sessionExpired);
    expectApiError(await me(second), 401, 'UNAUTHORIZED', messages.sessionExpired);
    expectApiError(await login(u.username, u.password), 401, 'UNAUTHORIZED', messages.invalidCredentials);
    const fresh = await login(u.username, newPassword);
    expect(fresh.statusCode).toBe(200);
    expect((await me(fresh.json().token)).statusCode).toBe(200);

    const again = await reset({ token, newPassword: 'third passphrase 3' });
    expectApiError(again, 400, 'VALIDATION_ERROR', messages.resetTokenInvalid);
    expect((await login(u.username, newPassword)).statusCode).toBe(200);
  });

  it('stores the password as argon2id and sessions and reset links only as SHA-256 hashes', async () => {
    const u = await signUp(t);
    const token = await requestToken(u.email);
    const sha = (v: string) => createHash('sha256').update(v).digest('hex');
    const [user] = await queryRows<{ password_hash: string }>(t, sql`select password_hash from users where id = ${u.user.id}`);
    expect(user?.password_hash).toMatch(/^\$argon2id\$/);
    expect(user?.password_hash).not.toContain(u.password);
    const sessions = await queryRows<{ token_hash: string }>(t, sql`select token_hash from sessions where user_id = ${u.user.id}`);
    expect(sessions.map((r) => r.token_hash)).toEqual([sha(u.token)]);
    const links = await queryRows<{ token_hash: string }>(
      t,
      sql`select token_hash from account_tokens where user_id = ${u.user.id} and purpose = 'password_reset'`,
    );
    expect(links.map((r) => r.token_hash)).toEqual([sha(token)]);
  });

  it('accepts a token for 60 minutes and refuses it after', async () => {
    const u = await signUp(t);
    const early = await requestToken(u.email);
    const late = await requestToken(u.email);
    t.clock.advance(59 * MINUTE_MS);
    expect((await reset({ token: early, newPassword: 'within the hour' })).statusCode).toBe(200);

    const v = await signUp(t);
    const expired = await requestToken(v.email);
    t.clock.advance(61 * MINUTE_MS);
    expectApiError(await reset({ token: expired, newPassword: 'too late now' }), 400, 'VALIDATION_ERROR', messages.resetTokenInvalid);
    expect((await login(v.username, v.password)).statusCode).toBe(200);
    // `late` was still live when `early` was used, but a reset voids every other link of the account.
    expectApiError(await reset({ token: late, newPassword: 'also too late' }), 400, 'VALIDATION_ERROR', messages.resetTokenInvalid);
  });

  it('voids the other links of the account when one is used', async () => {
    const u = await signUp(t);
    const first = await requestToken(u.email);
    const second = await requestToken(u.email);
    expect(first).not.toBe(second);
    expect((await reset({ token: second, newPassword: 'from the second mail' })).statusCode).toBe(200);
    expectApiError(await reset({ token: first, newPassword: 'from the first mail' }), 400, 'VALIDATION_ERROR', messages.resetTokenInvalid);
    expect((await login(u.username, 'from the second mail')).statusCode).toBe(200);
  });

  it('refuses unknown, tampered and hostile tokens with the same message', async () => {
    const u = await signUp(t);
    const token = await requestToken(u.email);
    const tampered = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    for (const bad of [tampered, `${token}x`, 'x', "' OR 1=1 --", '%', 'ç'.repeat(100), token.toUpperCase()]) {
      expectApiError(await reset({ token: bad, newPassword: 'some new password' }), 400, 'VALIDATION_ERROR', messages.resetTokenInvalid);
    }
    expectApiError(
      await reset({ token: 'x'.repeat(513), newPassword: 'some new password' }),
      400,
      'VALIDATION_ERROR',
      messages.resetTokenInvalid,
    );
    // the real token is still good after all that
    expect((await reset({ token, newPassword: 'some new password' })).statusCode).toBe(200);
  });

  it('answers a missing token with "Missing verification token."', async () => {
    for (const payload of [
      { newPassword: 'long enough pass' },
      { token: '', newPassword: 'long enough pass' },
      { token: '   ', newPassword: 'x'.repeat(8) },
      { token: null, newPassword: 'x'.repeat(8) },
    ]) {
      const err = expectApiError(await reset(payload), 400, 'VALIDATION_ERROR', messages.missingVerificationToken);
      expect(err.issues?.[0]).toEqual({ path: 'token', message: messages.missingVerificationToken });
    }
    expectApiError(await reset({}), 400, 'VALIDATION_ERROR', messages.missingVerificationToken);
  });

  it('answers a missing or empty new password with "Please fill in all information." and keeps the token usable', async () => {
    const u = await signUp(t);
    const token = await requestToken(u.email);
    for (const payload of [{ token }, { token, newPassword: '' }, { token, newPassword: null }]) {
      const err = expectApiError(await reset(payload), 400, 'VALIDATION_ERROR', messages.fillAllInformation);
      expect(err.issues?.[0]?.path).toBe('newPassword');
    }
    expectApiError(await reset({ token, newPassword: 'short' }), 400, 'VALIDATION_ERROR', messages.passwordTooShort);
    expectApiError(await reset({ token, newPassword: 'p'.repeat(129) }), 400, 'VALIDATION_ERROR', messages.passwordTooLong);
    expect((await reset({ token, newPassword: 'finally a good one' })).statusCode).toBe(200);
  });

  it('answers a missing e-mail with "Please enter your email." and a malformed one with the e-mail message', async () => {
    for (const payload of [{}, { email: '' }, { email: '   ' }, { email: null }, { email: 42 }]) {
      expectApiError(await forgot(payload), 400, 'VALIDATION_ERROR', messages.enterEmail);
    }
    for (const email of ['not-an-email', "' OR 1=1 --", 'a@b@c', `${'x'.repeat(300)}@example.com`]) {
      expectApiError(await forgot({ email }), 400, 'VALIDATION_ERROR', messages.invalidEmail);
    }
    expectApiError(await forgot({ email: ['a@example.com'] }), 400, 'VALIDATION_ERROR');
  });

  it("handles a quote in the e-mail literally (o'connor+ads@…)", async () => {
    const email = `o'connor+ads${Date.now()}@example.com`;
    const username = `oconnor${Date.now()}`;
    const reg = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username, email, password: 'quoted password' },
      remoteAddress: uniqueIp(),
    });
    expect(reg.json().email).toBe(email);
    const before = mails.length;
    expect((await forgot({ email: "x'or'1--@example.com" })).statusCode).toBe(200);
    expect(mails.length).toBe(before);
    const token = await requestToken(email);
    expect(mails.at(-1)?.to).toBe(email);
    expect((await reset({ token, newPassword: 'after the quote' })).statusCode).toBe(200);
    expect((await login(email, 'after the quote')).statusCode).toBe(200);
  });
});
