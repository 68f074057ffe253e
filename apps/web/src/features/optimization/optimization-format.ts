/**
 * How the optimization center writes its numbers: relative changes with their sign ('+12.5%'), confidence
 * as a whole percent ('85%'), rates from the API ('66.7%'), and '—' for what the server leaves null.
 */
export const DASH = '—';

const oneDecimal = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 1 });

/** A relative change in percent: 12.5 → '+12.5%', -8 → '-8%', 0 → '0%'. */
export function formatChange(value: number | null): string {
  if (value === null) return DASH;
  const text = `${oneDecimal(value)}%`;
  return value > 0 && text !== '0%' ? `+${text}` : text;
}

/** A percent without a sign: 66.666 → '66.7%'. */
export const formatPercent = (value: number | null) => (value === null ? DASH : `${oneDecimal(value)}%`);

/** Confidence 0–1 as a whole percent: 0.853 → '85%'. */
export const formatConfidence = (confidence: number) => `${Math.round(confidence * 100)}%`;

/** A number of the evidence: thousands separated, small numbers to 4 decimals, others to 2. */
export function formatEvidenceNumber(value: number): string {
  const digits = Math.abs(value) < 1 ? 4 : 2;
  return value.toLocaleString('en-US', { maximumFractionDigits: digits });
}

/** 'expectedConversions' or 'min_spend' → 'Expected conversions', 'Min spend'. */
export function humanizeKey(key: string): string {
  const words = key
    .replaceAll(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replaceAll('_', ' ')
    .trim()
    .toLowerCase();
  return words ? words[0].toUpperCase() + words.slice(1) : key;
}

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
/** 'Nov 25, 2026, 9:30 AM' in the browser's time zone. */
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));
