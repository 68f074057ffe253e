/** The days the API takes from a client (packages/contracts/src/day-bounds.ts, decision 165). */
import {
  boundedDateTime,
  boundedDay,
  boundedPeriod,
  FIRST_DAY,
  isCalendarDay,
  LAST_DAY,
  periodProblem,
} from '@ads-creative/contracts/day-bounds';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

const messageOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message ?? null;

describe('bounded days', () => {
  it('knows a calendar day from text that only looks like one', () => {
    for (const day of ['2024-02-29', '2000-01-01', '9999-12-31', '0001-01-01']) expect(isCalendarDay(day)).toBe(true);
    for (const day of ['2025-02-29', '2026-13-01', '+010000-01-01', '2026-1-01', '', '2026-01-01T00:00:00Z'])
      expect(isCalendarDay(day)).toBe(false);
  });

  it('a day: a calendar day from 2000-01-01 to 2099-12-31, else the invalid or the out-of-range message', () => {
    const day = boundedDay('invalid', 'out of range');
    expect(day.parse(FIRST_DAY)).toBe(FIRST_DAY);
    expect(day.parse(LAST_DAY)).toBe(LAST_DAY);
    for (const v of ['1999-12-31', '2100-01-01', '0001-01-01', '9999-12-31', '0000-01-01']) expect(messageOf(day, v)).toBe('out of range');
    for (const v of ['+010000-01-01', '2026-02-30', 'tomorrow', 20260101]) expect(messageOf(day, v)).toBe('invalid');
  });

  it('a date-time: its day as written is bounded', () => {
    const at = boundedDateTime('invalid', 'out of range');
    expect(at.parse('2099-12-31T23:59:59-12:00')).toBe('2099-12-31T23:59:59-12:00');
    expect(messageOf(at, '9999-12-31T23:59:59Z')).toBe('out of range');
    expect(messageOf(at, '1999-12-31T23:59:59+14:00')).toBe('out of range');
    expect(messageOf(at, '+010000-01-01T00:00:00Z')).toBe('invalid');
  });

  it('a period: two bounded days in order, at most maxDays', () => {
    expect(periodProblem('2026-01-01..2026-01-07', 7)).toBeNull();
    expect(periodProblem('2026-01-01..2026-01-08', 7)).toBe('tooLong');
    expect(periodProblem('2026-01-02..2026-01-01', 7)).toBe('reversed');
    expect(periodProblem('9999-12-31..9999-12-31', 7)).toBe('outOfRange');
    expect(periodProblem('0001-01-01..0003-12-31', 2000)).toBe('outOfRange');
    expect(periodProblem('2099-12-31..+010000-01-01', 7)).toBe('invalid');
    const period = boundedPeriod({ invalid: 'invalid', outOfRange: 'out of range' }, 7);
    expect(messageOf(period, '1999-12-31..2000-01-01')).toBe('out of range');
    expect(messageOf(period, '2026-01-01..2026-01-31')).toBe('invalid');
  });

  it('the OpenAPI document carries the bounds: a pattern of years 20xx, a description, and date-period for periods', () => {
    const json = (schema: z.ZodType) =>
      z.toJSONSchema(schema, { io: 'input' }) as { format?: string; pattern: string; description: string };
    const day = json(boundedDay('a', 'b'));
    expect(day).toMatchObject({ format: 'date', description: expect.stringContaining('from 2000-01-01 to 2099-12-31') });
    expect(new RegExp(day.pattern).test('2099-12-31')).toBe(true);
    expect(new RegExp(day.pattern).test('1999-12-31')).toBe(false);
    expect(json(boundedDateTime('a', 'b'))).toMatchObject({ format: 'date-time', pattern: expect.stringMatching(/^\^20/) });
    const period = json(boundedPeriod({ invalid: 'a', outOfRange: 'b' }, 7));
    expect(period.format).toBe('date-period');
    expect(new RegExp(period.pattern).test('2026-01-01..2026-01-07')).toBe(true);
    expect(new RegExp(period.pattern).test('9999-12-31..9999-12-31')).toBe(false);
  });
});
