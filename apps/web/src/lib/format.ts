/**
 * Display formatting shared by every screen: USD with no decimals (or to the cent for spend), K/M abbreviations, the short
 * 'Nov 22, 2026' date, and the Vietnamese date-time of the notification history (spec 1 §9, spec 2 §9).
 */

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 0, maximumFractionDigits: 0 });

/** '$1,235' for 1234.5. Callers decide what an absent amount reads ('N/A' on cards). */
export const formatCurrency = (value: number) => usd.format(value);

const usdCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** '$1,234.50' for 1234.5: money spent, to the cent. */
export const formatCurrencyCents = (value: number) => usdCents.format(value);

const trimZero = (n: number) => n.toFixed(1).replace(/\.0$/, '');

/** 999 → '999', 1500 → '1.5K', 2000000 → '2M'; K from 1,000 and M from 1,000,000. */
export function formatCompactNumber(value: number): string {
  const abs = Math.abs(value);
  const sign = value < 0 ? '-' : '';
  // 999,950 would round to '1000K'; it reads better as the next unit up.
  if (abs >= 1_000_000 || Number(trimZero(abs / 1000)) >= 1000) return `${sign}${trimZero(abs / 1_000_000)}M`;
  if (abs >= 1000) return `${sign}${trimZero(abs / 1000)}K`;
  return `${value}`;
}

const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** A calendar date ('2026-11-22') means that day wherever the browser is, not UTC midnight. */
function toDate(value: string | number | Date): Date {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const [y, m, d] = value.split('-').map(Number);
    return new Date(y, m - 1, d);
  }
  return new Date(value);
}

/** 'Nov 22, 2026'; '—' when there is no usable date. */
export function formatShortDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? '—' : shortDate.format(date);
}

/** Date and time in the Vietnamese locale, as the notification history shows it. */
export const formatDateTimeVi = (value: string | number | Date) => new Date(value).toLocaleString('vi-VN');
