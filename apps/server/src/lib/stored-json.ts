/**
 * A JSON object kept as sent in a jsonb column (the dashboard and analytics configurations): what
 * PostgreSQL's jsonb cannot take is refused here with the caller's words, not by a 500 from the
 * database: deep nesting (its parser's stack), NUL characters and unpaired surrogates in strings or
 * keys, and more bytes of JSON than the caller allows.
 */
import { AppError } from './errors.ts';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export interface StoredJsonRules {
  maxBytes: number;
  maxDepth: number;
  messages: { tooLarge: string; tooDeep: string; badText: string };
}

function assertStorable(value: unknown, rules: StoredJsonRules, depth = 0): void {
  if (depth > rules.maxDepth) throw new AppError('VALIDATION_ERROR', rules.messages.tooDeep);
  const badText = (s: string) => s.includes('\u0000') || LONE_SURROGATE.test(s);
  if (typeof value === 'string') {
    if (badText(value)) throw new AppError('VALIDATION_ERROR', rules.messages.badText);
  } else if (Array.isArray(value)) {
    for (const item of value) assertStorable(item, rules, depth + 1);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (badText(key)) throw new AppError('VALIDATION_ERROR', rules.messages.badText);
      assertStorable(item, rules, depth + 1);
    }
  }
}

/** Throws the rule's 400 or 413 when `value` cannot be stored as it is. */
export function assertStorableJson(value: unknown, rules: StoredJsonRules): void {
  // Depth first: its walk stops at the limit, while JSON.stringify of a very deep value overflows the stack.
  assertStorable(value, rules);
  if (Buffer.byteLength(JSON.stringify(value)) > rules.maxBytes) throw new AppError('PAYLOAD_TOO_LARGE', rules.messages.tooLarge);
}
