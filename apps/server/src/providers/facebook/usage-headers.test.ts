/** The usage headers of Graph answers as Meta sends them (shapes of Meta's rate-limiting page), read into waits. */
import { describe, expect, it } from 'vitest';
import { accountInPath, waitsAfterAnswer } from './account-gate.ts';
import { announcedWaitMs, highestUsagePct, parseUsageHeaders, slowDownMs } from './usage-headers.ts';

const headers = (h: Record<string, string>) => new Headers(h);

// As an ads-management answer of a Standard-tier app carries them.
const BUC = JSON.stringify({
  '100000001': [
    {
      type: 'ads_management',
      call_count: 28,
      total_cputime: 12,
      total_time: 90,
      estimated_time_to_regain_access: 0,
      ads_api_access_tier: 'standard_access',
    },
  ],
});
const AD_ACCOUNT = '{"acc_id_util_pct":9.67,"reset_time_duration":0,"ads_api_access_tier":"standard_access"}';
const INSIGHTS = '{"app_id_util_pct":0,"acc_id_util_pct":4,"ads_api_access_tier":"standard_access"}';

describe('parseUsageHeaders', () => {
  it('reads the three headers of one answer', () => {
    expect(
      parseUsageHeaders(
        headers({ 'x-business-use-case-usage': BUC, 'x-ad-account-usage': AD_ACCOUNT, 'x-fb-ads-insights-throttle': INSIGHTS }),
      ),
    ).toEqual({
      businessUseCases: { '100000001': { pct: 90, regainMinutes: 0 } },
      adAccount: { pct: 9.67, resetSeconds: 0 },
      insights: { appPct: 0, accountPct: 4 },
    });
  });

  it('keeps the highest use case of an object and its longest announced wait', () => {
    const report = parseUsageHeaders(
      headers({
        'x-business-use-case-usage': JSON.stringify({
          '42': [
            { type: 'ads_insights', call_count: 50, total_cputime: 10, total_time: 20, estimated_time_to_regain_access: 3 },
            { type: 'ads_management', call_count: 100, total_cputime: 40, total_time: 60, estimated_time_to_regain_access: 7 },
          ],
        }),
      }),
    );
    expect(report.businessUseCases).toEqual({ '42': { pct: 100, regainMinutes: 7 } });
    expect(announcedWaitMs(report)).toBe(7 * 60_000);
  });

  it('ignores absent, malformed and nonsensical values (absent is not zero usage, but nothing to wait for)', () => {
    expect(parseUsageHeaders(headers({}))).toEqual({ businessUseCases: {} });
    expect(parseUsageHeaders(headers({ 'x-business-use-case-usage': 'not json', 'x-ad-account-usage': '[1,2]' }))).toEqual({
      businessUseCases: {},
    });
    const odd = parseUsageHeaders(headers({ 'x-ad-account-usage': '{"acc_id_util_pct":"-5","reset_time_duration":"abc"}' }));
    expect(odd.adAccount).toEqual({ pct: 0, resetSeconds: 0 });
  });
});

describe('slowDownMs: how long the next call of the account waits', () => {
  const at = (h: Record<string, string>) => slowDownMs(parseUsageHeaders(headers(h)));

  it('nothing below 85 % of every limit', () => {
    expect(at({ 'x-ad-account-usage': '{"acc_id_util_pct":84.9,"reset_time_duration":120}' })).toBe(0);
    expect(highestUsagePct(parseUsageHeaders(headers({ 'x-fb-ads-insights-throttle': INSIGHTS })))).toBe(4);
  });

  it('the time Facebook announces: reset_time_duration in seconds, estimated_time_to_regain_access in minutes', () => {
    expect(at({ 'x-ad-account-usage': '{"acc_id_util_pct":90,"reset_time_duration":150}' })).toBe(150_000);
    expect(
      at({
        'x-business-use-case-usage': '{"7":[{"type":"ads_management","call_count":100,"estimated_time_to_regain_access":4}]}',
      }),
    ).toBe(240_000);
  });

  it('without an announced time: 2 minutes from 85 %, 10 minutes from 95 %', () => {
    expect(at({ 'x-business-use-case-usage': BUC })).toBe(120_000);
    expect(at({ 'x-fb-ads-insights-throttle': '{"app_id_util_pct":96,"acc_id_util_pct":10}' })).toBe(600_000);
    expect(at({ 'x-ad-account-usage': '{"acc_id_util_pct":85,"reset_time_duration":0}' })).toBe(120_000);
  });
});

describe('waitsAfterAnswer', () => {
  const report = (h: Record<string, string>) => parseUsageHeaders(headers(h));

  it('a throttling error blocks the account of the call for the announced time, else 5 minutes', () => {
    expect(waitsAfterAnswer(report({}), '55', 17)).toEqual(new Map([['55', 300_000]]));
    expect(waitsAfterAnswer(report({}), '55', 80004)).toEqual(new Map([['55', 300_000]]));
    expect(waitsAfterAnswer(report({ 'x-ad-account-usage': '{"acc_id_util_pct":100,"reset_time_duration":30}' }), '55', 613)).toEqual(
      new Map([['55', 30_000]]),
    );
    expect(waitsAfterAnswer(report({}), '55', 100)).toEqual(new Map());
  });

  it('each business object the header names above 85 % waits too, by its own entry', () => {
    const waits = waitsAfterAnswer(
      report({
        'x-business-use-case-usage': JSON.stringify({
          '11': [{ type: 'ads_management', call_count: 97, estimated_time_to_regain_access: 0 }],
          '12': [{ type: 'ads_management', call_count: 10, estimated_time_to_regain_access: 0 }],
        }),
      }),
      undefined,
    );
    expect(waits).toEqual(new Map([['11', 600_000]]));
  });
});

describe('accountInPath', () => {
  it.each([
    ['/act_100000001/insights', '100000001'],
    ['https://graph.facebook.com/v27.0/act_42/ads?limit=500&after=QVFI', '42'],
    ['/act_42', '42'],
    ['/120210000000001', undefined],
    ['/me/adaccounts', undefined],
    ['/search?q=act_1', undefined],
  ])('%s → %s', (path, account) => {
    expect(accountInPath(path)).toBe(account);
  });
});
