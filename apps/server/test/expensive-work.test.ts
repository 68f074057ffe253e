/**
 * Expensive work cannot starve other users (issue 15, decision 169), through HTTP. One user's exports,
 * comparisons and engine runs in flight are capped: with the user's slots held (the same slots the
 * routes use), one more answers 429 in the error shape with Retry-After while another user is served,
 * and the user is served again once the slots free. A window of exports answers 429 past its points.
 */
import { messages } from '@ads-creative/contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createExpensiveWork, type ExpensiveWork } from '../src/plugins/expensive-work.ts';
import { EXPENSIVE_WORK, type ExpensiveWorkKind } from '../src/plugins/expensive-work-limits.ts';
import { createRateLimiter } from '../src/plugins/rate-limit.ts';
import { expectError } from './helpers/ads-fixtures.ts';
import { createTestApp, signUp, type TestApp } from './helpers/test-app.ts';

type Signed = Awaited<ReturnType<typeof signUp>>;

const routes: { kind: ExpensiveWorkKind; method: 'GET' | 'POST'; url: string; busy: string }[] = [
  { kind: 'export', method: 'GET', url: '/api/analytics/export/all?format=pdf&timeRange=1y', busy: messages.exportsStillRunning },
  { kind: 'export', method: 'GET', url: '/api/optimization/export?format=xlsx', busy: messages.exportsStillRunning },
  { kind: 'compare', method: 'GET', url: '/api/analytics/compare?current=30d&comparison=previous', busy: messages.comparisonsStillRunning },
  { kind: 'refresh', method: 'POST', url: '/api/optimization/recommendations/refresh', busy: messages.refreshStillRunning },
];

describe('one user’s expensive calls in flight', () => {
  let t: TestApp;
  let work: ExpensiveWork;
  let a: Signed;
  let b: Signed;

  beforeAll(async () => {
    // The window is another test's: off here, so only the cap in flight refuses.
    work = createExpensiveWork(createRateLimiter({ disabled: true }));
    t = await createTestApp({ deps: { expensiveWork: work } });
    a = await signUp(t);
    b = await signUp(t);
  });
  afterAll(() => t.close());

  /** Takes every slot of the user for `kind` until the answer is called. */
  function holdSlots(kind: ExpensiveWorkKind, userId: number) {
    let open = () => {};
    const gate = new Promise<void>((r) => {
      open = r;
    });
    const held = Array.from({ length: EXPENSIVE_WORK[kind].concurrent }, () => work.run(kind, userId, () => gate));
    return async () => {
      open();
      await Promise.all(held);
    };
  }

  it.each(routes)('$method $url: one more than the cap answers 429 with Retry-After, another user is served', async (route) => {
    const call = (user: Signed) => t.app.inject({ method: route.method, url: route.url, headers: user.headers });
    const release = holdSlots(route.kind, a.user.id);
    try {
      const refused = await call(a);
      expectError(refused, 429, 'RATE_LIMITED', route.busy);
      expect(refused.headers['retry-after']).toBe(String(EXPENSIVE_WORK[route.kind].retryAfterSeconds));
      const other = await call(b);
      expect(other.statusCode, other.body).toBe(200);
    } finally {
      await release();
    }
    const again = await call(a);
    expect(again.statusCode, again.body).toBe(200);
  });
});

describe('a window of exports', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 429 with Retry-After past its points, counted per user', async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    const download = (user: Signed) =>
      t.app.inject({ method: 'GET', url: '/api/analytics/export/campaigns?format=csv', headers: user.headers });
    const { points, duration } = EXPENSIVE_WORK.export.window;
    for (let i = 0; i < points; i++) {
      const res = await download(a);
      expect(res.statusCode, `export ${i + 1}: ${res.body}`).toBe(200);
    }
    const refused = await download(a);
    expectError(refused, 429, 'RATE_LIMITED', messages.tooManyRequests);
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(duration);
    // The recommendations export draws on the same window.
    expectError(await t.app.inject({ method: 'GET', url: '/api/optimization/export?format=csv', headers: a.headers }), 429, 'RATE_LIMITED');
    expect((await download(b)).statusCode).toBe(200);
  });
});
