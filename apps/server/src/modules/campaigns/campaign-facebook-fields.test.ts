/** The campaign fields some objectives need to publish (pixel and event, app, catalog): stored, edited, cleared, checked. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, type Headers } from '../../../test/helpers/ads-fixtures.ts';
import { createTestAppWithUser, type TestApp } from '../../../test/helpers/test-app.ts';

let t: TestApp;
let headers: Headers;
beforeAll(async () => {
  ({ t, headers } = await createTestAppWithUser());
});
afterAll(() => t.close());

const post = (payload: object) => t.app.inject({ method: 'POST', url: '/api/campaigns', headers, payload });

describe('campaign publishing fields', () => {
  it('a Conversions campaign keeps its pixel and event; an edit changes or clears them', async () => {
    const created = await post({
      name: 'Checkout',
      objective: 'CONVERSIONS',
      dailyBudget: 20,
      pixelId: '123456',
      conversionEvent: 'PURCHASE',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ pixelId: '123456', conversionEvent: 'PURCHASE', appId: null, fbCampaignId: null });
    const id = created.json().id;
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/campaigns/${id}`,
      headers,
      payload: { conversionEvent: 'LEAD', pixelId: '' },
    });
    expect(edited.json()).toMatchObject({ pixelId: null, conversionEvent: 'LEAD' });
    const untouched = await t.app.inject({ method: 'PUT', url: `/api/campaigns/${id}`, headers, payload: { name: 'Checkout 2' } });
    expect(untouched.json()).toMatchObject({ conversionEvent: 'LEAD' });
  });

  it('refuses ids that are not digits, unknown events and store URLs that are not https', async () => {
    expectError(
      await post({ name: 'x', objective: 'CONVERSIONS', pixelId: 'abc' }),
      400,
      'VALIDATION_ERROR',
      'Pixel ID must be a Facebook id (digits).',
    );
    expect((await post({ name: 'x', objective: 'CONVERSIONS', conversionEvent: 'BUY' })).statusCode).toBe(400);
    expectError(
      await post({ name: 'x', objective: 'APP_INSTALLS', appStoreUrl: 'http://apps.example/1' }),
      400,
      'VALIDATION_ERROR',
      'App store URL must start with https://.',
    );
  });
});
