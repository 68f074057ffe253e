/** When the weekly report is due (decision 162): from Monday 08:00 in the user's zone, once per Monday-to-Sunday week. */
import { describe, expect, it } from 'vitest';
import { reportPeriod, reportWeekDue } from './report-schedule.ts';

describe('the weekly report', () => {
  it('is due from Monday 08:00, for that week', () => {
    expect(reportWeekDue('2026-11-30', 7, null)).toBeNull(); // Monday 07:xx
    expect(reportWeekDue('2026-11-30', 8, null)).toBe('2026-11-30');
    expect(reportWeekDue('2026-11-30', 8, '2026-11-23')).toBe('2026-11-30');
  });

  it('is sent once a week: not again after it went, a missed Monday is caught up later that week', () => {
    expect(reportWeekDue('2026-11-30', 23, '2026-11-30')).toBeNull();
    expect(reportWeekDue('2026-12-06', 3, '2026-11-30')).toBeNull(); // Sunday of the same week
    expect(reportWeekDue('2026-12-02', 0, '2026-11-16')).toBe('2026-11-30'); // Wednesday, the server was down on Monday
  });

  it('covers the seven days before its Monday', () => {
    expect(reportPeriod('2026-11-30')).toEqual({ since: '2026-11-23', until: '2026-11-29' });
    expect(reportPeriod('2028-03-06')).toEqual({ since: '2028-02-28', until: '2028-03-05' }); // across 29 February
  });
});
