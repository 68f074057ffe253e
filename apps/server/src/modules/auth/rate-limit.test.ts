import { messages } from '@ads-creative/contracts/messages';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectApiError } from '../../../test/helpers/api-error.ts';
import { createTestApp, signUp, type TestApp, uniqueIp } from '../../../test/helpers/test-app.ts';
import { LOGIN_BACKOFF, loginBackoffSeconds, RATE_LIMITS } from '../../plugins/rate-limit.ts';

/** 429 in the error shape with a Retry-After of whole seconds within the limit's window. */
function expectRateLimited(res: LightMyRequestResponse, windowSeconds: number) {
  expectApiError(res, 429, 'RATE_LIMITED', messages.tooManyRequests);
  const retryAfter = Number(res.headers['retry-after']);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

describe('rate limits on the auth endpoints (stored in the database)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const login = (usernameOrEmail: string, password: string, remoteAddress = uniqueIp()) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login-app', payload: { usernameOrEmail, password }, remoteAddress });
  const times = async (n: number, fn: (i: number) => Promise<LightMyRequestResponse>) => {
    const out: LightMyRequestResponse[] = [];
    for (let i = 0; i < n; i++) out.push(await fn(i));
    return out;
  };

  describe('login', () => {
    const perIp = RATE_LIMITS['login:ip'];
    const { freeFailures } = LOGIN_BACKOFF;
    afterEach(() => vi.useRealTimers());

    it('lets the owner in from an address with no failures while another address hammers the account', async () => {
      const u = await signUp(t);
      const attacker = uniqueIp();
      const attempts = await times(freeFailures + 10, (i) => login(i % 2 ? u.username.toUpperCase() : u.email, 'wrong password', attacker));
      expect(attempts.filter((r) => r.statusCode === 401)).toHaveLength(freeFailures + 1);
      expect(attempts.filter((r) => r.statusCode === 429)).toHaveLength(9);
      expect((await login(u.username, u.password)).statusCode).toBe(200);
      expect((await login(u.email, u.password, uniqueIp())).statusCode).toBe(200);
    });

    it(`slows the failing address down: ${freeFailures} free failures, then a wait that doubles with each failure`, async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const u = await signUp(t);
      const ip = uniqueIp();
      for (const res of await times(freeFailures + 1, () => login(u.username, 'wrong password', ip))) {
        expectApiError(res, 401, 'UNAUTHORIZED', messages.invalidCredentials);
      }
      for (const wait of [15, 30, 60, 120]) {
        // Refused without a check while waiting, even the right password, in any spelling of the account.
        expectRateLimited(await login(u.username, u.password, ip), wait);
        expect(Number((await login(u.email.toUpperCase(), 'wrong password', ip)).headers['retry-after'])).toBe(wait);
        vi.setSystemTime(Date.now() + (wait - 1) * 1000);
        expect((await login(u.username, u.password, ip)).statusCode).toBe(429);
        vi.setSystemTime(Date.now() + 1000);
        expectApiError(await login(u.username, 'wrong password', ip), 401, 'UNAUTHORIZED', messages.invalidCredentials);
      }
      expect(loginBackoffSeconds(100)).toBe(LOGIN_BACKOFF.maxWaitSeconds);
    });

    it('clears the pair on a successful login: the next failures are free again', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const u = await signUp(t);
      const ip = uniqueIp();
      await times(freeFailures + 1, () => login(u.username, 'wrong password', ip));
      expect((await login(u.username, u.password, ip)).statusCode).toBe(429);
      vi.setSystemTime(Date.now() + loginBackoffSeconds(freeFailures + 1) * 1000);
      expect((await login(u.username, u.password, ip)).statusCode).toBe(200);
      for (const res of await times(freeFailures + 1, () => login(u.username, 'wrong password', ip))) expect(res.statusCode).toBe(401);
      expect((await login(u.username, u.password, ip)).statusCode).toBe(429);
    });

    it('slows down guesses at an unknown account name the same way, so the answer tells nothing about existence', async () => {
      const ip = uniqueIp();
      const answers = await times(freeFailures + 2, () => login('ghost-account', 'whatever', ip));
      expect(answers.map((r) => r.statusCode)).toEqual([...Array(freeFailures + 1).fill(401), 429]);
    });

    it('counts wrong current passwords on the profile like failed logins, so a stolen session cannot guess the password', async () => {
      const u = await signUp(t);
      const ip = uniqueIp();
      const change = (currentPassword: string) =>
        t.app.inject({
          method: 'PUT',
          url: '/api/user/profile',
          headers: u.headers,
          payload: { currentPassword, newPassword: 'a brand new password' },
          remoteAddress: ip,
        });
      for (const res of await times(freeFailures + 1, () => change('guess')))
        expectApiError(res, 400, 'VALIDATION_ERROR', messages.currentPasswordWrong);
      expectRateLimited(await change(u.password), loginBackoffSeconds(freeFailures + 1));
      expect((await login(u.username, u.password, uniqueIp())).statusCode).toBe(200);
    });

    it(`blocks an address after ${perIp.points} failed attempts on any accounts; other addresses go on`, async () => {
      const u = await signUp(t);
      const ip = uniqueIp();
      const failures = await times(perIp.points, (i) => login(`nobody${i}`, 'guess', ip));
      for (const res of failures) expectApiError(res, 401, 'UNAUTHORIZED', messages.invalidCredentials);
      expectRateLimited(await login(u.username, u.password, ip), perIp.duration);
      expect((await login(u.username, u.password, uniqueIp())).statusCode).toBe(200);
    });

    it('does not count successful logins against the failure limit of the address (many people behind one office NAT)', async () => {
      const people = await Promise.all(Array.from({ length: 4 }, () => signUp(t)));
      const ip = uniqueIp();
      const results = await times(perIp.points + 2, (i) => {
        const u = people[i % people.length] as (typeof people)[number];
        return login(u.username, u.password, ip);
      });
      expect(results.map((r) => r.statusCode)).toEqual(Array(perIp.points + 2).fill(200));
    });

    it(`caps successful logins of one account at ${RATE_LIMITS['login-success:account'].points}, concurrent and from any address`, async () => {
      const { points, duration } = RATE_LIMITS['login-success:account'];
      const u = await signUp(t);
      // signUp signed in once already.
      const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => login(i % 2 ? u.email : u.username, u.password)));
      expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(points - 1);
      for (const res of answers.filter((r) => r.statusCode !== 200)) expectRateLimited(res, duration);
      // Another account is not affected, and wrong passwords do not use the account's successes up.
      const other = await signUp(t);
      await times(3, () => login(other.username, 'wrong password'));
      expect(
        (await Promise.all(Array.from({ length: points - 1 }, () => login(other.username, other.password)))).map((r) => r.statusCode),
      ).toEqual(Array(points - 1).fill(200));
    });

    it(`caps successful logins from one address at ${RATE_LIMITS['login-success:ip'].points}, whatever the accounts`, async () => {
      const { points, duration } = RATE_LIMITS['login-success:ip'];
      const perAccount = RATE_LIMITS['login-success:account'].points - 1;
      const people = await Promise.all(Array.from({ length: Math.ceil(points / perAccount) + 1 }, () => signUp(t)));
      const ip = uniqueIp();
      const answers = await times(points + 1, (i) => {
        const u = people[Math.floor(i / perAccount)] as (typeof people)[number];
        return login(u.username, u.password, ip);
      });
      expect(answers.slice(0, points).map((r) => r.statusCode)).toEqual(Array(points).fill(200));
      expectRateLimited(answers[points] as LightMyRequestResponse, duration);
      const last = people.at(-1) as (typeof people)[number];
      expect((await login(last.username, last.password, uniqueIp())).statusCode).toBe(200);
    });

    it('does not count requests refused by validation', async () => {
      const u = await signUp(t);
      const ip = uniqueIp();
      const bad = await times(freeFailures + 2, () =>
        t.app.inject({ method: 'POST', url: '/api/auth/login-app', payload: { usernameOrEmail: u.username }, remoteAddress: ip }),
      );
      for (const res of bad) expectApiError(res, 400, 'VALIDATION_ERROR');
      expect((await login(u.username, u.password, ip)).statusCode).toBe(200);
    });
  });

  it(`limits registrations to ${RATE_LIMITS['register:ip'].points} per address`, async () => {
    const { points, duration } = RATE_LIMITS['register:ip'];
    const ip = uniqueIp();
    const stamp = Date.now().toString(36);
    const register = (i: number, remoteAddress = ip) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { username: `reg${stamp}${i}`, email: `reg${stamp}${i}@example.com`, password: 'long enough password' },
        remoteAddress,
      });
    for (const res of await times(points, (i) => register(i))) expect(res.statusCode).toBe(201);
    const blocked = await register(points);
    expectRateLimited(blocked, duration);
    expect((await register(points, uniqueIp())).statusCode).toBe(201);
  });

  it(`limits registrations of one e-mail to ${RATE_LIMITS['register:account'].points} per hour, whatever the address and letter case`, async () => {
    const { points, duration } = RATE_LIMITS['register:account'];
    const email = `taken${Date.now().toString(36)}@example.com`;
    const register = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: {
          username: `acct${Date.now().toString(36)}${i}`,
          email: i % 2 ? email.toUpperCase() : email,
          password: 'long enough password',
        },
        remoteAddress: uniqueIp(),
      });
    const answers = await times(points, register);
    expect(answers.map((r) => r.statusCode)).toEqual([201, ...Array(points - 1).fill(409)]);
    expectRateLimited(await register(points), duration);
  });

  describe('forgot password', () => {
    const forgot = (email: string, remoteAddress = uniqueIp()) =>
      t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email }, remoteAddress });

    it(`sends at most ${RATE_LIMITS['forgot:account'].points} links per account, whatever the address and letter case`, async () => {
      const { points, duration } = RATE_LIMITS['forgot:account'];
      const u = await signUp(t);
      const before = t.outbox.length;
      for (const res of await times(points, (i) => forgot(i % 2 ? u.email.toUpperCase() : u.email))) expect(res.statusCode).toBe(200);
      expectRateLimited(await forgot(u.email), duration);
      expectRateLimited(await forgot(u.email.toUpperCase()), duration);
      expect(t.outbox.slice(before).filter((m) => m.to === u.email)).toHaveLength(points);
      expect(t.outbox.length - before).toBe(points);
    });

    it('limits an unknown e-mail the same way', async () => {
      const { points, duration } = RATE_LIMITS['forgot:account'];
      for (const res of await times(points, () => forgot('unknown-person@example.com'))) expect(res.statusCode).toBe(200);
      expectRateLimited(await forgot('unknown-person@example.com'), duration);
    });

    it(`limits requests to ${RATE_LIMITS['forgot:ip'].points} per address`, async () => {
      const { points, duration } = RATE_LIMITS['forgot:ip'];
      const ip = uniqueIp();
      for (const res of await times(points, (i) => forgot(`someone${i}@example.com`, ip))) expect(res.statusCode).toBe(200);
      expectRateLimited(await forgot('someone-else@example.com', ip), duration);
    });
  });

  it(`limits reset attempts to ${RATE_LIMITS['reset:ip'].points} per address`, async () => {
    const { points, duration } = RATE_LIMITS['reset:ip'];
    const ip = uniqueIp();
    const reset = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token: `guess-${i}`, newPassword: 'new password here' },
        remoteAddress: ip,
      });
    for (const res of await times(points, reset)) expectApiError(res, 400, 'VALIDATION_ERROR', messages.resetTokenInvalid);
    expectRateLimited(await reset(points), duration);
  });
});
