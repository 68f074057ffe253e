/**
 * The Graph API version (decision 176) against the sandbox and the suite's Graph fake over HTTP: every call names
 * FACEBOOK_API_VERSION (default v27.0), which they serve; a version Meta retired for ads fails as Meta fails it
 * (error 2635), the user reads who must act, and /api/ready reports it; the warning header is logged once.
 */
import { facebookMessages } from '@ads-creative/contracts/facebook';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiVersionMonitor } from '../../src/providers/facebook/api-version-monitor.ts';
import { createGraphClient, GraphApiError } from '../../src/providers/facebook/graph-client.ts';
import { createMarketingApi } from '../../src/providers/facebook/marketing.ts';
import { type GraphSandbox, startGraphSandbox } from '../../src/sandbox/graph-sandbox.ts';
import { SANDBOX_PERSON } from '../../src/sandbox/sandbox-world.ts';
import { type FacebookGraphFake, startFacebookGraphFake } from '../fakes/facebook-graph-fake.ts';
import { createCampaign } from '../helpers/ads-fixtures.ts';
import { createTestApp, signUp, type TestApp } from '../helpers/test-app.ts';
import { chooseAdAccount, connectFacebook, draftToPublish, sandboxEnv, startSandboxApp } from './sandbox-app.ts';

const creds = { appId: 'version-app', appSecret: 'version-secret' };
const RETIRED_BODY = {
  code: 2635,
  type: 'OAuthException',
  message: '(#2635) You are calling a deprecated version of the Ads API. Please update to the latest version: v27.0.',
};

describe('the Graph client and the sandbox', () => {
  let sandbox: GraphSandbox;
  let token: string;
  const client = (apiVersion?: string, onAnswer?: Parameters<typeof createGraphClient>[0]['onAnswer']) =>
    createGraphClient({ graphUrl: sandbox.graphUrl, apiVersion, onAnswer, ...creds, fetch });
  beforeAll(async () => {
    sandbox = await startGraphSandbox({ ...creds, seed: 3 });
    token = sandbox.world.issueToken(SANDBOX_PERSON.id, 86_400, Date.now());
  });
  afterAll(() => sandbox.close());

  it('names v27.0 by default, which the sandbox serves', async () => {
    const accounts = await createMarketingApi(client()).adAccounts(token);
    expect(accounts.map((a) => a.account_id)).toEqual(['100000001', '100000002', '100000003']);
    expect(sandbox.sent('GET', '/me/adaccounts').at(-1)?.version).toBe('v27.0');
  });

  it('on v21.0 an ads call fails as Meta fails it (2635) and the user reads that the administrator must act; the profile is still served', async () => {
    const error = await createMarketingApi(client('v21.0'))
      .adAccounts(token)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GraphApiError);
    expect((error as GraphApiError).status).toBe(400);
    expect((error as GraphApiError).body).toMatchObject(RETIRED_BODY);
    expect((error as GraphApiError).classified).toEqual({
      kind: 'api_version',
      message: 'Facebook no longer accepts this version of its API; the administrator must update FACEBOOK_API_VERSION',
    });
    // Sign-in and the profile are the Graph API proper, which Meta still serves on v21.0 until 2027-01-21.
    expect((await client('v21.0').me(token)).id).toBe(SANDBOX_PERSON.id);
    // v25.0 is the oldest Meta still serves ads on.
    expect(await createMarketingApi(client('v25.0')).adAccounts(token)).toHaveLength(3);
  });

  it('logs the X-Ad-Api-Version-Warning header once however many answers carry it, and the check turns degraded', async () => {
    const logged: string[] = [];
    const monitor = createApiVersionMonitor({ version: 'v25.0', log: (m) => logged.push(m) });
    const api = createMarketingApi(client('v25.0', monitor.observe));
    await api.pages(token);
    expect(monitor.check()).toEqual({ status: 'ok' });
    sandbox.warnVersion('v25.0 will stop serving ads calls on 2027-02-23');
    try {
      await api.pages(token);
      await api.adAccounts(token);
      await api.pages(token);
    } finally {
      sandbox.warnVersion(null);
    }
    expect(logged).toEqual([
      'Facebook answered a v25.0 call with X-Ad-Api-Version-Warning ("v25.0 will stop serving ads calls on 2027-02-23"): the version is expiring and calls may be auto-upgraded with other defaults. Set FACEBOOK_API_VERSION to a version Meta still supports (this build targets v27.0) and restart.',
    ]);
    expect(monitor.check()).toEqual({ status: 'degraded', detail: logged[0] });
  });
});

