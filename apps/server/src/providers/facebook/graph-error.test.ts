import { describe, expect, it } from 'vitest';
import { announcedWaitMinutes, classifyGraphError } from './graph-error.ts';

const headers = (h: Record<string, string>) => new Headers(h);

describe('classifyGraphError', () => {
  it('190 asks to reconnect', () => {
    expect(classifyGraphError({ code: 190, message: 'Error validating access token' }).kind).toBe('reconnect');
  });

  it.each([4, 17, 32, 613, 80000, 80004, 80014])('%i is rate limiting, with the announced wait', (code) => {
    const e = classifyGraphError({ code, message: 'User request limit reached' }, 12);
    expect(e).toEqual({
      kind: 'rate_limited',
      message: 'Facebook is rate limiting this account, try again in 12 minutes',
      retryAfterMinutes: 12,
    });
  });

  it('a throttle without a header waits the default 5 minutes', () => {
    expect(classifyGraphError({ code: 17 }).message).toBe('Facebook is rate limiting this account, try again in 5 minutes');
  });

  it("prefers Facebook's message for people, and names the field of a 100", () => {
    expect(classifyGraphError({ code: 100, error_subcode: 1885272, error_user_msg: 'Your budget is too low.' }).message).toBe(
      'Your budget is too low.',
    );
    expect(classifyGraphError({ code: 100, message: '(#100) param daily_budget must be a number' }).message).toContain('daily_budget');
  });

  it('a code just outside the throttling range (80015) is not rate limiting', () => {
    expect(classifyGraphError({ code: 80015, message: 'x' }).kind).toBe('other');
  });
});

describe('announcedWaitMinutes', () => {
  it('reads the longest estimated_time_to_regain_access of the business use case header', () => {
    const h = headers({
      'x-business-use-case-usage': JSON.stringify({
        '123': [
          { type: 'ads_management', call_count: 100, estimated_time_to_regain_access: 7 },
          { type: 'ads_insights', call_count: 50, estimated_time_to_regain_access: 3 },
        ],
      }),
    });
    expect(announcedWaitMinutes(h)).toBe(7);
  });

  it('reads reset_time_duration (seconds) of the ad account header, rounded up to minutes', () => {
    expect(announcedWaitMinutes(headers({ 'x-ad-account-usage': '{"acc_id_util_pct":100,"reset_time_duration":90}' }))).toBe(2);
  });

  it('ignores missing, zero and malformed headers', () => {
    expect(announcedWaitMinutes(headers({}))).toBeUndefined();
    expect(announcedWaitMinutes(headers({ 'x-business-use-case-usage': 'not json' }))).toBeUndefined();
    expect(announcedWaitMinutes(headers({ 'x-business-use-case-usage': '{"1":[{"estimated_time_to_regain_access":0}]}' }))).toBeUndefined();
  });
});
