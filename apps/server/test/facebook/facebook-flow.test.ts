/**
 * The Facebook loop over the app's HTTP API against the sandbox Facebook: an app-account user
 * connects (OAuth state bound to them), picks an ad account and a page (checked against Facebook's
 * lists), publishes an ad, syncs its insights, and reads its spend on the ad and the dashboard; the
 * same Facebook id cannot be linked to a second account; disconnecting erases the token.
 */

import { adLibraryMessages } from '@ads-creative/contracts/ad-library';
import { connectionMessages, facebookMessages } from '@ads-creative/contracts/facebook';
import { messages } from '@ads-creative/contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileForm, pngImage } from '../../src/modules/uploads/test-images.ts';
import { metaAdLibraryMessages } from '../../src/providers/facebook/ad-library/meta-ad-library.ts';
import { graphMessages } from '../../src/providers/facebook/graph-error.ts';
import type { GraphSandbox } from '../../src/sandbox/graph-sandbox.ts';
import { createAd, createCampaign, expectError, type Headers, seedContents } from '../helpers/ads-fixtures.ts';
import { signUp, type TestApp } from '../helpers/test-app.ts';
import { connectFacebook, startSandboxApp } from './sandbox-app.ts';

let sandbox: GraphSandbox;
let t: TestApp;
let headers: Headers;

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, h: Headers = headers) =>
  t.app.inject({ method, url, headers: h, ...(payload === undefined ? {} : { payload: payload as object }) });

const connect = (h: Headers) => connectFacebook(t, h);

beforeAll(async () => {
  ({ sandbox, t } = await startSandboxApp(11));
  headers = (await signUp(t)).headers;
}, 60_000);
afterAll(async () => {
  await t.close();
  await sandbox.close();
});

