/**
 * The ad copy of `extractedContent` (spec 1 §7): whatever the wizard got back from extraction, as
 * reference ads for the provider. Accepts a string, an item or a list of either. An item's primary
 * text is its first non-blank `body`, `snapshot.body` (a string, or `{ text }` as the Ad Library API
 * sends it) or `text` — the same fields the spec's success rule reads; its `headline`, `description`
 * and `callToAction` (issue 8: "when known") come along, so they inform the headlines and
 * descriptions written. An item without any of these is left out; repeats count once.
 */
import type { ExtractedCopy } from '../../providers/ai/types.ts';

const MAX_ITEMS = 10;
const MAX_CHARS = 2000;
const MAX_FIELD_CHARS = 500;

const textOf = (value: unknown): string | undefined => {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && typeof (value as { text?: unknown }).text === 'string') return (value as { text: string }).text;
  return undefined;
};

/** Trimmed, without NUL characters, at most `max` characters; blank is undefined. */
const tidy = (value: unknown, max: number): string | undefined => {
  const text = textOf(value)?.replaceAll('\u0000', '').trim().slice(0, max);
  return text ? text : undefined;
};

function copyOf(item: unknown): ExtractedCopy | undefined {
  if (typeof item === 'string') {
    const body = tidy(item, MAX_CHARS);
    return body ? { body } : undefined;
  }
  if (!item || typeof item !== 'object') return undefined;
  const o = item as Record<string, unknown>;
  const snapshot = o.snapshot && typeof o.snapshot === 'object' ? (o.snapshot as Record<string, unknown>) : undefined;
  const body = [o.body, snapshot?.body, o.text].map((v) => tidy(v, MAX_CHARS)).find((t) => t !== undefined) ?? '';
  const copy: ExtractedCopy = { body };
  const headline = tidy(o.headline, MAX_FIELD_CHARS);
  const description = tidy(o.description, MAX_FIELD_CHARS);
  const callToAction = tidy(o.callToAction, 40);
  if (headline) copy.headline = headline;
  if (description) copy.description = description;
  if (callToAction) copy.callToAction = callToAction;
  return body || headline || description ? copy : undefined;
}

export function extractedCopies(value: unknown): ExtractedCopy[] {
  const items = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  const copies: ExtractedCopy[] = [];
  const seen = new Set<string>();
  for (const item of items.slice(0, MAX_ITEMS * 5)) {
    const copy = copyOf(item);
    if (!copy) continue;
    const key = `${copy.body}\u0000${copy.headline ?? ''}\u0000${copy.description ?? ''}`;
    if (seen.has(key)) continue;
    seen.add(key);
    copies.push(copy);
    if (copies.length === MAX_ITEMS) break;
  }
  return copies;
}
