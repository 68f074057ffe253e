/**
 * GET /api/facebook/connection's reconnect prompt on the test clock: shown when the token is within
 * RECONNECT_BEFORE_EXPIRY_DAYS of expiring or Facebook answered 190, and cleared by connecting again,
 * which keeps the chosen ad account and page.
 */
import { RECONNECT_BEFORE_EXPIRY_DAYS } from '@ads-creative/contracts/facebook';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphMessages } from '../../src/providers/facebook/graph-error.ts';
import { type GraphSandbox, LONG_LIVED_SECONDS } from '../../src/sandbox/graph-sandbox.ts';
import { expectError, type Headers } from '../helpers/ads-fixtures.ts';
import { signUp, type TestApp, uniqueIp } from '../helpers/test-app.ts';
import { chooseAdAccount, connectFacebook, startSandboxApp } from './sandbox-app.ts';

const DAY = 86_400_000;

let sandbox: GraphSandbox;
let t: TestApp;

beforeAll(async () => {
  ({ sandbox, t } = await startSandboxApp(31));
}, 60_000);
afterAll(async () => {
  await t?.close();
  await sandbox?.close();
});

const status = async (headers: Headers) => (await t.app.inject({ method: 'GET', url: '/api/facebook/connection', headers })).json();
const daysLeft = (expiresAt: string) => (new Date(expiresAt).getTime() - t.clock.now().getTime()) / DAY;

let people = 0;
/** A new app user whose Facebook login is a sandbox person of their own (with the default ad accounts and pages). */
async function newAdvertiser() {
  const user = await signUp(t);
  sandbox.setDialogPerson({ id: `91000000000${++people}`, name: `Advertiser ${people}` });
  expect(await connectFacebook(t, user.headers)).toBe('http://localhost:3000/settings?facebook=connected');
  return user;
}

/** Signs in again (sessions last 30 days, less than a token). */
async function signIn(user: { username: string; password: string }): Promise<Headers> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login-app',
    remoteAddress: uniqueIp(),
    payload: { usernameOrEmail: user.username, password: user.password },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { authorization: `Bearer ${res.json().token}` };
}

describe('the reconnect prompt', () => {
  it(`appears when the token has fewer than ${RECONNECT_BEFORE_EXPIRY_DAYS} days left, and connecting again clears it, keeping the choice`, async () => {
    expect(RECONNECT_BEFORE_EXPIRY_DAYS).toBe(7);
    const user = await newAdvertiser();
    await chooseAdAccount(t, user.headers, '100000001', '200000002');
    let headers: Headers = user.headers;
    const first = await status(headers);
    expect(daysLeft(first.tokenExpiresAt)).toBe(LONG_LIVED_SECONDS / 86_400);
    expect(first.needsReconnect).toBe(false);

    t.clock.advance((LONG_LIVED_SECONDS / 86_400 - 8) * DAY); // 8 days left
    headers = await signIn(user);
    expect(daysLeft((await status(headers)).tokenExpiresAt)).toBe(8);
    expect((await status(headers)).needsReconnect).toBe(false);

    t.clock.advance(2 * DAY); // 6 days left
    expect(await status(headers)).toMatchObject({ connected: true, needsReconnect: true });

    expect(await connectFacebook(t, headers)).toBe('http://localhost:3000/settings?facebook=connected');
    const after = await status(headers);
    expect(after).toMatchObject({
      connected: true,
      needsReconnect: false,
      adAccount: { id: '100000001', currency: 'USD' },
      page: { id: '200000002', name: 'Sandbox Coffee' },
    });
    expect(daysLeft(after.tokenExpiresAt)).toBe(LONG_LIVED_SECONDS / 86_400);
  });

  it('appears when Facebook answers 190, and connecting again clears it, keeping the choice', async () => {
    const { headers } = await newAdvertiser();
    await chooseAdAccount(t, headers, '100000002', '200000001');
    expect((await status(headers)).needsReconnect).toBe(false);

    sandbox.failNext({ path: '/me/adaccounts', error: { code: 190, message: 'Error validating access token: Session has expired' } });
    expectError(
      await t.app.inject({ method: 'GET', url: '/api/facebook/ad-accounts', headers }),
      409,
      'FACEBOOK_RECONNECT',
      graphMessages.reconnect,
    );
    expect(await status(headers)).toMatchObject({ connected: true, needsReconnect: true });

    await connectFacebook(t, headers);
    expect(await status(headers)).toMatchObject({
      needsReconnect: false,
      adAccount: { id: '100000002' },
      page: { id: '200000001', name: 'Sandbox Shoes' },
    });
  });
});
