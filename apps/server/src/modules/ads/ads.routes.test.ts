import { callToActions } from '@ads-creative/contracts/ads';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAd,
  createCampaign,
  expectError,
  type Headers,
  queryRows,
  seedContents,
  seedPreviewAd,
} from '../../../test/helpers/ads-fixtures.ts';
import { createTestAppWithUser, type TestApp } from '../../../test/helpers/test-app.ts';
import { adContents } from '../../db/schema/campaigns.ts';

const ctaList = callToActions.join(', ');

describe('/api/ads', () => {
  let t: TestApp;
  let headers: Headers;
  let userId: number;

  beforeAll(async () => {
    ({ t, headers, userId } = await createTestAppWithUser());
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers });
  const post = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/ads', headers, payload: payload as object });
  const put = (id: number | string, payload: unknown) =>
    t.app.inject({ method: 'PUT', url: `/api/ads/${id}`, headers, payload: payload as object });
  const select = (adId: number | string, contentId: number | string) =>
    t.app.inject({ method: 'POST', url: `/api/ads/${adId}/select-content?contentId=${contentId}`, headers });
  const selectedIds = async (adId: number) =>
    (await queryRows<{ id: number }>(t, sql`select id from ${adContents} where ad_id = ${adId} and is_selected order by id`)).map(
      (r) => r.id,
    );

  it('asks for a session on every route', async () => {
    for (const [method, url] of [
      ['GET', '/api/ads'],
      ['POST', '/api/ads'],
      ['GET', '/api/ads/1'],
      ['PUT', '/api/ads/1'],
      ['DELETE', '/api/ads/1'],
      ['GET', '/api/ads/campaign/1'],
      ['GET', '/api/ads/1/contents'],
      ['POST', '/api/ads/1/select-content?contentId=1'],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        headers: { authorization: 'Bearer not-a-session' },
        payload: method === 'PUT' ? {} : undefined,
      });
      expectError(res, 401, 'UNAUTHORIZED');
    }
  });

  describe('create and read', () => {
    it('stores every field of the ad and answers it with its campaign name', async () => {
      const campaign = await createCampaign(t, headers, { name: 'Tết 2026' });
      const res = await post({
        name: 'Lì xì banner',
        campaignId: campaign.id,
        adType: 'WEBSITE_CONVERSION_AD',
        status: 'PAUSED',
        headline: 'Ưu đãi Tết',
        description: 'Giảm 50% toàn bộ cửa hàng',
        primaryText: 'Mua sắm Tết thả ga',
        callToAction: 'SHOP_NOW',
        imageUrl: 'https://cdn.example.com/tet.png',
        mediaFileUrl: '/media/abc123.png',
        videoUrl: 'https://cdn.example.com/tet.mp4',
        destinationUrl: 'https://shop.example.vn/tet',
      });
      expect(res.statusCode).toBe(201);
      const ad = res.json();
      expect(ad).toEqual({
        id: expect.any(Number),
        name: 'Lì xì banner',
        campaignId: campaign.id,
        campaignName: 'Tết 2026',
        adType: 'WEBSITE_CONVERSION_AD',
        status: 'PAUSED',
        headline: 'Ưu đãi Tết',
        description: 'Giảm 50% toàn bộ cửa hàng',
        primaryText: 'Mua sắm Tết thả ga',
        callToAction: 'SHOP_NOW',
        cta: 'SHOP_NOW',
        imageUrl: 'https://cdn.example.com/tet.png',
        mediaFileUrl: '/media/abc123.png',
        videoUrl: 'https://cdn.example.com/tet.mp4',
        destinationUrl: 'https://shop.example.vn/tet',
        fbAdId: null,
        publishError: null,
        // Decision 183: 'Mua …' opens with a command, 18 characters are SHORT, a video makes it VIDEO, no AI wrote it.
        tags: expect.objectContaining({
          hook: 'COMMAND',
          length: 'SHORT',
          emoji: false,
          callToAction: 'SHOP_NOW',
          language: 'vi',
          format: 'VIDEO',
          provider: null,
          anglesByUser: false,
        }),
        createdDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        updatedDate: expect.any(String),
      });
      expect((await get(`/api/ads/${ad.id}`)).json()).toEqual(ad);
    });

    it('defaults to a DRAFT page post ad without a campaign', async () => {
      const ad = await createAd(t, headers, { description: '', imageUrl: null });
      expect(ad).toMatchObject({
        campaignId: null,
        campaignName: null,
        adType: 'PAGE_POST_AD',
        status: 'DRAFT',
        description: null,
        imageUrl: null,
      });
    });

    it('accepts every call-to-action code of the spec', async () => {
      for (const callToAction of callToActions) expect((await createAd(t, headers, { callToAction })).callToAction).toBe(callToAction);
    });

    it("answers the spec's messages for missing fields", async () => {
      expectError(await post({ headline: 'H', callToAction: 'SHOP_NOW' }), 400, 'VALIDATION_ERROR', 'Name is required');
      expectError(await post({ name: ' ', headline: 'H', callToAction: 'SHOP_NOW' }), 400, 'VALIDATION_ERROR', 'Name is required');
      expectError(await post({ name: 'A', callToAction: 'SHOP_NOW' }), 400, 'VALIDATION_ERROR', 'Headline is required');
      expectError(await post({ name: 'A', headline: '', callToAction: 'SHOP_NOW' }), 400, 'VALIDATION_ERROR', 'Headline is required');
      expectError(await post({ name: 'A', headline: 'H' }), 400, 'VALIDATION_ERROR', 'Call to Action is required');
      expectError(await post({ name: 'A', headline: 'H', callToAction: '' }), 400, 'VALIDATION_ERROR', 'Call to Action is required');
      const all = expectError(await post({}), 400, 'VALIDATION_ERROR', 'Name is required');
      expect(all.issues?.map((i) => i.message)).toEqual(['Name is required', 'Headline is required', 'Call to Action is required']);
    });

    it('rejects invalid enums, URLs and campaign ids', async () => {
      const base = { name: 'A', headline: 'H', callToAction: 'SHOP_NOW' };
      expectError(await post({ ...base, callToAction: 'BUY_NOW' }), 400, 'VALIDATION_ERROR', `Call to Action must be one of: ${ctaList}.`);
      expectError(await post({ ...base, callToAction: 'shop_now' }), 400, 'VALIDATION_ERROR', `Call to Action must be one of: ${ctaList}.`);
      expectError(
        await post({ ...base, adType: 'STORY_AD' }),
        400,
        'VALIDATION_ERROR',
        'Ad type must be one of: PAGE_POST_AD, WEBSITE_CONVERSION_AD, LEAD_FORM_AD.',
      );
      // PENDING and REJECTED come from Facebook's review; a user picks from the edit dropdown's five.
      for (const status of ['PENDING', 'REJECTED', 'LIVE']) {
        expectError(
          await post({ ...base, status }),
          400,
          'VALIDATION_ERROR',
          'Status must be one of: DRAFT, ACTIVE, PAUSED, COMPLETED, FAILED.',
        );
      }
      const badUrl = 'Media URLs must start with http://, https:// or /, and be at most 2048 characters.';
      for (const imageUrl of [
        'javascript:alert(1)',
        'data:image/png;base64,AAAA',
        'ftp://x/y.png',
        'not a url',
        `https://x.com/${'a'.repeat(2048)}`,
      ]) {
        expectError(await post({ ...base, imageUrl }), 400, 'VALIDATION_ERROR', badUrl);
      }
      expectError(await post({ ...base, videoUrl: 'file:///etc/passwd' }), 400, 'VALIDATION_ERROR', badUrl);
      for (const campaignId of ['abc', -1, 0, 1.5, '1']) {
        expectError(await post({ ...base, campaignId }), 400, 'VALIDATION_ERROR', 'The id must be a positive whole number.');
      }
      const missing = expectError(await post({ ...base, campaignId: 2147483000 }), 404, 'NOT_FOUND', 'Campaign not found.');
      expect(missing.issues).toEqual([{ path: 'campaignId', message: 'Campaign not found.' }]);
      expectError(await post({ ...base, campaignId: 99999999999 }), 404, 'NOT_FOUND', 'Campaign not found.');
      expectError(await post({ ...base, headline: 'h'.repeat(256) }), 400, 'VALIDATION_ERROR', 'Headline must be at most 255 characters.');
      expectError(
        await post({ ...base, primaryText: 'p'.repeat(5001) }),
        400,
        'VALIDATION_ERROR',
        'Primary text must be at most 5000 characters.',
      );
      expectError(
        await post({ ...base, description: 'd'.repeat(1001) }),
        400,
        'VALIDATION_ERROR',
        'Description must be at most 1000 characters.',
      );
    });
  });

  describe('lists', () => {
    let t2: TestApp;
    let h: Headers;
    let uid: number;
    beforeAll(async () => {
      ({ t: t2, headers: h, userId: uid } = await createTestAppWithUser());
    });
    afterAll(() => t2.close());
    const list = (qs = '') => t2.app.inject({ method: 'GET', url: `/api/ads${qs}`, headers: h });

    it('answers an empty page for a user without ads', async () => {
      expect((await list()).json()).toEqual({ content: [], totalElements: 0, totalPages: 0, number: 0, size: 5 });
    });

    it('pages newest first with campaign names, never showing unsaved AI previews', async () => {
      const campaign = await createCampaign(t2, h, { name: 'Launch' });
      const ids: number[] = [];
      for (let i = 1; i <= 7; i++) {
        ids.push((await createAd(t2, h, { name: `Ad ${i}`, campaignId: i % 2 ? campaign.id : null })).id);
        t2.clock.advance(1000);
      }
      await seedPreviewAd(t2, uid, campaign.id);
      await seedPreviewAd(t2, uid, null);
      const newestFirst = [...ids].reverse();

      const first = (await list()).json();
      expect(first).toMatchObject({ totalElements: 7, totalPages: 2, number: 0, size: 5 });
      expect(first.content.map((a: { id: number }) => a.id)).toEqual(newestFirst.slice(0, 5));
      expect(first.content[0]).toMatchObject({ name: 'Ad 7', campaignName: 'Launch' });
      expect(first.content[1]).toMatchObject({ name: 'Ad 6', campaignId: null, campaignName: null });

      const last = (await list('?page=1')).json();
      expect(last.content.map((a: { id: number }) => a.id)).toEqual(newestFirst.slice(5));
      expect((await list('?page=2')).json()).toEqual({ content: [], totalElements: 7, totalPages: 2, number: 2, size: 5 });
      expect((await list('?size=0')).json()).toMatchObject({ size: 1, totalPages: 7 });
      expect((await list('?size=1000')).json()).toMatchObject({ size: 100, totalPages: 1 });
      expect((await list('?size=1000')).json().content).toHaveLength(7);
      expect((await list('?page=-4')).json()).toMatchObject({ number: 0 });
      expectError(await list('?page=first'), 400, 'VALIDATION_ERROR', 'page must be a whole number.');
      expectError(await list('?size=5.5'), 400, 'VALIDATION_ERROR', 'size must be a whole number.');
    });

    it("lists one campaign's ads, newest first, and only that campaign's", async () => {
      const a = await createCampaign(t2, h, { name: 'A' });
      const b = await createCampaign(t2, h, { name: 'B' });
      const aAds = [
        await createAd(t2, h, { campaignId: a.id }),
        await createAd(t2, h, { campaignId: a.id }),
        await createAd(t2, h, { campaignId: a.id }),
      ];
      await createAd(t2, h, { campaignId: b.id });
      await seedPreviewAd(t2, uid, a.id);
      const res = await t2.app.inject({ method: 'GET', url: `/api/ads/campaign/${a.id}`, headers: h });
      expect(res.statusCode).toBe(200);
      const page = res.json();
      expect(page).toMatchObject({ totalElements: 3, totalPages: 1, number: 0, size: 100 });
      expect(page.content.map((x: { id: number }) => x.id)).toEqual(aAds.map((x) => x.id).reverse());
      expect(page.content.every((x: { campaignName: string }) => x.campaignName === 'A')).toBe(true);
      const paged = (await t2.app.inject({ method: 'GET', url: `/api/ads/campaign/${a.id}?page=1&size=2`, headers: h })).json();
      expect(paged).toMatchObject({ totalElements: 3, totalPages: 2, number: 1, size: 2 });
      expect(paged.content.map((x: { id: number }) => x.id)).toEqual([aAds[0]!.id]);
      const ofA = (qs: string) => t2.app.inject({ method: 'GET', url: `/api/ads/campaign/${a.id}${qs}`, headers: h });
      expect((await ofA('?page=2&size=2')).json()).toEqual({ content: [], totalElements: 3, totalPages: 2, number: 2, size: 2 });
      expect((await ofA('?size=0')).json()).toMatchObject({ size: 1, totalPages: 3 });
      expect((await ofA('?size=1000')).json()).toMatchObject({ size: 100, totalPages: 1, totalElements: 3 });
      expectError(await ofA('?page=first'), 400, 'VALIDATION_ERROR', 'page must be a whole number.');
      const empty = await createCampaign(t2, h, { name: 'Empty' });
      expect((await t2.app.inject({ method: 'GET', url: `/api/ads/campaign/${empty.id}`, headers: h })).json()).toEqual({
        content: [],
        totalElements: 0,
        totalPages: 0,
        number: 0,
        size: 100,
      });
      expectError(
        await t2.app.inject({ method: 'GET', url: '/api/ads/campaign/2147483000', headers: h }),
        404,
        'NOT_FOUND',
        'Campaign not found.',
      );
      expectError(await t2.app.inject({ method: 'GET', url: '/api/ads/campaign/abc', headers: h }), 400, 'VALIDATION_ERROR');
    });
  });

  describe('update', () => {
    it('saves what the edit modal sends, and the status', async () => {
      const ad = await createAd(t, headers, { name: 'Old', description: 'Old description' });
      t.clock.advance(5000);
      const res = await put(ad.id, {
        name: 'New name',
        headline: 'New headline',
        primaryText: 'New primary text',
        description: 'New description',
        callToAction: 'LEARN_MORE',
        imageUrl: 'https://cdn.example.com/new.png',
        status: 'ACTIVE',
      });
      expect(res.statusCode).toBe(200);
      const updated = res.json();
      expect(updated).toMatchObject({
        id: ad.id,
        name: 'New name',
        headline: 'New headline',
        primaryText: 'New primary text',
        description: 'New description',
        callToAction: 'LEARN_MORE',
        cta: 'LEARN_MORE',
        imageUrl: 'https://cdn.example.com/new.png',
        status: 'ACTIVE',
        createdDate: ad.createdDate,
      });
      expect(Date.parse(updated.updatedDate)).toBeGreaterThan(Date.parse(ad.updatedDate));
      expect((await get(`/api/ads/${ad.id}`)).json()).toEqual(updated);
      // Absent fields stay; status is optional (the spec's modal does not send it).
      expect((await put(ad.id, { headline: 'Only headline' })).json()).toMatchObject({
        name: 'New name',
        status: 'ACTIVE',
        headline: 'Only headline',
      });
      expect((await put(ad.id, { description: '', imageUrl: '' })).json()).toMatchObject({ description: null, imageUrl: null });
    });

    it('moves an ad to another of the user’s campaigns, or out of any', async () => {
      const c = await createCampaign(t, headers, { name: 'Target' });
      const ad = await createAd(t, headers);
      expect((await put(ad.id, { campaignId: c.id })).json()).toMatchObject({ campaignId: c.id, campaignName: 'Target' });
      expect((await put(ad.id, { campaignId: null })).json()).toMatchObject({ campaignId: null, campaignName: null });
      expectError(await put(ad.id, { campaignId: 2147483000 }), 404, 'NOT_FOUND', 'Campaign not found.');
    });

    it("answers the edit modal's messages and leaves the ad unchanged", async () => {
      const ad = await createAd(t, headers);
      expectError(await put(ad.id, { name: '' }), 400, 'VALIDATION_ERROR', 'Name is required');
      expectError(await put(ad.id, { headline: '  ' }), 400, 'VALIDATION_ERROR', 'Headline is required');
      expectError(await put(ad.id, { headline: null }), 400, 'VALIDATION_ERROR', 'Headline is required');
      expectError(await put(ad.id, { callToAction: '' }), 400, 'VALIDATION_ERROR', 'Call to Action is required');
      expectError(await put(ad.id, { callToAction: null }), 400, 'VALIDATION_ERROR', 'Call to Action is required');
      expectError(await put(ad.id, { callToAction: 'CLICK' }), 400, 'VALIDATION_ERROR', `Call to Action must be one of: ${ctaList}.`);
      expectError(await put(ad.id, { status: '' }), 400, 'VALIDATION_ERROR', 'Status is required');
      expectError(await put(ad.id, { status: null }), 400, 'VALIDATION_ERROR', 'Status is required');
      expectError(
        await put(ad.id, { status: 'REJECTED' }),
        400,
        'VALIDATION_ERROR',
        'Status must be one of: DRAFT, ACTIVE, PAUSED, COMPLETED, FAILED.',
      );
      expectError(await put(ad.id, { adType: 'BANNER' }), 400, 'VALIDATION_ERROR');
      expect((await get(`/api/ads/${ad.id}`)).json()).toEqual(ad);
    });
  });

  describe('delete', () => {
    it('deletes the ad and its contents', async () => {
      const ad = await createAd(t, headers);
      await seedContents(t, ad.id, 2);
      const res = await t.app.inject({ method: 'DELETE', url: `/api/ads/${ad.id}`, headers });
      expect(res.statusCode).toBe(204);
      expectError(await get(`/api/ads/${ad.id}`), 404, 'NOT_FOUND', 'Ad not found.');
      expect(await queryRows(t, sql`select id from ${adContents} where ad_id = ${ad.id}`)).toEqual([]);
      expectError(await t.app.inject({ method: 'DELETE', url: `/api/ads/${ad.id}`, headers }), 404, 'NOT_FOUND', 'Ad not found.');
    });
  });

  describe('generated contents', () => {
    it('lists the contents of an ad in order with their selection', async () => {
      const ad = await createAd(t, headers);
      expect((await get(`/api/ads/${ad.id}/contents`)).json()).toEqual([]);
      const seeded = await seedContents(t, ad.id, 3);
      const res = await get(`/api/ads/${ad.id}/contents`);
      expect(res.statusCode).toBe(200);
      expect(
        res
          .json()
          .map((c: { id: number; title: string; body: string; isSelected: boolean; adId: number }) => [
            c.id,
            c.adId,
            c.title,
            c.body,
            c.isSelected,
          ]),
      ).toEqual(seeded.map((c) => [c.id, ad.id, c.title, c.body, false]));
      expectError(await get('/api/ads/2147483000/contents'), 404, 'NOT_FOUND', 'Ad not found.');
    });

    it('selects one content: only it is selected and it becomes the headline and primary text', async () => {
      const ad = await createAd(t, headers, { headline: 'Before', primaryText: 'Before body' });
      const [c1, c2, c3] = await seedContents(t, ad.id, 3);
      const res = await select(ad.id, c2!.id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: ad.id, headline: 'Title 2', primaryText: 'Body 2', name: ad.name, callToAction: 'SHOP_NOW' });
      expect(await selectedIds(ad.id)).toEqual([c2!.id]);

      expect((await select(ad.id, c3!.id)).json()).toMatchObject({ headline: 'Title 3', primaryText: 'Body 3' });
      const contents = (await get(`/api/ads/${ad.id}/contents`)).json();
      expect(contents.map((c: { isSelected: boolean }) => c.isSelected)).toEqual([false, false, true]);
      // Selecting the selected one again is harmless.
      expect((await select(ad.id, c3!.id)).statusCode).toBe(200);
      expect(await selectedIds(ad.id)).toEqual([c3!.id]);
      expect((await get(`/api/ads/${ad.id}`)).json()).toMatchObject({ headline: 'Title 3', primaryText: 'Body 3' });
      expect(c1).toBeDefined();
    });

    it("refuses another ad's content, missing ids and malformed ids", async () => {
      const ad = await createAd(t, headers);
      const other = await createAd(t, headers);
      const [foreign] = await seedContents(t, other.id, 1);
      const [own] = await seedContents(t, ad.id, 1);
      expectError(await select(ad.id, foreign!.id), 404, 'NOT_FOUND', 'Ad content not found.');
      expectError(await select(ad.id, 2147483000), 404, 'NOT_FOUND', 'Ad content not found.');
      expectError(await select(ad.id, '99999999999'), 404, 'NOT_FOUND', 'Ad content not found.');
      expectError(await select(2147483000, own!.id), 404, 'NOT_FOUND', 'Ad not found.');
      for (const bad of ['abc', '-1', '0', '']) {
        expectError(await select(ad.id, bad), 400, 'VALIDATION_ERROR', 'The id must be a positive whole number.');
      }
      expectError(await t.app.inject({ method: 'POST', url: `/api/ads/${ad.id}/select-content`, headers }), 400, 'VALIDATION_ERROR');
      expect(await selectedIds(ad.id)).toEqual([]);
      expect(await selectedIds(other.id)).toEqual([]);
      expect((await get(`/api/ads/${ad.id}`)).json().headline).toBe(ad.headline);
    });

    it('leaves exactly one content selected when selections race', async () => {
      const ad = await createAd(t, headers);
      const contents = await seedContents(t, ad.id, 5);
      for (let round = 0; round < 3; round++) {
        const results = await Promise.all(contents.flatMap((c) => [select(ad.id, c.id), select(ad.id, c.id)]));
        expect(results.map((r) => r.statusCode)).toEqual(results.map(() => 200));
        const selected = await selectedIds(ad.id);
        expect(selected).toHaveLength(1);
        const winner = contents.find((c) => c.id === selected[0])!;
        expect((await get(`/api/ads/${ad.id}`)).json()).toMatchObject({ headline: winner.title, primaryText: winner.body });
      }
    });

    it('has the database refuse a second selected content, whatever the code does', async () => {
      const ad = await createAd(t, headers);
      const [a, b] = await seedContents(t, ad.id, 2);
      await t.database.db.execute(sql`update ${adContents} set is_selected = true where id = ${a!.id}`);
      await expect(t.database.db.execute(sql`update ${adContents} set is_selected = true where id = ${b!.id}`)).rejects.toThrow();
      expect(await selectedIds(ad.id)).toEqual([a!.id]);
    });
  });

  describe('ids in the path', () => {
    it('answers 400 for ids that are not positive whole numbers and 404 for ids that cannot exist', async () => {
      const routes = (id: string) =>
        [
          ['GET', `/api/ads/${id}`],
          ['PUT', `/api/ads/${id}`],
          ['DELETE', `/api/ads/${id}`],
          ['GET', `/api/ads/${id}/contents`],
          ['POST', `/api/ads/${id}/select-content?contentId=1`],
          ['GET', `/api/ads/campaign/${id}`],
        ] as const;
      for (const id of ['abc', '-1', '0', '2.5', '1e3']) {
        for (const [method, url] of routes(id)) {
          const res = await t.app.inject({ method, url, headers, payload: method === 'PUT' ? { name: 'X' } : undefined });
          expectError(res, 400, 'VALIDATION_ERROR', 'The id must be a positive whole number.');
        }
      }
      for (const id of ['99999999999', '2147483648', '123456789012345678901234567890']) {
        for (const [method, url] of routes(id)) {
          const res = await t.app.inject({ method, url, headers, payload: method === 'PUT' ? { name: 'X' } : undefined });
          expectError(res, 404, 'NOT_FOUND', url.includes('/campaign/') ? 'Campaign not found.' : 'Ad not found.');
        }
      }
    });
  });

  it('treats an unsaved preview as missing on every ad endpoint, and leaves it as it was', async () => {
    const id = await seedPreviewAd(t, userId, null);
    const [content] = await t.database.db.insert(adContents).values({ adId: id, title: 'T', body: 'B' }).returning({ id: adContents.id });
    for (const res of [
      await get(`/api/ads/${id}`),
      await get(`/api/ads/${id}/contents`),
      await put(id, { name: 'Edited preview' }),
      await t.app.inject({ method: 'POST', url: `/api/ads/${id}/select-content?contentId=${content?.id}`, headers }),
      await t.app.inject({ method: 'POST', url: `/api/ads/${id}/publish`, headers }),
      await t.app.inject({ method: 'DELETE', url: `/api/ads/${id}`, headers }),
    ]) {
      expectError(res, 404, 'NOT_FOUND', 'Ad not found.');
    }
    const all = (await get('/api/ads?size=100')).json();
    expect(all.content.some((a: { id: number }) => a.id === id)).toBe(false);
    const [row] = await queryRows<{ name: string; is_selected: boolean }>(
      t,
      sql`select a.name, c.is_selected from ads a join ad_contents c on c.ad_id = a.id where a.id = ${id}`,
    );
    expect(row).toEqual({ name: 'Preview', is_selected: false });
  });
});
