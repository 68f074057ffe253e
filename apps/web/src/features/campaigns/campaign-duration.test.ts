/** The Duration card: calendar days with both ends counted, or what is known. */
import { describe, expect, it } from 'vitest';
import { campaignDuration } from './campaign-duration.ts';

describe('campaign duration', () => {
  it('counts the days from start to end, both included', () => {
    expect(campaignDuration('2025-06-01', '2025-06-30')).toEqual({ value: '30 days', detail: 'Jun 1, 2025 – Jun 30, 2025' });
    expect(campaignDuration('2025-06-01', '2025-06-01').value).toBe('1 day');
    // Across a daylight-saving change and a leap day.
    expect(campaignDuration('2024-02-28', '2024-03-31').value).toBe('33 days');
  });

  it('says what is known without both dates', () => {
    expect(campaignDuration('2025-06-01', null)).toEqual({ value: 'Ongoing', detail: 'From Jun 1, 2025, no end date' });
    expect(campaignDuration(null, '2025-06-30').value).toBe('Until end date');
    expect(campaignDuration(null, null).value).toBe('Not scheduled');
  });
});
