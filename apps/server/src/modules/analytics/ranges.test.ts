/** Time ranges as calendar days in the user's time zone: edges at midnight, DST, leap days. */
import { describe, expect, it } from 'vitest';
import { dayIn } from '../../lib/calendar.ts';
import {
  analyticsRange,
  comparisonPeriod,
  currentPeriod,
  eachDay,
  overlapDays,
  parseDateSpan,
  periodInstants,
  previousPeriod,
  weekStart,
  yearBefore,
} from './ranges.ts';

describe('analytics ranges', () => {
  it('7d is the last 7 days up to today, compared with the 7 before', () => {
    expect(analyticsRange('7d', '2026-11-24')).toEqual({
      timeRange: '7d',
      since: '2026-11-18',
      until: '2026-11-24',
      days: 7,
      previous: { since: '2026-11-11', until: '2026-11-17' },
    });
  });

  it('counts 29 February as a day: 30d up to 1 March 2028 starts on 1 February, in 2027 on 31 January', () => {
    expect(analyticsRange('30d', '2028-03-01')).toMatchObject({
      since: '2028-02-01',
      previous: { since: '2028-01-02', until: '2028-01-31' },
    });
    expect(analyticsRange('30d', '2027-03-01')).toMatchObject({
      since: '2027-01-31',
      previous: { since: '2027-01-01', until: '2027-01-30' },
    });
    expect(analyticsRange('7d', '2028-03-02')).toMatchObject({ since: '2028-02-25' });
  });

  it('1y is 365 days, in a leap year too, and the year before is 365 days as well', () => {
    expect(analyticsRange('1y', '2028-12-31')).toMatchObject({
      since: '2028-01-02',
      previous: { since: '2027-01-02', until: '2028-01-01' },
    });
  });

  it("today turns at the user's midnight, not UTC's", () => {
    const tz = 'Asia/Ho_Chi_Minh'; // UTC+7
    expect(analyticsRange('7d', dayIn(tz, new Date('2026-11-24T16:59:59Z'))).until).toBe('2026-11-24');
    expect(analyticsRange('7d', dayIn(tz, new Date('2026-11-24T17:00:00Z'))).until).toBe('2026-11-25');
    expect(analyticsRange('7d', dayIn('UTC', new Date('2026-11-24T17:00:00Z'))).until).toBe('2026-11-24');
  });

  it('a period covers its time zone midnights, 23 hours on the day clocks go forward', () => {
    expect(periodInstants({ since: '2026-11-18', until: '2026-11-24' }, 'Asia/Ho_Chi_Minh')).toEqual({
      start: new Date('2026-11-17T17:00:00Z'),
      end: new Date('2026-11-24T17:00:00Z'),
    });
    // Los Angeles moves from UTC−8 to UTC−7 on Sunday 8 March 2026.
    const { start, end } = periodInstants({ since: '2026-03-08', until: '2026-03-08' }, 'America/Los_Angeles');
    expect(start).toEqual(new Date('2026-03-08T08:00:00Z'));
    expect(end).toEqual(new Date('2026-03-09T07:00:00Z'));
    expect((end.getTime() - start.getTime()) / 3_600_000).toBe(23);
  });

  it('compare periods: the one just before, the same days a year earlier, explicit spans', () => {
    expect(previousPeriod({ since: '2026-03-01', until: '2026-03-31' })).toEqual({ since: '2026-01-29', until: '2026-02-28' });
    expect(yearBefore({ since: '2028-02-29', until: '2028-03-06' })).toEqual({ since: '2027-02-28', until: '2027-03-06' });
    expect(yearBefore({ since: '2026-11-18', until: '2026-11-24' })).toEqual({ since: '2025-11-18', until: '2025-11-24' });
    expect(parseDateSpan('2026-01-01..2026-01-31')).toEqual({ since: '2026-01-01', until: '2026-01-31' });
  });

  it('a time range as the comparison is its N days ending the day before the current period starts', () => {
    const current = currentPeriod('30d', '2026-11-24');
    expect(current).toEqual({ since: '2026-10-26', until: '2026-11-24' });
    expect(comparisonPeriod('90d', current)).toEqual({ since: '2026-07-28', until: '2026-10-25' }); // 90 days
    expect(comparisonPeriod('30d', current)).toEqual(comparisonPeriod('previous', current));
    expect(comparisonPeriod('7d', current)).toEqual({ since: '2026-10-19', until: '2026-10-25' });
    expect(comparisonPeriod('1y', { since: '2028-03-01', until: '2028-03-01' })).toEqual({ since: '2027-03-02', until: '2028-02-29' }); // 365 days
    expect(comparisonPeriod('year', current)).toEqual({ since: '2025-10-26', until: '2025-11-24' });
    expect(comparisonPeriod('2026-01-01..2026-01-31', current)).toEqual({ since: '2026-01-01', until: '2026-01-31' });
  });

  it('overlap of two periods in days', () => {
    const range = { since: '2026-11-18', until: '2026-11-24' };
    expect(overlapDays({ since: '2026-11-20', until: '9999-12-31' }, range)).toBe(5);
    expect(overlapDays({ since: '2026-11-01', until: '2026-11-18' }, range)).toBe(1);
    expect(overlapDays({ since: '2026-11-25', until: '2026-12-01' }, range)).toBe(0);
  });

  it('every day of a period ends at the last day of year 9999 (it used to walk on forever: the next day sorts before it)', () => {
    expect(eachDay({ since: '9999-12-30', until: '9999-12-31' })).toEqual(['9999-12-30', '9999-12-31']);
    expect(eachDay({ since: '2026-03-01', until: '2026-02-28' })).toEqual([]);
  });

  it('weeks start on Monday', () => {
    expect(weekStart('2026-11-24')).toBe('2026-11-23'); // a Tuesday
    expect(weekStart('2026-11-23')).toBe('2026-11-23');
    expect(weekStart('2026-11-29')).toBe('2026-11-23'); // a Sunday
    expect(weekStart('2028-03-01')).toBe('2028-02-28'); // across 29 February
  });
});
