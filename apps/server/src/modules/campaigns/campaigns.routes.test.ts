import { campaignObjectives } from '@ads-creative/contracts/campaigns';
import { messages } from '@ads-creative/contracts/messages';
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
import { adContents, ads } from '../../db/schema/campaigns.ts';

const objectivesList = campaignObjectives.join(', ');

describe('/api/campaigns', () => {
  let t: TestApp;
  let headers: Headers;
  let userId: number;

  beforeAll(async () => {
    ({ t, headers, userId } = await createTestAppWithUser());
  });
  afterAll(() => t.close());

  const post = (payload: unknown, h: Headers = headers) =>
    t.app.inject({ method: 'POST', url: '/api/campaigns', headers: h, payload: payload as object });
  const put = (id: number | string, payload: unknown) =>
    t.app.inject({ method: 'PUT', url: `/api/campaigns/${id}`, headers, payload: payload as object });
  const get = (url: string, h: Headers = headers) => t.app.inject({ method: 'GET', url, headers: h });

  it('asks for a session on every route', async () => {
    for (const [method, url] of [
      ['GET', '/api/campaigns'],
      ['POST', '/api/campaigns'],
      ['GET', '/api/campaigns/1'],
      ['PUT', '/api/campaigns/1'],
      ['DELETE', '/api/campaigns/1'],
    ] as const) {
      expectError(
        await t.app.inject({ method, url, payload: method === 'POST' || method === 'PUT' ? {} : undefined }),
        401,
        'UNAUTHORIZED',
      );
    }
  });

  describe('create', () => {
    it('stores every field of the form and answers the campaign', async () => {
      const res = await post({
        name: '  Black Friday  ',
        objective: 'LEAD_GENERATION',
        budgetType: 'DAILY',
        dailyBudget: 1234567.89,
        targetAudience: 'Women 25-40 in Hanoi',
        startDate: '2025-11-20',
        endDate: '2025-11-30',
      });
      expect(res.statusCode).toBe(201);
      const c = res.json();
      expect(c).toMatchObject({
        name: 'Black Friday',
        objective: 'LEAD_GENERATION',
        status: 'DRAFT',
        budgetType: 'DAILY',
        dailyBudget: 1234567.89,
        totalBudget: null,
        budget: 1234567.89,
        adCount: 0,
        totalAds: 0,
        targetAudience: 'Women 25-40 in Hanoi',
        startDate: '2025-11-20',
        endDate: '2025-11-30',
      });
      expect(c.id).toBeGreaterThan(0);
      expect(new Date(c.createdDate).toISOString()).toBe(c.createdDate);
      expect((await get(`/api/campaigns/${c.id}`)).json()).toEqual(c);
    });

    it('keeps money exact: the database holds the decimal text and the API answers the same number', async () => {
      for (const [input, expected] of [
        [1234567.89, 1234567.89],
        ['1234567.89', 1234567.89],
        [999999999.99, 999999999.99],
        ['0010.50', 10.5],
        [1, 1],
        ['19.9', 19.9],
      ] as const) {
        const c = (await post({ name: 'Money', objective: 'REACH', budgetType: 'LIFETIME', totalBudget: input })).json();
        expect(c.totalBudget).toBe(expected);
        expect(c.budget).toBe(expected);
        const rows = await queryRows<{ total_budget: string }>(t, sql`select total_budget::text from campaigns where id = ${c.id}`);
        expect(rows[0]?.total_budget).toBe(Number(expected).toFixed(2));
      }
    });

    it('defaults to DRAFT and DAILY with no budget, and keeps only the budget of the budget type', async () => {
      const minimal = (await post({ name: 'Minimal', objective: 'REACH' })).json();
      expect(minimal).toMatchObject({ status: 'DRAFT', budgetType: 'DAILY', dailyBudget: null, totalBudget: null, budget: null });
      expect(minimal).toMatchObject({ targetAudience: null, startDate: null, endDate: null });

      const daily = (await post({ name: 'Both', objective: 'REACH', dailyBudget: 20, totalBudget: 500 })).json();
      expect(daily).toMatchObject({ budgetType: 'DAILY', dailyBudget: 20, totalBudget: null, budget: 20 });
      const lifetime = (await post({ name: 'Both', objective: 'REACH', budgetType: 'LIFETIME', dailyBudget: 20, totalBudget: 500 })).json();
      expect(lifetime).toMatchObject({ budgetType: 'LIFETIME', dailyBudget: null, totalBudget: 500, budget: 500 });
      const cleared = (await post({ name: 'Empty inputs', objective: 'REACH', dailyBudget: '', targetAudience: '', startDate: '' })).json();
      expect(cleared).toMatchObject({ dailyBudget: null, targetAudience: null, startDate: null });
      const active = (await post({ name: 'Active', objective: 'REACH', status: 'ACTIVE' })).json();
      expect(active.status).toBe('ACTIVE');
    });

    it('refuses a budget sent only for the other budget type instead of dropping it', async () => {
      expectError(
        await post({ name: 'Lifetime?', objective: 'REACH', totalBudget: 500 }),
        400,
        'VALIDATION_ERROR',
        messages.totalBudgetNeedsLifetime,
      );
      expectError(
        await post({ name: 'Daily?', objective: 'REACH', budgetType: 'LIFETIME', dailyBudget: 20 }),
        400,
        'VALIDATION_ERROR',
        messages.dailyBudgetNeedsDaily,
      );
      const c = await createCampaign(t, headers, { budgetType: 'DAILY', dailyBudget: 30 });
      expectError(await put(c.id, { totalBudget: 900 }), 400, 'VALIDATION_ERROR', messages.totalBudgetNeedsLifetime);
      expect((await t.app.inject({ method: 'GET', url: `/api/campaigns/${c.id}`, headers })).json().budget).toBe(30);
      expect((await put(c.id, { budgetType: 'LIFETIME', totalBudget: 900 })).json()).toMatchObject({ budget: 900 });
    });

    it('accepts every objective of the spec', async () => {
      for (const objective of campaignObjectives) {
        expect((await post({ name: objective, objective })).json().objective).toBe(objective);
      }
    });

    it("answers the spec's messages for missing fields", async () => {
      expectError(await post({ objective: 'REACH' }), 400, 'VALIDATION_ERROR', 'Campaign name is required');
      expectError(await post({ name: '   ', objective: 'REACH' }), 400, 'VALIDATION_ERROR', 'Campaign name is required');
      expectError(await post({ name: null, objective: 'REACH' }), 400, 'VALIDATION_ERROR', 'Campaign name is required');
      expectError(await post({ name: 'X' }), 400, 'VALIDATION_ERROR', 'Campaign objective is required');
      expectError(await post({ name: 'X', objective: '' }), 400, 'VALIDATION_ERROR', 'Campaign objective is required');
      expectError(await post({ name: 'X', objective: 'REACH', budgetType: '' }), 400, 'VALIDATION_ERROR', 'Budget type is required');
      expectError(await post({ name: 'X', objective: 'REACH', budgetType: null }), 400, 'VALIDATION_ERROR', 'Budget type is required');
      const both = expectError(await post({}), 400, 'VALIDATION_ERROR', 'Campaign name is required');
      expect(both.issues).toEqual([
        { path: 'name', message: 'Campaign name is required' },
        { path: 'objective', message: 'Campaign objective is required' },
      ]);
      expectError(await post(undefined), 400, 'VALIDATION_ERROR');
    });

    it('rejects values outside the enums with the list of choices', async () => {
      expectError(
        await post({ name: 'X', objective: 'SALES' }),
        400,
        'VALIDATION_ERROR',
        `Campaign objective must be one of: ${objectivesList}.`,
      );
      expectError(
        await post({ name: 'X', objective: 'reach' }),
        400,
        'VALIDATION_ERROR',
        `Campaign objective must be one of: ${objectivesList}.`,
      );
      expectError(
        await post({ name: 'X', objective: 'REACH', budgetType: 'WEEKLY' }),
        400,
        'VALIDATION_ERROR',
        'Budget type must be one of: DAILY, LIFETIME.',
      );
      expectError(
        await post({ name: 'X', objective: 'REACH', status: 'DELETED' }),
        400,
        'VALIDATION_ERROR',
        'Status must be one of: DRAFT, ACTIVE, PAUSED, COMPLETED, FAILED.',
      );
    });

    it('rejects an end date before the start date, and accepts a one-day campaign', async () => {
      const res = await post({ name: 'X', objective: 'REACH', startDate: '2025-06-10', endDate: '2025-06-09' });
      const body = expectError(res, 400, 'VALIDATION_ERROR', 'End date must be after start date');
      expect(body.issues?.[0]?.path).toBe('endDate');
      const oneDay = await post({ name: 'X', objective: 'REACH', startDate: '2025-06-10', endDate: '2025-06-10' });
      expect(oneDay.statusCode).toBe(201);
      expect((await post({ name: 'X', objective: 'REACH', endDate: '2025-06-10' })).json().endDate).toBe('2025-06-10');
    });

    it('rejects dates that are not calendar dates', async () => {
      for (const startDate of [
        '2025-02-30',
        '2025-13-01',
        '06/06/2025',
        '2025-6-1',
        '+010000-01-01',
        'tomorrow',
        20250601,
        '2025-06-01T00:00:00Z',
      ]) {
        expectError(
          await post({ name: 'X', objective: 'REACH', startDate }),
          400,
          'VALIDATION_ERROR',
          'Start date must be a valid date (YYYY-MM-DD).',
        );
      }
      expectError(
        await post({ name: 'X', objective: 'REACH', endDate: '2024-02-30' }),
        400,
        'VALIDATION_ERROR',
        'End date must be a valid date (YYYY-MM-DD).',
      );
      expect((await post({ name: 'Leap', objective: 'REACH', startDate: '2024-02-29' })).statusCode).toBe(201);
    });

    it('rejects budgets below 1, above the ceiling, with more than 2 decimals, or not numbers', async () => {
      const cases: [unknown, string][] = [
        [0, 'Daily budget must be at least 1.'],
        [0.99, 'Daily budget must be at least 1.'],
        [-5, 'Daily budget must be at least 1.'],
        ['-5', 'Daily budget must be at least 1.'],
        ['abc', 'Daily budget must be a number.'],
        ['12abc', 'Daily budget must be a number.'],
        ['1e3', 'Daily budget must be a number.'],
        [true, 'Daily budget must be a number.'],
        [{ amount: 5 }, 'Daily budget must be a number.'],
        [1.234, 'Daily budget must have at most 2 decimal places.'],
        ['10.999', 'Daily budget must have at most 2 decimal places.'],
        [1.1 + 2.2, 'Daily budget must have at most 2 decimal places.'],
        [1e10, 'Daily budget must be at most 1,000,000,000.'],
        ['99999999999999999999', 'Daily budget must be at most 1,000,000,000.'],
      ];
      for (const [dailyBudget, message] of cases) {
        expectError(await post({ name: 'X', objective: 'REACH', dailyBudget }), 400, 'VALIDATION_ERROR', message);
      }
      expectError(
        await post({ name: 'X', objective: 'REACH', budgetType: 'LIFETIME', totalBudget: 0 }),
        400,
        'VALIDATION_ERROR',
        'Total budget must be at least 1.',
      );
      // JSON 1e309 parses to Infinity, which is no number: a client gets a 400, not a 500.
      const huge = await t.app.inject({
        method: 'POST',
        url: '/api/campaigns',
        headers: { ...headers, 'content-type': 'application/json' },
        payload: '{"name":"X","objective":"REACH","dailyBudget":1e309}',
      });
      expectError(huge, 400, 'VALIDATION_ERROR', 'Daily budget must be a number.');
    });

    it('says that optional text must be text when it is a number or an object', async () => {
      for (const targetAudience of [5, {}, ['a']]) {
        expectError(await post({ name: 'X', objective: 'REACH', targetAudience }), 400, 'VALIDATION_ERROR', messages.targetAudienceNotText);
      }
    });

    it('bounds text lengths and strips NUL characters the database cannot store', async () => {
      expectError(
        await post({ name: 'x'.repeat(256), objective: 'REACH' }),
        400,
        'VALIDATION_ERROR',
        'Campaign name must be at most 255 characters.',
      );
      expect((await post({ name: 'x'.repeat(255), objective: 'REACH' })).statusCode).toBe(201);
      expectError(
        await post({ name: 'X', objective: 'REACH', targetAudience: 'a'.repeat(2001) }),
        400,
        'VALIDATION_ERROR',
        'Target audience must be at most 2000 characters.',
      );
      const nul = await post({ name: 'Tết\u0000 sale', objective: 'REACH', targetAudience: 'Hà Nội\u0000' });
      expect(nul.statusCode).toBe(201);
      expect(nul.json()).toMatchObject({ name: 'Tết sale', targetAudience: 'Hà Nội' });
    });
  });

  describe('list', () => {
    let t2: TestApp;
    let h: Headers;
    let uid: number;
    beforeAll(async () => {
      ({ t: t2, headers: h, userId: uid } = await createTestAppWithUser());
    });
    afterAll(() => t2.close());
    const list = (qs = '') => t2.app.inject({ method: 'GET', url: `/api/campaigns${qs}`, headers: h });

    it('answers an empty page for a user without campaigns', async () => {
      const res = await list();
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ content: [], totalElements: 0, totalPages: 0, number: 0, size: 5 });
    });

    it('pages newest first, 5 by default, with exact totals at the edges', async () => {
      const ids: number[] = [];
      for (let i = 1; i <= 7; i++) {
        ids.push((await createCampaign(t2, h, { name: `Campaign ${i}` })).id);
        t2.clock.advance(1000);
      }
      const newestFirst = [...ids].reverse();

      const first = (await list()).json();
      expect(first).toMatchObject({ totalElements: 7, totalPages: 2, number: 0, size: 5 });
      expect(first.content.map((c: { id: number }) => c.id)).toEqual(newestFirst.slice(0, 5));
      expect(first.content[0].name).toBe('Campaign 7');

      const last = (await list('?page=1&size=5')).json();
      expect(last).toMatchObject({ totalElements: 7, totalPages: 2, number: 1, size: 5 });
      expect(last.content.map((c: { id: number }) => c.id)).toEqual(newestFirst.slice(5));

      const exact = (await list('?page=0&size=7')).json();
      expect(exact).toMatchObject({ totalElements: 7, totalPages: 1, number: 0, size: 7 });
      expect(exact.content).toHaveLength(7);
      const exactLast = (await list('?page=6&size=1')).json();
      expect(exactLast).toMatchObject({ totalPages: 7, number: 6 });
      expect(exactLast.content.map((c: { id: number }) => c.id)).toEqual([ids[0]]);

      const past = (await list('?page=2&size=5')).json();
      expect(past).toEqual({ content: [], totalElements: 7, totalPages: 2, number: 2, size: 5 });
      const farPast = (await list('?page=99999999999999999999')).json();
      expect(farPast).toMatchObject({ content: [], totalElements: 7, totalPages: 2 });
    });

    it('clamps out-of-range sizes and pages, and says what it used', async () => {
      const zero = (await list('?size=0')).json();
      expect(zero).toMatchObject({ size: 1, totalPages: 7, number: 0 });
      expect(zero.content).toHaveLength(1);
      const big = (await list('?size=1000')).json();
      expect(big).toMatchObject({ size: 100, totalPages: 1 });
      expect(big.content).toHaveLength(7);
      const negative = (await list('?page=-1&size=-5')).json();
      expect(negative).toMatchObject({ number: 0, size: 1 });
      expect((await list('?page=&size=')).json()).toMatchObject({ number: 0, size: 5 });
      // The wizard's load (spec 1 §9): page 0, size 100.
      expect((await list('?page=0&size=100')).json().content).toHaveLength(7);
    });

    it('rejects page and size that are not whole numbers', async () => {
      expectError(await list('?page=abc'), 400, 'VALIDATION_ERROR', 'page must be a whole number.');
      expectError(await list('?page=1.5'), 400, 'VALIDATION_ERROR', 'page must be a whole number.');
      expectError(await list('?size=ten'), 400, 'VALIDATION_ERROR', 'size must be a whole number.');
      expectError(await list('?size=1e3'), 400, 'VALIDATION_ERROR', 'size must be a whole number.');
      expectError(await list('?page=1&page=2'), 400, 'VALIDATION_ERROR', 'page must be a whole number.');
    });

    it('counts saved ads per campaign, never unsaved AI previews', async () => {
      const c = await createCampaign(t2, h, { name: 'With ads' });
      await createAd(t2, h, { campaignId: c.id });
      await createAd(t2, h, { campaignId: c.id });
      await seedPreviewAd(t2, uid, c.id);
      const row = (await list()).json().content[0];
      expect(row).toMatchObject({ id: c.id, adCount: 2, totalAds: 2 });
      expect((await t2.app.inject({ method: 'GET', url: `/api/campaigns/${c.id}`, headers: h })).json().adCount).toBe(2);
    });
  });

  describe('update', () => {
    it('edits name, budget and status as the edit dialog sends them', async () => {
      const c = await createCampaign(t, headers, { dailyBudget: 50 });
      t.clock.advance(60_000);
      const res = await put(c.id, { name: 'Renamed', budget: 75.25, status: 'ACTIVE' });
      expect(res.statusCode).toBe(200);
      const updated = res.json();
      expect(updated).toMatchObject({
        id: c.id,
        name: 'Renamed',
        budget: 75.25,
        dailyBudget: 75.25,
        status: 'ACTIVE',
        objective: 'CONVERSIONS',
      });
      expect(updated.createdDate).toBe(c.createdDate);
      expect(Date.parse(updated.updatedDate)).toBeGreaterThan(Date.parse(c.createdDate));
      expect((await get(`/api/campaigns/${c.id}`)).json()).toEqual(updated);
    });

    it('lets any status be chosen freely (no transition rules)', async () => {
      const c = await createCampaign(t, headers);
      for (const status of ['COMPLETED', 'DRAFT', 'FAILED', 'ACTIVE', 'PAUSED', 'DRAFT']) {
        expect((await put(c.id, { status })).json().status).toBe(status);
      }
    });

    it('sets the budget of the budget type, and switching type keeps only the new one', async () => {
      const c = await createCampaign(t, headers, { budgetType: 'LIFETIME', totalBudget: 1000 });
      expect((await put(c.id, { budget: '2500.50' })).json()).toMatchObject({ totalBudget: 2500.5, dailyBudget: null, budget: 2500.5 });
      const switched = (await put(c.id, { budgetType: 'DAILY', budget: 40 })).json();
      expect(switched).toMatchObject({ budgetType: 'DAILY', dailyBudget: 40, totalBudget: null, budget: 40 });
      const noBudget = (await put(c.id, { budgetType: 'LIFETIME' })).json();
      expect(noBudget).toMatchObject({ budgetType: 'LIFETIME', dailyBudget: null, totalBudget: null, budget: null });
      expect((await put(c.id, { totalBudget: 300 })).json().budget).toBe(300);
      expect((await put(c.id, { budget: null })).json().budget).toBeNull();
    });

    it('accepts the other create fields and leaves absent ones as they are', async () => {
      const c = await createCampaign(t, headers, {
        targetAudience: 'Students',
        startDate: '2025-01-01',
        endDate: '2025-01-31',
        dailyBudget: 10,
      });
      const res = (await put(c.id, { objective: 'TRAFFIC', targetAudience: 'Parents', endDate: '2025-02-28' })).json();
      expect(res).toMatchObject({
        name: c.name,
        objective: 'TRAFFIC',
        targetAudience: 'Parents',
        startDate: '2025-01-01',
        endDate: '2025-02-28',
        budget: 10,
      });
      expect((await put(c.id, {})).json()).toMatchObject({ objective: 'TRAFFIC', targetAudience: 'Parents', budget: 10 });
      expect((await put(c.id, { targetAudience: null, startDate: null })).json()).toMatchObject({ targetAudience: null, startDate: null });
    });

    it('checks the end date against the stored start date', async () => {
      const c = await createCampaign(t, headers, { startDate: '2025-06-10' });
      expectError(await put(c.id, { endDate: '2025-06-01' }), 400, 'VALIDATION_ERROR', 'End date must be after start date');
      expectError(
        await put(c.id, { startDate: '2025-06-20', endDate: '2025-06-15' }),
        400,
        'VALIDATION_ERROR',
        'End date must be after start date',
      );
      expect((await get(`/api/campaigns/${c.id}`)).json().endDate).toBeNull();
    });

    it("answers the edit dialog's messages", async () => {
      const c = await createCampaign(t, headers);
      expectError(await put(c.id, { name: '' }), 400, 'VALIDATION_ERROR', 'Name is required');
      expectError(await put(c.id, { name: '  ' }), 400, 'VALIDATION_ERROR', 'Name is required');
      expectError(await put(c.id, { name: null }), 400, 'VALIDATION_ERROR', 'Name is required');
      expectError(await put(c.id, { status: '' }), 400, 'VALIDATION_ERROR', 'Status is required');
      expectError(
        await put(c.id, { status: 'ARCHIVED' }),
        400,
        'VALIDATION_ERROR',
        'Status must be one of: DRAFT, ACTIVE, PAUSED, COMPLETED, FAILED.',
      );
      expectError(await put(c.id, { budget: 0 }), 400, 'VALIDATION_ERROR', 'Budget must be at least 1.');
      expectError(await put(c.id, { budget: 'abc' }), 400, 'VALIDATION_ERROR', 'Budget must be a number.');
      expectError(await put(c.id, { budget: 12.345 }), 400, 'VALIDATION_ERROR', 'Budget must have at most 2 decimal places.');
      expectError(await put(c.id, { objective: 'FAME' }), 400, 'VALIDATION_ERROR', `Campaign objective must be one of: ${objectivesList}.`);
      expect((await get(`/api/campaigns/${c.id}`)).json()).toEqual(c);
    });
  });

  describe('delete', () => {
    it('deletes the campaign with its ads and their contents, and nothing else', async () => {
      const doomed = await createCampaign(t, headers, { name: 'Doomed' });
      const kept = await createCampaign(t, headers, { name: 'Kept' });
      const doomedAds = [await createAd(t, headers, { campaignId: doomed.id }), await createAd(t, headers, { campaignId: doomed.id })];
      await seedContents(t, doomedAds[0]!.id, 3);
      const preview = await seedPreviewAd(t, userId, doomed.id);
      const keptAd = await createAd(t, headers, { campaignId: kept.id });
      const loose = await createAd(t, headers);

      const res = await t.app.inject({ method: 'DELETE', url: `/api/campaigns/${doomed.id}`, headers });
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');

      expectError(await get(`/api/campaigns/${doomed.id}`), 404, 'NOT_FOUND', 'Campaign not found.');
      for (const ad of doomedAds) expectError(await get(`/api/ads/${ad.id}`), 404, 'NOT_FOUND', 'Ad not found.');
      expectError(await get(`/api/ads/${preview}`), 404, 'NOT_FOUND');
      const contents = await queryRows<{ n: number }>(
        t,
        sql`select count(*)::int as n from ${adContents} where ad_id = ${doomedAds[0]!.id}`,
      );
      expect(contents[0]?.n).toBe(0);
      const left = await queryRows<{ n: number }>(t, sql`select count(*)::int as n from ${ads} where campaign_id = ${doomed.id}`);
      expect(left[0]?.n).toBe(0);

      expect((await get(`/api/ads/${keptAd.id}`)).statusCode).toBe(200);
      expect((await get(`/api/ads/${loose.id}`)).statusCode).toBe(200);
      expect((await get(`/api/campaigns/${kept.id}`)).json().adCount).toBe(1);
      expectError(
        await t.app.inject({ method: 'DELETE', url: `/api/campaigns/${doomed.id}`, headers }),
        404,
        'NOT_FOUND',
        'Campaign not found.',
      );
    });
  });

  describe('ids in the path', () => {
    it('answers 400 for ids that are not positive whole numbers and 404 for ids that cannot exist', async () => {
      const send = (method: 'GET' | 'PUT' | 'DELETE', id: string) =>
        t.app.inject({ method, url: `/api/campaigns/${id}`, headers, payload: method === 'PUT' ? { name: 'X' } : undefined });
      for (const id of ['abc', '-1', '0', '1.5', '1e3', '%20', '0x10']) {
        for (const method of ['GET', 'PUT', 'DELETE'] as const) {
          expectError(await send(method, id), 400, 'VALIDATION_ERROR', 'The id must be a positive whole number.');
        }
      }
      for (const id of ['99999999999', '2147483648', '99999999999999999999999', '2147483647']) {
        for (const method of ['GET', 'PUT', 'DELETE'] as const) {
          expectError(await send(method, id), 404, 'NOT_FOUND', 'Campaign not found.');
        }
      }
    });
  });
});
