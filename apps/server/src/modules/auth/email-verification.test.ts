import { createHash } from 'node:crypto';
import { EMAIL_TOKEN_TTL_HOURS } from '@ads-creative/contracts/auth';
import { messages } from '@ads-creative/contracts/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../test/helpers/ads-fixtures.ts';
import { expectApiError } from '../../../test/helpers/api-error.ts';
import { confirmEmail, mailedToken, openConfirmation } from '../../../test/helpers/mail-links.ts';
import { createTestApp, signUp, type TestApp, uniqueIp } from '../../../test/helpers/test-app.ts';
import { RATE_LIMITS } from '../../plugins/rate-limit.ts';

const HOUR_MS = 60 * 60 * 1000;

describe('e-mail confirmation: registration, change of address, resend', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const me = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/auth/user', headers });
  const put = (headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/user/profile', headers, payload });
  const resend = (headers: Record<string, string>) => t.app.inject({ method: 'POST', url: '/api/auth/verify-email/resend', headers });
  const login = (usernameOrEmail: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login-app', payload: { usernameOrEmail, password }, remoteAddress: uniqueIp() });
  const forgot = (email: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email }, remoteAddress: uniqueIp() });
  const reset = (token: string, newPassword: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, newPassword }, remoteAddress: uniqueIp() });
  const mailsTo = (to: string) => t.outbox.filter((m) => m.to === to);
  /** The newest confirmation link mailed to `to` no longer works. */
  const expectLinkDead = async (to: string) =>
    expectApiError(
      await openConfirmation(t, mailedToken(t.outbox, to, '/verify-email') as string),
      400,
      'VALIDATION_ERROR',
      messages.emailLinkInvalid,
    );
  let n = 0;
  const freshEmail = () => `moved${++n}${Date.now().toString(36)}@example.com`;

  describe('at registration', () => {
    it('mails a link; the account signs in before it is opened and is confirmed once it is, by a single-use link', async () => {
      const u = await signUp(t);
      expect(u.user).toMatchObject({ email: u.email, emailVerified: false, pendingEmail: null });
      const token = mailedToken(t.outbox, u.email, '/verify-email');
      expect(token).toBeTruthy();
      expect(mailsTo(u.email).at(-1)?.subject).toMatch(/confirm/i);

      const opened = await openConfirmation(t, token as string);
      expect(opened.statusCode).toBe(200);
      expect(opened.json()).toEqual({ message: messages.emailConfirmed });
      expect((await me(u.headers)).json()).toMatchObject({ email: u.email, emailVerified: true });
      expectApiError(await openConfirmation(t, token as string), 400, 'VALIDATION_ERROR', messages.emailLinkInvalid);
    });

    it(`accepts the link for ${EMAIL_TOKEN_TTL_HOURS} hours and refuses it after`, async () => {
      const early = await signUp(t);
      const late = await signUp(t);
      t.clock.advance((EMAIL_TOKEN_TTL_HOURS - 1) * HOUR_MS);
      await confirmEmail(t, early.email);
      t.clock.advance(2 * HOUR_MS);
      const expired = mailedToken(t.outbox, late.email, '/verify-email') as string;
      expectApiError(await openConfirmation(t, expired), 400, 'VALIDATION_ERROR', messages.emailLinkInvalid);
      expect((await me(late.headers)).json().emailVerified).toBe(false);
    });

    it('stores the link only as its SHA-256', async () => {
      const u = await signUp(t);
      const token = mailedToken(t.outbox, u.email, '/verify-email') as string;
      const rows = await queryRows<{ token_hash: string; email: string }>(
        t,
        sql`select token_hash, email from account_tokens where user_id = ${u.user.id} and purpose = 'verify_email'`,
      );
      expect(rows).toEqual([{ token_hash: createHash('sha256').update(token).digest('hex'), email: u.email }]);
    });

    it('refuses unknown, tampered and missing tokens with a clear message', async () => {
      const u = await signUp(t);
      const token = mailedToken(t.outbox, u.email, '/verify-email') as string;
      for (const bad of [`${token}x`, token.toUpperCase(), "' OR 1=1 --", 'x'.repeat(513)]) {
        expectApiError(await openConfirmation(t, bad), 400, 'VALIDATION_ERROR', messages.emailLinkInvalid);
      }
      for (const missing of ['', '   ']) {
        expectApiError(await openConfirmation(t, missing), 400, 'VALIDATION_ERROR', messages.missingVerificationToken);
      }
      expect((await openConfirmation(t, token)).statusCode).toBe(200);
    });
  });

  describe('changing the e-mail on the profile', () => {
    it('needs the current password: a stolen session alone cannot move the account to another inbox', async () => {
      const u = await signUp(t);
      const to = freshEmail();
      const without = expectApiError(
        await put(u.headers, { email: to }),
        400,
        'VALIDATION_ERROR',
        messages.currentPasswordRequiredForEmail,
      );
      expect(without.issues).toEqual([{ path: 'currentPassword', message: messages.currentPasswordRequiredForEmail }]);
      expectApiError(
        await put(u.headers, { email: to, currentPassword: 'not it' }),
        400,
        'VALIDATION_ERROR',
        messages.currentPasswordWrong,
      );
      expect((await me(u.headers)).json()).toMatchObject({ email: u.email, pendingEmail: null });
      expect(mailsTo(to)).toHaveLength(0);
    });

    it('keeps the old e-mail until the link sent to the new one is opened, and tells the old one', async () => {
      const u = await signUp(t);
      await confirmEmail(t, u.email);
      const to = freshEmail();
      const res = await put(u.headers, { email: to.toUpperCase(), currentPassword: u.password });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ email: u.email, emailVerified: true, pendingEmail: to });

      const notice = mailsTo(u.email).at(-1);
      expect(notice?.subject).toMatch(/change/i);
      expect(notice?.text).toContain(to);
      expect(mailedToken(t.outbox, u.email, '/verify-email')).not.toBe(mailedToken(t.outbox, to, '/verify-email'));

      // Until confirmed the new address is nobody's: no sign-in, no reset link goes there.
      expectApiError(await login(to, u.password), 401, 'UNAUTHORIZED', messages.invalidCredentials);
      await forgot(to);
      expect(mailedToken(t.outbox, to, '/reset-password')).toBeUndefined();

      await confirmEmail(t, to);
      expect((await me(u.headers)).json()).toMatchObject({ email: to, emailVerified: true, pendingEmail: null });
      expect((await login(to, u.password)).statusCode).toBe(200);
      expectApiError(await login(u.email, u.password), 401, 'UNAUTHORIZED', messages.invalidCredentials);
    });

    it('voids the reset links mailed to the old address once the new one is confirmed', async () => {
      const u = await signUp(t);
      await forgot(u.email);
      const resetToken = mailedToken(t.outbox, u.email, '/reset-password') as string;
      const to = freshEmail();
      await put(u.headers, { email: to, currentPassword: u.password });
      await confirmEmail(t, to);
      expectApiError(await reset(resetToken, 'an intruder password'), 400, 'VALIDATION_ERROR', messages.resetTokenInvalid);
    });

    it('lets a Facebook-only account (no password) add an e-mail, still confirmed by its link', async () => {
      const u = await signUp(t);
      await t.database.db.execute(sql`update users set password_hash = null, email = null where id = ${u.user.id}`);
      const to = freshEmail();
      const res = await put(u.headers, { email: to });
      expect(res.json()).toMatchObject({ email: null, pendingEmail: to });
      await confirmEmail(t, to);
      expect((await me(u.headers)).json()).toMatchObject({ email: to, emailVerified: true });
    });

    it('cancels a pending change when the current e-mail is sent again; the link then does nothing', async () => {
      const u = await signUp(t);
      const to = freshEmail();
      await put(u.headers, { email: to, currentPassword: u.password });
      const cancelled = await put(u.headers, { email: u.email });
      expect(cancelled.json()).toMatchObject({ email: u.email, pendingEmail: null });
      await expectLinkDead(to);
      expect((await me(u.headers)).json().email).toBe(u.email);
    });

    it('drops a pending change when the owner sets a new password (the notice tells them to)', async () => {
      const u = await signUp(t);
      const to = freshEmail();
      await put(u.headers, { email: to, currentPassword: u.password });
      const secured = await put(u.headers, { currentPassword: u.password, newPassword: 'owner took it back' });
      expect(secured.json()).toMatchObject({ email: u.email, pendingEmail: null });
      await expectLinkDead(to);
    });

    it('drops a pending change, and confirms the address, when a password reset link is used', async () => {
      const u = await signUp(t);
      const to = freshEmail();
      await put(u.headers, { email: to, currentPassword: u.password });
      await forgot(u.email);
      const token = mailedToken(t.outbox, u.email, '/reset-password') as string;
      expect((await reset(token, 'reset by the owner')).statusCode).toBe(200);
      const fresh = await login(u.username, 'reset by the owner');
      expect(fresh.json().user).toMatchObject({ email: u.email, emailVerified: true, pendingEmail: null });
      await expectLinkDead(to);
    });

    it('answers 409 at confirmation when another account took the address meanwhile, and changes nothing', async () => {
      const u = await signUp(t);
      const to = freshEmail();
      await put(u.headers, { email: to, currentPassword: u.password });
      const other = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { username: `taker${Date.now().toString(36)}`, email: to, password: 'long enough password' },
        remoteAddress: uniqueIp(),
      });
      expect(other.statusCode).toBe(201);
      const pendingToken = mailedToken(t.outbox, to, '/verify-email');
      // the newest link to that address is the other account's own; the first one is the change's
      const changeToken = t.outbox
        .filter((m) => m.to === to)
        .map((m) => m.text.match(/verify-email\?token=([\w-]+)/)?.[1])
        .find((tok) => tok && tok !== pendingToken) as string;
      expectApiError(await openConfirmation(t, changeToken), 409, 'CONFLICT', messages.emailTaken);
      expect((await me(u.headers)).json()).toMatchObject({ email: u.email, pendingEmail: to });
    });
  });

  describe('resend', () => {
    it('sends the link again to the pending address, else to the unconfirmed one; only the newest link works', async () => {
      const u = await signUp(t);
      const first = mailedToken(t.outbox, u.email, '/verify-email') as string;
      const res = await resend(u.headers);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: messages.confirmationEmailSent });
      const second = mailedToken(t.outbox, u.email, '/verify-email') as string;
      expect(second).not.toBe(first);
      expectApiError(await openConfirmation(t, first), 400, 'VALIDATION_ERROR', messages.emailLinkInvalid);

      const to = freshEmail();
      await put(u.headers, { email: to, currentPassword: u.password });
      const before = mailsTo(to).length;
      expect((await resend(u.headers)).statusCode).toBe(200);
      expect(mailsTo(to)).toHaveLength(before + 1);
    });

    it('says so when there is nothing to confirm, and needs a session', async () => {
      const u = await signUp(t);
      await confirmEmail(t, u.email);
      expectApiError(await resend(u.headers), 400, 'VALIDATION_ERROR', messages.emailAlreadyConfirmed);
      expectApiError(await resend({}), 401, 'UNAUTHORIZED', messages.sessionExpired);
    });

    it(`mails at most ${RATE_LIMITS['verify-email-mail:account'].points} links an hour per account, changes of address included`, async () => {
      const { points } = RATE_LIMITS['verify-email-mail:account'];
      const u = await signUp(t);
      for (let i = 0; i < points - 1; i++) expect((await resend(u.headers)).statusCode).toBe(200);
      expect((await put(u.headers, { email: freshEmail(), currentPassword: u.password })).statusCode).toBe(200);
      expectApiError(await resend(u.headers), 429, 'RATE_LIMITED', messages.tooManyRequests);
      expectApiError(await put(u.headers, { name: 'Not saved', email: freshEmail(), currentPassword: u.password }), 429, 'RATE_LIMITED');
      // A refused request changes nothing, not even the fields beside the e-mail.
      expect((await me(u.headers)).json().name).toBeNull();
    });
  });
});
