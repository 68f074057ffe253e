/** The optimization center's numbers and its 'Why this?' lines, on hand-worked values. */
import { describe, expect, it } from 'vitest';
import { namedNumbers, statisticText, windowText } from './evidence-text.ts';
import { expiryText } from './expiry.ts';
import { formatChange, formatConfidence, formatPercent, humanizeKey } from './optimization-format.ts';
import { suggestedSchedule, toScheduledFor } from './schedule-time.ts';

const now = new Date('2026-11-24T10:00:00Z');
const inHours = (h: number) => new Date(now.getTime() + h * 3_600_000).toISOString();

describe('expiry warning', () => {
  it("reads 'in N hours' under 24 hours and 'in N days' up to 48 hours, nothing later", () => {
    expect(expiryText(inHours(23), now)).toBe('in 23 hours');
    expect(expiryText(inHours(23.9), now)).toBe('in 23 hours');
    expect(expiryText(inHours(24), now)).toBe('in 1 days');
    expect(expiryText(inHours(47), now)).toBe('in 2 days');
    expect(expiryText(inHours(48), now)).toBe('in 2 days');
    expect(expiryText(inHours(49), now)).toBeNull();
  });

  it("keeps the spec's words for the last hours ('in 1 hours'), and says nothing once expired", () => {
    expect(expiryText(inHours(0.5), now)).toBe('in 1 hours');
    expect(expiryText(inHours(1.2), now)).toBe('in 1 hours');
    expect(expiryText(inHours(-1), now)).toBeNull();
  });
});

describe('numbers', () => {
  it('writes changes with their sign, confidence as a whole percent', () => {
    expect(formatChange(12.5)).toBe('+12.5%');
    expect(formatChange(-8)).toBe('-8%');
    expect(formatChange(0)).toBe('0%');
    expect(formatChange(0.04)).toBe('0%');
    expect(formatChange(null)).toBe('—');
    expect(formatConfidence(0.853)).toBe('85%');
    expect(formatPercent(200 / 3)).toBe('66.7%');
  });

  it('names evidence keys in words', () => {
    expect(humanizeKey('expectedConversions')).toBe('Expected conversions');
    expect(humanizeKey('min_spend')).toBe('Min spend');
  });
});

describe("'Why this?' lines", () => {
  it('give the window, the statistics with their intervals and the named numbers', () => {
    expect(windowText({ since: '2026-11-01', until: '2026-11-21', days: 21 })).toBe('Nov 1, 2026 – Nov 21, 2026 (21 days)');
    expect(statisticText({ name: 'ROI, percent', method: 'gamma_posterior', value: 12.5, lower: -3.125, upper: 20.4, level: 0.9 })).toBe(
      'ROI, percent: 12.5; 90% interval -3.13 to 20.4 (Gamma posterior)',
    );
    expect(
      statisticText({ name: 'P(ROI below -20 %)', method: 'beta_posterior', value: 0.9731, lower: null, upper: null, level: null }),
    ).toBe('P(ROI below -20 %): 0.9731 (Beta posterior)');
    expect(namedNumbers({ spend: 1234.5, expectedConversions: 6.25 })).toEqual(['Spend: 1,234.5', 'Expected conversions: 6.25']);
  });
});

describe('schedule time', () => {
  const at = new Date(2026, 10, 24, 10, 0);
  it('turns the local date and time into an instant, only in the future', () => {
    expect(toScheduledFor('2026-11-25', '09:30', at)).toEqual({ ok: true, scheduledFor: new Date(2026, 10, 25, 9, 30).toISOString() });
    expect(toScheduledFor('2026-11-24', '10:00', at)).toEqual({ ok: false, error: 'Choose a date and time in the future.' });
    expect(toScheduledFor('2026-11-24', '', at)).toEqual({ ok: false, error: 'Choose a date and a time.' });
  });

  it('suggests tomorrow at 09:00', () => {
    expect(suggestedSchedule(at)).toEqual({ date: '2026-11-25', time: '09:00' });
  });
});
