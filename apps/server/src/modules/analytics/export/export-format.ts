/** How the PDF shows a cell: counts '12,345', USD '$1,234.50', rates '2.35%', no value '—' (docs/analytics.md). */
import type { Cell } from './export-tables.ts';

export const NO_VALUE = '—';

const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const twoDecimals = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function formatCell(cell: Cell): string {
  const { value, kind } = cell;
  if (value === null || value === '') return kind === 'text' ? '' : NO_VALUE;
  if (typeof value === 'string') return value;
  if (kind === 'money') return usd.format(value);
  if (kind === 'percent') return `${twoDecimals.format(value)}%`;
  return whole.format(value);
}

/** A growth badge: '+12.50%' (spec 2 §9 puts a plus sign on positive rates), '-3.00%', or '—'. */
export function formatGrowth(growth: number | null): string {
  if (growth === null) return NO_VALUE;
  return `${growth > 0 ? '+' : ''}${twoDecimals.format(growth)}%`;
}

/** An axis label: 950, 12K, 1.5M (spec 2 §9: K from 1,000 and M from 1,000,000); '$' before money. */
export function formatAxis(value: number, money: boolean): string {
  const abs = Math.abs(value);
  const short =
    abs >= 1_000_000
      ? `${trim(value / 1_000_000)}M`
      : abs >= 1_000
        ? `${trim(value / 1_000)}K`
        : money && abs < 10
          ? trim(value)
          : whole.format(value);
  return money ? `$${short}` : short;
}

const trim = (x: number) => String(Number(x.toFixed(1)));
