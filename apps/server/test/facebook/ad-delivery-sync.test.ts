/**
 * The sync moves published ads to the status Facebook reports: PENDING while the sandbox reviews a
 * new ad, ACTIVE once it is approved, REJECTED with Facebook's reason when its copy breaks a policy,
 * PAUSED when its campaign is paused on Facebook.
 */
import type { Ad } from '@ads-creative/contracts/ads';
import { adDeliveryMessages } from '@ads-creative/contracts/facebook';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GraphSandbox } from '../../src/sandbox/graph-sandbox.ts';
import type { Headers } from '../helpers/ads-fixtures.ts';
import { signUp, type TestApp } from '../helpers/test-app.ts';
import { chooseAdAccount, connectFacebook, publishedAd, startSandboxApp, syncNow } from './sandbox-app.ts';

let sandbox: GraphSandbox;
let t: TestApp;
let headers: Headers;

const ad = async (id: number): Promise<Ad> => (await t.app.inject({ method: 'GET', url: `/api/ads/${id}`, headers })).json();
const minutes = (n: number) => t.clock.advance(n * 60_000);

beforeAll(async () => {
  ({ sandbox, t } = await startSandboxApp(7));
  headers = (await signUp(t)).headers;
  await connectFacebook(t, headers);
  await chooseAdAccount(t, headers, '100000001');
}, 60_000);
afterAll(async () => {
  await t.close();
  await sandbox.close();
});

describe('ad statuses from Facebook', () => {
  let good: Ad;
  let campaignId: number;

  it('stays PENDING while Facebook reviews the ad, becomes ACTIVE once approved', async () => {
    const published = await publishedAd(t, headers, { name: 'Shoes', dailyBudget: 30 });
    good = published.ad;
    campaignId = published.campaign.id;
    expect(good.status).toBe('PENDING');
    expect((await syncNow(t, headers)).status).toBe('succeeded');
    expect(sandbox.sent('GET', '/act_100000001/ads').at(-1)?.params.fields).toBe('id,effective_status,ad_review_feedback,issues_info');
    expect((await ad(good.id)).status).toBe('PENDING');
    minutes(10);
    await syncNow(t, headers);
    expect(await ad(good.id)).toMatchObject({ status: 'ACTIVE', publishError: null });
  });

  it("a disapproved ad becomes REJECTED, with Facebook's reason as its publishError", async () => {
    const { ad: bad } = await publishedAd(t, headers, { name: 'Diet', dailyBudget: 30 }, { description: 'Miracle results in a week' });
    minutes(10);
    await syncNow(t, headers);
    expect(await ad(bad.id)).toMatchObject({
      status: 'REJECTED',
      publishError: adDeliveryMessages.rejected(
        "Personal Health and Appearance: Ads mustn't promise unrealistic or guaranteed health or weight-loss results.",
      ),
    });
  });

  it('an ad whose campaign is paused on Facebook becomes PAUSED', async () => {
    const res = await t.app.inject({ method: 'PUT', url: `/api/campaigns/${campaignId}`, headers, payload: { status: 'PAUSED' } });
    expect(res.statusCode, res.body).toBe(200);
    await syncNow(t, headers);
    expect((await ad(good.id)).status).toBe('PAUSED');
  });
});
