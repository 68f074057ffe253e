/**
 * Money to USD (docs/decisions/092-analytics-money.md): stored amounts are in the ad account's
 * currency; the API answers USD. Rates come from ANALYTICS_USD_RATES as units of a currency per
 * 1 USD (the way published yearly-average tables give them, e.g. {"EUR": 0.92, "VND": 25400});
 * USD is always 1. A currency without a rate is not converted: its amounts are left out of sums
 * and named in the answer's `unconvertedCurrencies`.
 */

/** Currency code → units per 1 USD. */
export type UsdRates = Readonly<Record<string, number>>;

/** The configured rates with USD = 1 added. */
export function usdRates(configured: UsdRates): UsdRates {
  return { ...configured, USD: 1 };
}

/** `amount` of `currency` in USD (unrounded), or null when the currency has no rate. */
export function toUsd(amount: number, currency: string, rates: UsdRates): number | null {
  const rate = rates[currency];
  return rate ? amount / rate : null;
}

/** The currencies of `present` that have no rate, sorted. */
export function unconverted(present: Iterable<string>, rates: UsdRates): string[] {
  return [...new Set(present)].filter((c) => !rates[c]).sort();
}