describe('the Facebook loop over the API', () => {
  it('starts disconnected; publishing says so', async () => {
    expect((await api('GET', '/api/facebook/connection')).json()).toMatchObject({
      connected: false,
      adAccount: null,
      page: null,
      needsReconnect: false,
    });
    expectError(await api('GET', '/api/facebook/ad-accounts'), 400, 'VALIDATION_ERROR', messages.facebookNotConnected);
    expectError(await api('GET', '/api/meta/ads/search?q=trail'), 400, 'VALIDATION_ERROR', adLibraryMessages.searchNeedsFacebook);
  });

  it('connects an app account through the OAuth dialog and lands on /settings?facebook=connected', async () => {
    expect(await connect(headers)).toBe('http://localhost:3000/settings?facebook=connected');
    const status = (await api('GET', '/api/facebook/connection')).json();
    expect(status).toMatchObject({ connected: true, facebookName: 'Sandbox Advertiser', needsReconnect: false });
    expect(new Date(status.tokenExpiresAt).getTime()).toBeGreaterThan(t.clock.now().getTime() + 50 * 86_400_000);
  });

  it('refuses the same Facebook account for a second app account', async () => {
    const other = await signUp(t);
    expect(await connect(other.headers)).toBe('http://localhost:3000/settings?facebook=error&reason=already_linked');
    expect((await api('GET', '/api/facebook/connection', undefined, other.headers)).json().connected).toBe(false);
  });

  it('lists ad accounts (disabled marked) and pages, and checks the choice against them', async () => {
    const accounts = (await api('GET', '/api/facebook/ad-accounts')).json();
    expect(accounts).toContainEqual({
      id: '100000003',
      name: 'Disabled sandbox account',
      currency: 'USD',
      timezone: 'UTC',
      status: 'DISABLED',
      usable: false,
    });
    expect((await api('GET', '/api/facebook/pages')).json()).toEqual([
      { id: '200000001', name: 'Sandbox Shoes' },
      { id: '200000002', name: 'Sandbox Coffee' },
    ]);
    expectError(
      await api('PUT', '/api/facebook/connection', { adAccountId: 'act_100000003', pageId: '200000001' }),
      400,
      'VALIDATION_ERROR',
      connectionMessages.disabledAdAccount,
    );
    expectError(
      await api('PUT', '/api/facebook/connection', { adAccountId: '999', pageId: '200000001' }),
      400,
      'VALIDATION_ERROR',
      connectionMessages.unknownAdAccount,
    );
    expectError(
      await api('PUT', '/api/facebook/connection', { adAccountId: '100000001', pageId: '7' }),
      400,
      'VALIDATION_ERROR',
      connectionMessages.unknownPage,
    );
    const chosen = (await api('PUT', '/api/facebook/connection', { adAccountId: 'act_100000001', pageId: '200000001' })).json();
    expect(chosen).toMatchObject({
      adAccount: { id: '100000001', currency: 'USD', timezone: 'America/Los_Angeles' },
      page: { id: '200000001', name: 'Sandbox Shoes' },
    });
  });

  it('publishes a draft: blockers first, then the chain; the ad is PENDING with its Facebook id', async () => {
    const campaign = await createCampaign(t, headers, {
      name: 'Shoes VN',
      objective: 'TRAFFIC',
      dailyBudget: 40,
      targetAudience: 'Runners in Vietnam',
    });
    const form = fileForm(await pngImage(120, 120));
    const file = (
      await t.app.inject({ method: 'POST', url: '/api/upload/image', payload: form.payload, headers: { ...form.headers, ...headers } })
    ).json();
    const ad = await createAd(t, headers, { campaignId: campaign.id, name: 'Shoe ad', imageUrl: file.fileUrl });
    const [content] = await seedContents(t, ad.id, 1);
    await api('POST', `/api/ads/${ad.id}/select-content?contentId=${content!.id}`);
    expect((await api('GET', `/api/ads/${ad.id}`)).json().imageUrl).toBe(file.fileUrl);
    expectError(
      await api('POST', `/api/ads/${ad.id}/publish`, { delivery: 'ACTIVE' }),
      400,
      'VALIDATION_ERROR',
      facebookMessages.noDestinationUrl,
    );
    expect(sandbox.sent('POST', /^\/act_/)).toHaveLength(0);
    await api('PUT', `/api/ads/${ad.id}`, { destinationUrl: 'https://shop.example/shoes' });
    const res = await api('POST', `/api/ads/${ad.id}/publish`, { delivery: 'ACTIVE' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'PENDING', publishError: null, fbAdId: expect.stringMatching(/^\d+$/) });
    // The campaign was a draft; it now runs on Facebook, and says so (analytics counts its budget).
    expect(campaign.status).toBe('DRAFT');
    expect((await api('GET', `/api/campaigns/${campaign.id}`)).json().status).toBe('ACTIVE');
    expect(sandbox.world.objects.get((await api('GET', `/api/campaigns/${campaign.id}`)).json().fbCampaignId)?.fields.status).toBe(
      'ACTIVE',
    );
    expect(sandbox.sent('POST', '/act_100000001/adsets')[0]?.params).toMatchObject({
      daily_budget: '4000',
      targeting: { geo_locations: { countries: ['VN'] } },
    });
    expectError(await api('POST', `/api/ads/${ad.id}/publish`), 400, 'VALIDATION_ERROR', messages.publishOnlyDraft);
  });

  it('Sync now answers at once with the run; the job writes the days; the ad and the dashboard show the spend', async () => {
    t.clock.advance(5 * 86_400_000);
    const run = await api('POST', '/api/facebook/sync');
    expect(run.statusCode).toBe(202);
    expect(run.json()).toMatchObject({ status: 'queued', jobId: expect.any(String) });
    const again = await api('POST', '/api/facebook/sync');
    expect(again.json().id).toBe(run.json().id); // one run at a time
    let last = (await api('GET', '/api/facebook/sync')).json().lastRun;
    for (let i = 0; i < 100 && last.status !== 'succeeded' && last.status !== 'failed'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      last = (await api('GET', '/api/facebook/sync')).json().lastRun;
    }
    expect(last).toMatchObject({ status: 'succeeded', error: null });
    expect(last.rows).toBeGreaterThan(0);
    const ads = (await api('GET', '/api/ads')).json().content;
    const published = ads.find((a: { fbAdId: string | null }) => a.fbAdId);
    const metrics = (await api('GET', `/api/ads/${published.id}/metrics?timeRange=7d`)).json();
    expect(metrics.source).toBe('facebook');
    expect(metrics.totals.impressions).toBeGreaterThan(0);
    expect(metrics.totals.spend).toBeGreaterThan(0);
    const spendByDay = metrics.daily.reduce((s: number, d: { spend: number }) => s + Math.round(d.spend * 100), 0) / 100;
    expect(metrics.totals.spend).toBe(spendByDay);
    const dashboard = (await api('GET', '/api/dashboard')).json();
    expect(dashboard.stats.totalSpent).toBe(metrics.totals.spend);
    expect(dashboard.metricsSources).toEqual(['facebook']);
    expectError(await api('GET', `/api/ads/${published.id}/metrics?timeRange=2w`), 400, 'VALIDATION_ERROR');
  });

  it('pauses a published ad on Facebook', async () => {
    const ads = (await api('GET', '/api/ads')).json().content;
    const published = ads.find((a: { fbAdId: string | null }) => a.fbAdId);
    const res = await api('POST', `/api/ads/${published.id}/facebook-status`, { status: 'PAUSED' });
    expect(res.json().status).toBe('PAUSED');
    expect(sandbox.world.objects.get(published.fbAdId)?.fields.status).toBe('PAUSED');
  });

  it('starting a published ad of a paused campaign runs the campaign again, here and on Facebook', async () => {
    const ads = (await api('GET', '/api/ads')).json().content;
    const published = ads.find((a: { fbAdId: string | null }) => a.fbAdId);
    const paused = await api('PUT', `/api/campaigns/${published.campaignId}`, { status: 'PAUSED' });
    expect(paused.json().status).toBe('PAUSED');
    expect(sandbox.world.objects.get(paused.json().fbCampaignId)?.fields.status).toBe('PAUSED');
    const res = await api('POST', `/api/ads/${published.id}/facebook-status`, { status: 'ACTIVE' });
    expect(res.json().status).toBe('PENDING');
    const campaign = (await api('GET', `/api/campaigns/${published.campaignId}`)).json();
    expect(campaign.status).toBe('ACTIVE');
    expect(sandbox.world.objects.get(campaign.fbCampaignId)?.fields.status).toBe('ACTIVE');
  });

  it('searches the Ad Library (ads_archive) with the user token, by words and reached country; the token stays here', async () => {
    const res = await api('GET', '/api/meta/ads/search?query=TRAIL&country=DE');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      expect.objectContaining({
        id: '2233445566778899',
        page_name: 'Trail Runners Co.',
        ad_creative_bodies: ['Lightweight trail shoes built for mud, rock and everything between. Free returns for 60 days.'],
        ad_creative_link_titles: ['Run every trail'],
        ad_snapshot_url: 'https://www.facebook.com/ads/archive/render_ad/?id=2233445566778899',
      }),
      expect.objectContaining({ id: '3344556677889900', page_name: 'Trail Runners Co.' }),
    ]);
    const sent = sandbox.sent('GET', '/ads_archive').at(-1)?.params;
    expect(sent).toMatchObject({ search_terms: 'TRAIL', ad_reached_countries: ['DE'] });
    // The sandbox, like Facebook, put the token into each ad_snapshot_url; the answer has none.
    expect(res.body).not.toContain(String(sent?.access_token));
    expect((await api('GET', '/api/meta/ads/search?q=trail&country=VN')).json()).toEqual([]);
    expect((await api('GET', '/api/meta/ads/search?q=c%C3%A0%20ph%C3%AA')).json().map((a: { id: string }) => a.id)).toEqual([
      '1122334455667788',
    ]);
    expectError(await api('GET', '/api/meta/ads/search?q=trail&country=germany'), 400, 'VALIDATION_ERROR');
  });

  it("takes the words in `query` as spec 1 names it, `q` as an alias (`query` first), and says 'query is required.' without either", async () => {
    const ids = async (search: string) => (await api('GET', `/api/meta/ads/search?${search}`)).json().map((a: { id: string }) => a.id);
    expect(await ids('query=coffee')).toEqual([]);
    expect(await ids('query=c%C3%A0%20ph%C3%AA')).toEqual(['1122334455667788']);
    expect(await ids('q=c%C3%A0%20ph%C3%AA')).toEqual(['1122334455667788']);
    expect(await ids('query=trail&q=c%C3%A0%20ph%C3%AA&country=DE')).toEqual(['2233445566778899', '3344556677889900']);
    expectError(await api('GET', '/api/meta/ads/search?country=DE'), 400, 'VALIDATION_ERROR', 'query is required.');
    expectError(await api('GET', '/api/meta/ads/search?query=%20%20'), 400, 'VALIDATION_ERROR', 'query is required.');
  });

  it('imports an Ad Library link through the Meta Ad Library API; a Facebook outage is not "not covered"', async () => {
    const url = 'https://www.facebook.com/ads/library/?id=1122334455667788';
    sandbox.failNext({ path: '/1122334455667788', status: 500, error: { code: 0, message: 'Internal error' } });
    expectError(await api('POST', '/api/meta-ad-library/extract', { url }), 502, 'BAD_GATEWAY', graphMessages.transient);
    const res = await api('POST', '/api/meta-ad-library/extract', { url });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      source: 'meta',
      body: 'Bắt đầu ngày mới với ly cà phê rang xay tại chỗ. Giảm 20% cho đơn đầu tiên!',
      headline: 'Cà phê rang xay mỗi sáng',
      description: 'Giao hàng miễn phí nội thành',
    });
    expectError(
      await api('POST', '/api/meta-ad-library/extract', { url: 'https://www.facebook.com/ads/library/?id=5555555555555555' }),
      404,
      'NOT_FOUND',
      metaAdLibraryMessages.notCovered,
    );
    sandbox.failNext({ path: '/2233445566778899', error: { code: 190, message: 'Error validating access token' } });
    expectError(
      await api('POST', '/api/meta-ad-library/extract', { url: 'https://www.facebook.com/ads/library/?id=2233445566778899' }),
      403,
      'FORBIDDEN',
      graphMessages.reconnect,
    );
  });

  it('disconnect erases the token', async () => {
    expect((await api('DELETE', '/api/facebook/connection')).statusCode).toBe(204);
    expect((await api('GET', '/api/facebook/connection')).json()).toMatchObject({ connected: false, adAccount: null });
  });
});