describe("the suite's Graph fake", () => {
  let fb: FacebookGraphFake;
  beforeAll(async () => {
    fb = await startFacebookGraphFake(creds);
  });
  afterAll(() => fb.close());

  it('refuses an ads path on v21.0 with 2635 and serves the default version and the profile on v21.0', async () => {
    const errorOf = async (path: string) => ((await (await fetch(`${fb.origin}${path}`)).json()) as { error: { code: number } }).error;
    const retired = await fetch(`${fb.origin}/v21.0/act_1/campaigns`);
    expect(retired.status).toBe(400);
    expect(((await retired.json()) as { error: unknown }).error).toMatchObject(RETIRED_BODY);
    // The default version reaches the route (an unknown one here: Meta's 2500), not the version gate.
    expect((await errorOf('/v27.0/act_1/campaigns')).code).toBe(2500);
    // The profile on v21.0 reaches /me, which wants a token.
    expect((await errorOf('/v21.0/me')).code).toBe(190);
    fb.warnVersion('deprecated');
    expect((await fetch(`${fb.origin}/v27.0/me`)).headers.get('x-ad-api-version-warning')).toBe('deprecated');
    fb.warnVersion(null);
    expect(fb.requests.at(-1)).toMatchObject({ path: '/me', version: 'v27.0' });
  });
});

describe('the app on a version Meta retired for ads', () => {
  let sandbox: GraphSandbox;
  let t: TestApp;
  let retired: TestApp;
  let user: Awaited<ReturnType<typeof signUp>>;
  beforeAll(async () => {
    ({ sandbox, t } = await startSandboxApp(5));
    retired = await createTestApp({
      env: { ...sandboxEnv(sandbox), FACEBOOK_API_VERSION: 'v21.0' },
      database: t.database,
      deps: { fetch: globalThis.fetch },
    });
  });
  afterAll(async () => {
    await retired?.close();
    await t?.close();
    await sandbox?.close();
  });

  it('the default app connects on v27.0 (every call, the dialog too), and /api/ready has nothing to report', async () => {
    user = await signUp(t);
    expect(await connectFacebook(t, user.headers)).toBe('http://localhost:3000/settings?facebook=connected');
    expect(sandbox.requests.length).toBeGreaterThan(3);
    expect(sandbox.requests.filter((r) => r.version !== 'v27.0')).toEqual([]);
    expect((await t.app.inject('/api/ready')).json()).toMatchObject({ status: 'ready', checks: { facebookApi: { status: 'ok' } } });
  });

  it('a publish on v21.0 tells the user the administrator must update FACEBOOK_API_VERSION; /api/ready stays 200, degraded', async () => {
    await chooseAdAccount(t, user.headers, '100000001');
    const campaign = await createCampaign(t, user.headers, { objective: 'TRAFFIC', dailyBudget: 20 });
    const draft = await draftToPublish(t, user.headers, campaign.id);
    const res = await retired.app.inject({ method: 'POST', url: `/api/ads/${draft.id}/publish`, headers: user.headers, payload: {} });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ code: 'SERVICE_UNAVAILABLE', message: facebookMessages.apiVersionRetired });
    const ready = await retired.app.inject('/api/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({
      status: 'ready',
      checks: {
        facebookApi: { status: 'degraded', detail: expect.stringContaining('Facebook refuses Graph API v21.0 for ads (error 2635)') },
      },
    });
  });
});
