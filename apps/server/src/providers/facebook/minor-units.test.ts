import { describe, expect, it } from 'vitest';
import { fromMinorUnits, toMinorUnits } from './minor-units.ts';

describe('minor units', () => {
  it('USD and EUR budgets are cents', () => {
    expect(toMinorUnits('12.5', 'USD')).toBe(1250);
    expect(toMinorUnits('1234567.89', 'usd')).toBe(123456789);
    expect(toMinorUnits('20', 'EUR')).toBe(2000);
  });
  it('zero-decimal currencies are whole units, rounded half up', () => {
    expect(toMinorUnits('150000', 'VND')).toBe(150000);
    expect(toMinorUnits('99.5', 'JPY')).toBe(100);
    expect(toMinorUnits('99.49', 'JPY')).toBe(99);
  });
  it('refuses text that is not an amount', () => {
    expect(() => toMinorUnits('1e3', 'USD')).toThrow(RangeError);
  });
  it('reads minor units back exactly', () => {
    expect(fromMinorUnits(1250, 'USD')).toBe('12.50');
    expect(fromMinorUnits(7, 'USD')).toBe('0.07');
    expect(fromMinorUnits(150000, 'VND')).toBe('150000');
  });
});
