/**
 * Budgets travel to Facebook as integers in the account currency's minor units: 100 per unit for
 * USD and EUR, 1 for zero-decimal currencies (JPY, VND, …). Our budgets are exact decimal text
 * with at most two decimals, so the conversion is done on digits, never on floats.
 */

/** Facebook's currencies with offset 1 (Marketing API "currencies" reference). */
export const ZERO_DECIMAL_CURRENCIES = new Set(['CLP', 'COP', 'CRC', 'HUF', 'IDR', 'ISK', 'JPY', 'KRW', 'PYG', 'TWD', 'VND']);

export function currencyOffset(currency: string): 1 | 100 {
  return ZERO_DECIMAL_CURRENCIES.has(currency.toUpperCase()) ? 1 : 100;
}

/** '12.5' USD → 1250; '150000' VND → 150000; '99.5' JPY → 100 (half up: a zero-decimal currency has no cents). */
export function toMinorUnits(amount: string, currency: string): number {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!match) throw new RangeError(`not a money amount: ${amount}`);
  const cents = BigInt(match[1] ?? '0') * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
  if (currencyOffset(currency) === 100) return Number(cents);
  return Number((cents + 50n) / 100n);
}

/** Minor units → a decimal amount in the currency's major unit, as exact text ('12.50', '150000'). */
export function fromMinorUnits(minor: number, currency: string): string {
  if (currencyOffset(currency) === 1) return String(minor);
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
