/**
 * Every date a client sends is bounded to 2000-01-01..2099-12-31 (docs/decisions/165-bounded-dates.md):
 * the compare period that never answered (a day-by-day loop compared dates as text, and the day after
 * 9999-12-31 sorts before it) and the one that answered 500 from the database are 400s, answered at once;
 * campaign dates and a scheduled apply time are bounded the same way.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCampaign, expectError, type Headers } from './helpers/ads-fixtures.ts';
import { createTestApp, signUp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let headers: Headers;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.advance(Date.parse('2026-06-15T10:00:00Z') - t.clock.now().getTime());
  ({ headers } = await signUp(t));
});
afterAll(() => t.close());

const compare = (query: string) => t.app.inject({ method: 'GET', url: `/api/analytics/compare?${query}`, headers });
/** The answer and how long it took: a bounded request is refused before any work, well under a second. */
async function timed(request: () => Promise<Awaited<ReturnType<typeof compare>>>) {
  const started = performance.now();
  const res = await request();
  return { res, ms: performance.now() - started };
}

describe('GET /api/analytics/compare takes periods from 2000-01-01 to 2099-12-31', () => {
  it('the last day of year 9999 is a 400 at once, not a request that never answers', async () => {
    const { res, ms } = await timed(() => compare('current=9999-12-31..9999-12-31&comparison=previous'));
    expectError(res, 400, 'VALIDATION_ERROR', 'current must be a period between 2000-01-01 and 2099-12-31.');
    expect(ms).toBeLessThan(1_000);
  });

  it('years 1 to 3 are a 400, not a 500 from the database', async () => {
    const { res, ms } = await timed(() => compare('current=0001-01-01..0003-12-31'));
    expectError(res, 400, 'VALIDATION_ERROR', 'current must be a period between 2000-01-01 and 2099-12-31.');
    expect(ms).toBeLessThan(1_000);
  });

  it('an explicit comparison outside the bounds is a 400 naming comparison; a day that does not exist keeps its message', async () => {
    for (const comparison of ['1999-12-31..2000-01-01', '2099-12-31..2100-01-01', '9999-12-31..9999-12-31']) {
      expectError(
        await compare(`current=30d&comparison=${comparison}`),
        400,
        'VALIDATION_ERROR',
        'comparison must be a period between 2000-01-01 and 2099-12-31.',
      );
    }
    expectError(
      await compare('current=2099-12-31..%2B010000-01-01'),
      400,
      'VALIDATION_ERROR',
      'current must be one of 7d, 30d, 90d, 1y or a period YYYY-MM-DD..YYYY-MM-DD.',
    );
  });

  it('periods at the edges answer, and a comparison derived from them may reach before 2000', async () => {
    const first = await compare('current=2000-01-01..2000-01-31&comparison=year');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().comparison).toMatchObject({ since: '1999-01-01', until: '1999-01-31', days: 31 });
    const last = await compare('current=2099-12-01..2099-12-31&comparison=2099-12-31..2099-12-31');
    expect(last.statusCode, last.body).toBe(200);
    expect(last.json().current).toMatchObject({ since: '2099-12-01', until: '2099-12-31', days: 31 });
    expect(last.json().comparison).toMatchObject({ since: '2099-12-31', until: '2099-12-31', days: 1 });
  });
});

describe('campaign dates and a scheduled apply time are bounded the same way', () => {
  const post = (body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/campaigns', headers, payload: { name: 'Dates', objective: 'REACH', ...body } });

  it('a start or end date outside 2000-01-01..2099-12-31 is a 400 with its message; the edges are kept', async () => {
    for (const startDate of ['1999-12-31', '1900-01-01', '0000-01-01', '2100-01-01', '9999-12-31']) {
      expectError(await post({ startDate }), 400, 'VALIDATION_ERROR', 'Start date must be between 2000-01-01 and 2099-12-31.');
    }
    expectError(await post({ endDate: '9999-12-31' }), 400, 'VALIDATION_ERROR', 'End date must be between 2000-01-01 and 2099-12-31.');
    const edges = await createCampaign(t, headers, { startDate: '2000-01-01', endDate: '2099-12-31' });
    expect(edges).toMatchObject({ startDate: '2000-01-01', endDate: '2099-12-31' });
    const update = await t.app.inject({ method: 'PUT', url: `/api/campaigns/${edges.id}`, headers, payload: { endDate: '2100-01-01' } });
    expectError(update, 400, 'VALIDATION_ERROR', 'End date must be between 2000-01-01 and 2099-12-31.');
  });

  it('a scheduled apply time on a day past 2099 is a 400 before the recommendation is looked at', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/optimization/recommendations/1/schedule',
      headers,
      payload: { scheduledFor: '9999-12-31T23:59:59Z' },
    });
    expectError(res, 400, 'VALIDATION_ERROR', 'scheduledFor must be between 2000-01-01 and 2099-12-31.');
  });
});
