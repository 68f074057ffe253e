/** The currency the campaign form's budget labels name (decision 181). */
import { describe, expect, it } from 'vitest';
import { budgetCurrency, formatBudget } from './budget-currency.ts';

const accounts = [
  { id: '100000001', currency: 'USD' },
  { id: '100000002', currency: 'VND' },
];

describe('budgetCurrency', () => {
  it("is the campaign's own account's, else the default account's, else the spec's USD", () => {
    expect(budgetCurrency('100000002', accounts, { currency: 'USD' })).toBe('VND');
    expect(budgetCurrency('', accounts, { currency: 'VND' })).toBe('VND');
    expect(budgetCurrency(null, undefined, null)).toBe('USD');
    // An account the list has not brought yet is not taken for the default's.
    expect(budgetCurrency('100000009', accounts, { currency: 'VND' })).toBe('USD');
  });
});

describe('formatBudget', () => {
  it('writes USD as every screen does, other currencies with their sign, no decimals', () => {
    expect(formatBudget(50, 'USD')).toBe('$50');
    expect(formatBudget(500_000, 'VND')).toBe('₫500,000');
    expect(formatBudget(1234.5, 'EUR')).toBe('€1,235');
  });
});
