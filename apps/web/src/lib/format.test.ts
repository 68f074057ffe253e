/** Currency, abbreviations and dates as the spec shows them. */
import { describe, expect, it } from 'vitest';
import { formatCompactNumber, formatCurrency, formatCurrencyCents, formatDateTimeVi, formatShortDate } from './format.ts';

describe('formatCurrency', () => {
  it('shows USD with no decimals', () => {
    expect(formatCurrency(1234.5)).toBe('$1,235');
    expect(formatCurrency(0)).toBe('$0');
    expect(formatCurrency(50)).toBe('$50');
    expect(formatCurrency(2_000_000)).toBe('$2,000,000');
  });

  it('shows spend to the cent', () => {
    expect(formatCurrencyCents(1234.5)).toBe('$1,234.50');
    expect(formatCurrencyCents(0.1)).toBe('$0.10');
  });
});

describe('formatCompactNumber', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1K'],
    [1500, '1.5K'],
    [12_340, '12.3K'],
    [999_949, '999.9K'],
    [999_999, '1M'],
    [1_000_000, '1M'],
    [2_450_000, '2.5M'],
    [-1500, '-1.5K'],
  ])('%d → %s', (value, text) => {
    expect(formatCompactNumber(value)).toBe(text);
  });
});

describe('formatShortDate', () => {
  it("reads 'Nov 22, 2026'", () => {
    expect(formatShortDate('2026-11-22')).toBe('Nov 22, 2026');
    expect(formatShortDate(new Date(2026, 0, 5, 23, 59))).toBe('Jan 5, 2026');
    expect(formatShortDate('2026-11-22T12:00:00Z')).toBe('Nov 22, 2026');
  });

  it('shows a dash for a missing or broken date', () => {
    expect(formatShortDate(null)).toBe('—');
    expect(formatShortDate(undefined)).toBe('—');
    expect(formatShortDate('not a date')).toBe('—');
  });
});

describe('formatDateTimeVi', () => {
  it('puts time first and day before month', () => {
    expect(formatDateTimeVi(new Date(2026, 10, 22, 14, 3, 9))).toBe('14:03:09 22/11/2026');
  });
});
