import { describe, expect, it } from 'vitest';
import { isDue, nextDueDay, nextMonth } from './frequency.ts';

describe('when the engine is due (calendar days in the user zone)', () => {
  it('never run: due', () => {
    expect(isDue('monthly', null, '2026-06-15')).toBe(true);
  });

  it('daily: the day after the last run', () => {
    expect(isDue('daily', '2026-06-15', '2026-06-15')).toBe(false);
    expect(isDue('daily', '2026-06-14', '2026-06-15')).toBe(true);
    expect(isDue('daily', '2026-06-01', '2026-06-15')).toBe(true);
  });

  it('weekly: 7 days after', () => {
    expect(nextDueDay('weekly', '2026-06-08')).toBe('2026-06-15');
    expect(isDue('weekly', '2026-06-09', '2026-06-15')).toBe(false);
    expect(isDue('weekly', '2026-06-08', '2026-06-15')).toBe(true);
  });

  it('monthly: the same day next month, or its last day when it has none', () => {
    expect(nextMonth('2026-05-15')).toBe('2026-06-15');
    expect(nextMonth('2026-01-31')).toBe('2026-02-28');
    expect(nextMonth('2028-01-31')).toBe('2028-02-29');
    expect(nextMonth('2026-12-20')).toBe('2027-01-20');
    expect(isDue('monthly', '2026-05-16', '2026-06-15')).toBe(false);
    expect(isDue('monthly', '2026-05-15', '2026-06-15')).toBe(true);
  });
});
