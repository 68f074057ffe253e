/** GET|PUT /api/optimization/settings over HTTP: defaults, saving, the contract's 400 messages, one user's settings per user. */
import { DEFAULT_OPTIMIZATION_SETTINGS } from '@ads-creative/contracts/optimization';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, type Headers } from '../helpers/ads-fixtures.ts';
import { createTestApp, signUp, type TestApp } from '../helpers/test-app.ts';

const spec = { frequency: 'weekly', minConfidence: 0.85, autoAccept: true, excludedTypes: ['AD_SCHEDULING', 'CAMPAIGN_PAUSE'] };

describe('optimization settings', () => {
  let t: TestApp;
  let a: Headers;
  let b: Headers;
  beforeAll(async () => {
    t = await createTestApp();
    a = (await signUp(t)).headers;
    b = (await signUp(t)).headers;
  });
  afterAll(() => t?.close());

  const get = (headers: Headers) => t.app.inject({ method: 'GET', url: '/api/optimization/settings', headers });
  const put = (headers: Headers, payload: unknown) =>
    t.app.inject({ method: 'PUT', url: '/api/optimization/settings', headers, payload: payload as object });

  it('answers the spec defaults before anything is saved: daily, 0.7, no auto-accept, nothing excluded, ROI target 0, 20 % steps', async () => {
    const res = await get(a);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ...DEFAULT_OPTIMIZATION_SETTINGS,
      frequency: 'daily',
      minConfidence: 0.7,
      autoAccept: false,
      excludedTypes: [],
      targetRoi: 0,
      maxBudgetStepPercent: 20,
    });
  });

  it('saves the four fields, keeps the extensions when not sent, and drops duplicate excluded types', async () => {
    const res = await put(a, { ...spec, excludedTypes: [...spec.excludedTypes, 'AD_SCHEDULING'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ...spec, targetRoi: 0, maxBudgetStepPercent: 20 });
    expect((await get(a)).json()).toEqual({ ...spec, targetRoi: 0, maxBudgetStepPercent: 20 });
    const ext = await put(a, { ...spec, targetRoi: 25, maxBudgetStepPercent: 10 });
    expect(ext.json()).toMatchObject({ targetRoi: 25, maxBudgetStepPercent: 10 });
    expect((await put(a, spec)).json()).toMatchObject({ targetRoi: 25, maxBudgetStepPercent: 10 });
  });

  it("leaves another user's settings alone", async () => {
    expect((await get(b)).json()).toMatchObject({ frequency: 'daily', minConfidence: 0.7, excludedTypes: [] });
  });

  it("answers 400 with the contract's words for bad values", async () => {
    expectError(
      await put(a, { ...spec, minConfidence: 0.72 }),
      400,
      'VALIDATION_ERROR',
      'minConfidence must be between 0.5 and 1 in steps of 0.05.',
    );
    expectError(
      await put(a, { ...spec, minConfidence: 0.45 }),
      400,
      'VALIDATION_ERROR',
      'minConfidence must be between 0.5 and 1 in steps of 0.05.',
    );
    expectError(
      await put(a, { ...spec, frequency: 'hourly' }),
      400,
      'VALIDATION_ERROR',
      'frequency must be one of daily, weekly, monthly.',
    );
    expectError(
      await put(a, { ...spec, maxBudgetStepPercent: 50 }),
      400,
      'VALIDATION_ERROR',
      'maxBudgetStepPercent must be a number from 1 to 20.',
    );
    expect((await get(a)).json()).toMatchObject({ frequency: 'weekly', minConfidence: 0.85 });
  });
});
