import { messages } from '@ads-creative/contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAd, expectError, type Headers, seedContents } from '../../../test/helpers/ads-fixtures.ts';
import { createTestApp, signUp, type TestApp } from '../../../test/helpers/test-app.ts';

describe('POST /api/ads/{id}/publish before Facebook is connected', () => {
  let t: TestApp;
  let headers: Headers;
  let other: Headers;
  beforeAll(async () => {
    t = await createTestApp();
    headers = (await signUp(t)).headers;
    other = (await signUp(t)).headers;
  });
  afterAll(() => t.close());

  const publish = (id: number | string, h = headers) => t.app.inject({ method: 'POST', url: `/api/ads/${id}/publish`, headers: h });

  it('refuses a draft without a selected content, then says Facebook is not connected once one is selected', async () => {
    const ad = await createAd(t, headers);
    expectError(await publish(ad.id), 400, 'VALIDATION_ERROR', messages.publishNeedsSelection);
    const [content] = await seedContents(t, ad.id, 2);
    await t.app.inject({ method: 'POST', url: `/api/ads/${ad.id}/select-content?contentId=${content!.id}`, headers });
    const res = await publish(ad.id);
    expectError(res, 400, 'VALIDATION_ERROR', messages.facebookNotConnected);
    const after = await t.app.inject({ method: 'GET', url: `/api/ads/${ad.id}`, headers });
    expect(after.json().status).toBe('DRAFT');
  });

  it('refuses an ad that is not a draft', async () => {
    const ad = await createAd(t, headers, { status: 'PAUSED' });
    expectError(await publish(ad.id), 400, 'VALIDATION_ERROR', messages.publishOnlyDraft);
  });

  it("answers 404 for another user's ad, a missing one and 400 for a bad id", async () => {
    const ad = await createAd(t, headers);
    expectError(await publish(ad.id, other), 404, 'NOT_FOUND');
    expectError(await publish(99999999), 404, 'NOT_FOUND');
    expect((await publish('abc')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: `/api/ads/${ad.id}/publish` })).statusCode).toBe(401);
  });
});
