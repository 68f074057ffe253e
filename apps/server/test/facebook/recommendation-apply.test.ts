/**
 * Applying recommendations to a published campaign reaches the sandbox Facebook through the campaign
 * update path (decision 086): a scale changes the ad set's daily budget there, a pause the Facebook
 * campaign's status, a revert puts both back; when Facebook refuses, the item keeps its status with
 * Facebook's words as the failure and the app's campaign is unchanged; an objective change of a
 * published campaign is refused before any call.
 */
import type { Campaign } from '@ads-creative/contracts/campaigns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GraphSandbox } from '../../src/sandbox/graph-sandbox.ts';
import type { Headers } from '../helpers/ads-fixtures.ts';
import { objectiveSeed, pauseSeed, scaleSeed, seedRecommendation } from '../helpers/recommendation-fixtures.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { activePublishedCampaign, publishedAd, startSandboxApp } from './sandbox-app.ts';

const HOUR = 60 * 60 * 1000;
const base = '/api/optimization/recommendations';

let sandbox: GraphSandbox;
let t: TestApp;
let headers: Headers;
let userId: number;
/** Published to the USD account: 40 a day, delivering. */
let campaign: Campaign;

const post = (url: string) => t.app.inject({ method: 'POST', url, headers });
const adSetOf = (c: Campaign) => sandbox.world.children(c.fbCampaignId as string, 'adset')[0];
const fbCampaignOf = (c: Campaign) => sandbox.world.objects.get(c.fbCampaignId as string);
const ours = async (): Promise<Campaign> => (await t.app.inject({ method: 'GET', url: `/api/campaigns/${campaign.id}`, headers })).json();

beforeAll(async () => {
  ({ sandbox, t } = await startSandboxApp(31));
  ({ headers, userId, campaign } = await activePublishedCampaign(t, 'Shoes US', 40));
}, 60_000);
afterAll(async () => {
  await t?.close();
  await sandbox?.close();
});

describe('applying to a published campaign', () => {
  it('a scale changes the ad set budget on Facebook; revert puts it back', async () => {
    expect(adSetOf(campaign)?.fields.daily_budget).toBe('4000');
    const id = await seedRecommendation(t, userId, scaleSeed(campaign.id, 'Shoes US', 40, 48));
    const res = await post(`${base}/${id}/accept`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'IMPLEMENTED', applyFailure: null });
    expect(adSetOf(campaign)?.fields.daily_budget).toBe('4800');
    expect((await ours()).dailyBudget).toBe(48);

    const back = await post(`${base}/${id}/revert`);
    expect(back.statusCode, back.body).toBe(200);
    expect(adSetOf(campaign)?.fields.daily_budget).toBe('4000');
    expect((await ours()).dailyBudget).toBe(40);
  });

  it('Facebook refusing the budget: the failure carries its words, nothing changes, a retry applies', async () => {
    t.clock.advance(73 * HOUR); // past the previous change's 72 hours
    const adSet = adSetOf(campaign);
    const id = await seedRecommendation(t, userId, scaleSeed(campaign.id, 'Shoes US', 40, 44));
    sandbox.failNext({
      method: 'POST',
      path: `/${adSet?.id}`,
      error: { code: 100, error_subcode: 1885272, message: 'Invalid parameter', error_user_msg: 'Your budget is too low.' },
    });
    const failed = (await post(`${base}/${id}/accept`)).json();
    expect(failed.status).toBe('ACCEPTED');
    expect(failed.applyFailure).toMatchObject({ attempts: 1, message: 'Your budget is too low.' });
    expect(adSetOf(campaign)?.fields.daily_budget).toBe('4000');
    expect((await ours()).dailyBudget).toBe(40);

    const retried = (await post(`${base}/${id}/accept`)).json();
    expect(retried).toMatchObject({ status: 'IMPLEMENTED', applyFailure: null });
    expect(adSetOf(campaign)?.fields.daily_budget).toBe('4400');
  });

  it('a pause pauses the Facebook campaign; revert restarts it', async () => {
    t.clock.advance(73 * HOUR);
    const id = await seedRecommendation(t, userId, pauseSeed(campaign.id, 'Shoes US'));
    expect((await post(`${base}/${id}/accept`)).json().status).toBe('IMPLEMENTED');
    expect(fbCampaignOf(campaign)?.fields.status).toBe('PAUSED');
    expect((await ours()).status).toBe('PAUSED');
    expect((await post(`${base}/${id}/revert`)).statusCode).toBe(200);
    expect(fbCampaignOf(campaign)?.fields.status).toBe('ACTIVE');
  });

  it('an objective change of a published campaign is refused before any call', async () => {
    t.clock.advance(73 * HOUR);
    const traffic = await publishedAd(t, headers, { name: 'Traffic US', dailyBudget: 20, objective: 'TRAFFIC' });
    const before = sandbox.requests.length;
    const id = await seedRecommendation(t, userId, objectiveSeed(traffic.campaign.id, 'Traffic US'));
    const res = (await post(`${base}/${id}/accept`)).json();
    expect(res.applyFailure.message).toBe(
      'Facebook does not change the objective of a published campaign. Create a new campaign with the objective CONVERSIONS for "Traffic US"\'s ads instead.',
    );
    expect(sandbox.requests.length).toBe(before);
  });
});
