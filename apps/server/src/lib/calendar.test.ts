/** Day arithmetic: a walk over days counts them, so it ends at the edges of what 'YYYY-MM-DD' can write. */
import { describe, expect, it } from 'vitest';
import { addDays, eachDayOf, MAX_DAYS_IN_A_LOOP } from './calendar.ts';

describe('eachDayOf', () => {
  it('lists every day of a period, both ends included, across a leap day', () => {
    expect(eachDayOf('2028-02-27', '2028-03-01')).toEqual(['2028-02-27', '2028-02-28', '2028-02-29', '2028-03-01']);
    expect(eachDayOf('2026-05-04', '2026-05-04')).toEqual(['2026-05-04']);
    expect(eachDayOf('2026-05-04', '2026-05-03')).toEqual([]);
  });

  it('ends at the last day of year 9999, whose next day sorts before it as text', () => {
    // The text comparison that used to end the walk never held: the next day is written differently.
    expect(addDays('9999-12-31', 1) < '9999-12-31').toBe(true);
    expect(eachDayOf('9999-12-30', '9999-12-31')).toEqual(['9999-12-30', '9999-12-31']);
    expect(eachDayOf('0001-01-01', '0001-01-03')).toEqual(['0001-01-01', '0001-01-02', '0001-01-03']);
  });

  it('refuses a walk longer than its bound, or between texts that are not days, instead of filling the memory', () => {
    expect(eachDayOf('2000-01-01', '2099-12-31')).toHaveLength(36_525);
    expect(() => eachDayOf('2000-01-01', '+010000-01-01')).toThrow(RangeError);
    expect(() => eachDayOf('2000-01-01', addDays('2000-01-01', MAX_DAYS_IN_A_LOOP))).toThrow(RangeError);
    expect(eachDayOf('2000-01-01', addDays('2000-01-01', MAX_DAYS_IN_A_LOOP - 1))).toHaveLength(MAX_DAYS_IN_A_LOOP);
    expect(() => eachDayOf('2026-01-01', 'not a day')).toThrow(RangeError);
  });
});
