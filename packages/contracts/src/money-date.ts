/**
 * Input rules shared by the campaign and ad payloads: money (exact, at most 2 decimals), calendar
 * dates, bounded text and media URLs. Money leaves the parser as a decimal string so that it reaches
 * the database's numeric column without passing through float arithmetic.
 */
import { z } from 'zod';
import { boundedDay } from './day-bounds.ts';

/** Spec 1 §5, §9: budget inputs have minimum 1. */
export const MIN_BUDGET = 1;
/** A sanity ceiling far above any real Facebook budget; fits numeric(14,2). */
export const MAX_BUDGET = 1_000_000_000;

const DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * A budget: a JSON number or a numeric string, ≥ 1, ≤ MAX_BUDGET, at most 2 decimals.
 * '' and null clear it. Produces the exact decimal text (e.g. '1234567.89').
 */
export const moneyInput = (label: string) => {
  const notNumber = `${label} must be a number.`;
  return z.union([z.number(), z.string(), z.null()], { error: notNumber }).transform((v, ctx): string | null => {
    if (v === null) return null;
    const text = typeof v === 'number' ? String(v) : v.trim();
    if (text === '') return null;
    const value = typeof v === 'number' ? v : DECIMAL.test(text) ? Number(text) : Number.NaN;
    if (Number.isNaN(value)) {
      ctx.addIssue({ code: 'custom', message: notNumber });
      return z.NEVER;
    }
    if (value < MIN_BUDGET) {
      ctx.addIssue({ code: 'custom', message: `${label} must be at least ${MIN_BUDGET}.` });
      return z.NEVER;
    }
    // Infinity (e.g. JSON 1e309) lands here too.
    if (value > MAX_BUDGET) {
      ctx.addIssue({ code: 'custom', message: `${label} must be at most ${MAX_BUDGET.toLocaleString('en-US')}.` });
      return z.NEVER;
    }
    // Within [1, 1e9] String(number) never uses exponent notation, so DECIMAL applies to both forms.
    const [whole, fraction = ''] = text.split('.');
    if (!DECIMAL.test(text) || fraction.length > 2) {
      ctx.addIssue({ code: 'custom', message: `${label} must have at most 2 decimal places.` });
      return z.NEVER;
    }
    return fraction ? `${BigInt(whole)}.${fraction}` : `${BigInt(whole)}`;
  });
};

/** A calendar date 'YYYY-MM-DD' within the days the API takes (day-bounds.ts); '' and null clear it. */
export const dateInput = (invalid: string, outOfRange: string) =>
  z.union([boundedDay(invalid, outOfRange), z.literal(''), z.null()], { error: invalid }).transform((v) => v || null);

/** Removes NUL characters, which PostgreSQL text cannot hold. */
const noNul = (s: string) => s.replaceAll(String.fromCharCode(0), '');

/** A required, trimmed, bounded line of text. */
export const requiredText = (required: string, max: number, tooLong: string) =>
  z.string({ error: required }).transform(noNul).pipe(z.string().trim().min(1, required).max(max, tooLong));

/** Optional text: '' and null clear it; `invalid` answers a value that is not text. */
export const optionalText = (max: number, tooLong: string, invalid: string) =>
  z
    .union([z.string(), z.null()], { error: invalid })
    .transform((v) => (v === null ? null : noNul(v).trim() || null))
    .refine((v) => v === null || v.length <= max, tooLong);

/** An http(s) URL or a path on this server (uploads); '' and null clear it. */
export const mediaUrlInput = (message: string) =>
  optionalText(2048, message, message).refine((v) => v === null || /^(https?:\/\/[^\s]+|\/[^\s]*)$/i.test(v), message);

/** An enum that says "required" when missing and lists the choices when wrong. */
export const enumInput = <const T extends readonly [string, ...string[]]>(values: T, required: string, label: string) =>
  z.enum(values, {
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === '' ? required : `${label} must be one of: ${values.join(', ')}.`,
  });
