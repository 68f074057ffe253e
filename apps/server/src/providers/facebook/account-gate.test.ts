/** The per-account gate on a test clock: short blocks are waited out, long ones throw with resumesAt, accounts apart. */
import { describe, expect, it } from 'vitest';
import { createAccountGate, GraphThrottledError } from './account-gate.ts';

const T0 = Date.parse('2026-06-01T12:00:00Z');

function gate() {
  let now = T0;
  const slept: number[] = [];
  const g = createAccountGate({
    clock: () => new Date(now),
    sleep: async (ms) => {
      slept.push(ms);
      now += ms;
    },
  });
  return { g, slept, advance: (ms: number) => (now += ms), now: () => now };
}

const usage = (pct: number, resetSeconds = 0) =>
  new Headers({ 'x-ad-account-usage': JSON.stringify({ acc_id_util_pct: pct, reset_time_duration: resetSeconds }) });

describe('createAccountGate', () => {
  it('lets every call through while usage stays below 85 %', async () => {
    const { g, slept } = gate();
    expect(g.afterAnswer('1', usage(84))).toBeUndefined();
    await g.beforeCall('1');
    expect(slept).toEqual([]);
  });

  it('waits out a block of a few seconds before the next call of that account', async () => {
    const { g, slept, now } = gate();
    expect(g.afterAnswer('1', usage(90, 3))).toEqual(new Date(T0 + 3000));
    await g.beforeCall('1');
    expect(slept).toEqual([3000]);
    expect(now()).toBe(T0 + 3000);
    await g.beforeCall('1');
    expect(slept).toEqual([3000]);
  });

  it('a longer block throws with resumesAt, holds only that account, and ends on time', async () => {
    const { g, slept, advance } = gate();
    g.afterAnswer('1', usage(92)); // no announced time: 2 minutes' back-off
    const error = await g.beforeCall('1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GraphThrottledError);
    expect((error as GraphThrottledError).resumesAt).toEqual(new Date(T0 + 120_000));
    expect((error as GraphThrottledError).adAccountId).toBe('1');
    await g.beforeCall('2');
    advance(120_000);
    await g.beforeCall('1');
    expect(slept).toEqual([]);
  });

  it('a later, shorter announcement does not shorten a block', () => {
    const { g } = gate();
    g.afterAnswer('1', new Headers(), 17);
    g.afterAnswer('1', usage(90, 10));
    expect(g.blockedUntil('1')).toEqual(new Date(T0 + 300_000));
  });
});
