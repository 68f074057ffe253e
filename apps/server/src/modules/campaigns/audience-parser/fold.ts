/**
 * Text folded for matching: lower case, Vietnamese tone and vowel marks removed, đ → d, one character for
 * one character, so an index in the folded text is the same index in the original ("Hà Nội" → "ha noi").
 * Users write with diacritics or without; the reader matches the folded text and keeps the original words.
 */
export function fold(text: string): string {
  let out = '';
  for (const ch of text) {
    const lower = ch.toLowerCase();
    const base = lower === 'đ' ? 'd' : lower.normalize('NFD').replace(/\p{M}+/gu, '');
    // A character whose fold is not exactly one code unit (rare: 'İ', astral symbols) stays as it was.
    out += base.length === ch.length ? base : ch.length === 1 ? ' ' : ch;
  }
  return out;
}

/** The original's text between two indices, with the spacing tidied ("  Hà   Nội " → "Hà Nội"). */
export const sliceOf = (text: string, start: number, end: number) => text.slice(start, end).replace(/\s+/g, ' ').trim();

/** A span the reader has read (age, gender, place…): later readers leave it alone. */
export interface Span {
  start: number;
  end: number;
}

/** The folded text with the spans blanked out (same length, so indices still hold). */
export function blank(folded: string, spans: readonly Span[]): string {
  let out = folded;
  for (const s of spans) out = out.slice(0, s.start) + ' '.repeat(s.end - s.start) + out.slice(s.end);
  return out;
}
