/**
 * The ad copy of `extractedContent` (spec 1 §7): whatever the wizard got back from extraction, as
 * plain texts for the provider. Accepts a string, an item or a list of either; an item's text is its
 * first non-blank `body`, `snapshot.body` (a string, or `{ text }` as the Ad Library API sends it) or
 * `text` — the same fields the spec's success rule reads.
 */
const MAX_ITEMS = 10;
const MAX_CHARS = 2000;

const textOf = (value: unknown): string | undefined => {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && typeof (value as { text?: unknown }).text === 'string') return (value as { text: string }).text;
  return undefined;
};

function itemText(item: unknown): string | undefined {
  if (typeof item === 'string') return item;
  if (!item || typeof item !== 'object') return undefined;
  const o = item as Record<string, unknown>;
  const snapshot = o.snapshot && typeof o.snapshot === 'object' ? (o.snapshot as Record<string, unknown>) : undefined;
  return [textOf(o.body), textOf(snapshot?.body), textOf(o.text)].find((t) => t !== undefined && t.trim() !== '');
}

export function extractedTexts(value: unknown): string[] {
  const items = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  const texts: string[] = [];
  for (const item of items.slice(0, MAX_ITEMS * 5)) {
    const text = itemText(item)?.replaceAll('\u0000', '').trim().slice(0, MAX_CHARS);
    if (text && !texts.includes(text)) texts.push(text);
    if (texts.length === MAX_ITEMS) break;
  }
  return texts;
}
