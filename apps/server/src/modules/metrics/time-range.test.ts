import { describe, expect, it } from 'vitest';
import { addDays, dayIn } from '../../lib/calendar.ts';
import { rangeDays } from './time-range.ts';

describe('time ranges', () => {
  it('is the last N whole days up to today', () => {
    expect(rangeDays('7d', '2026-11-24')).toEqual({ since: '2026-11-18', until: '2026-11-24' });
    expect(rangeDays('30d', '2026-03-01')).toEqual({ since: '2026-01-31', until: '2026-03-01' });
    // 2028 has 366 days: the last 365 start on 2 January.
    expect(rangeDays('1y', '2028-12-31')).toEqual({ since: '2028-01-02', until: '2028-12-31' });
  });
  it('today depends on the time zone', () => {
    const at = new Date('2026-11-24T20:30:00Z');
    expect(dayIn('UTC', at)).toBe('2026-11-24');
    expect(dayIn('Asia/Ho_Chi_Minh', at)).toBe('2026-11-25');
    expect(dayIn('America/Los_Angeles', new Date('2026-11-24T07:59:00Z'))).toBe('2026-11-23');
  });
  it('adds days across a leap day', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
  });
});
