/** Text for SVG: escaping for XML, and greedy line wrapping by an estimated glyph width. */

export const escapeXml = (text: string): string =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch] ?? ch);

/**
 * Average advance of DejaVu Sans Bold as a fraction of the font size; a little generous so that a
 * line estimated to fit does fit (Vietnamese stacked diacritics do not widen glyphs).
 */
export const BOLD_CHAR_WIDTH = 0.64;

/** Words into lines of at most `maxChars`; a word longer than a line is split. */
export function wrapWords(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    let rest = word;
    while (Array.from(rest).length > maxChars) {
      if (line) lines.push(line);
      lines.push(Array.from(rest).slice(0, maxChars).join(''));
      rest = Array.from(rest).slice(maxChars).join('');
      line = '';
    }
    const candidate = line ? `${line} ${rest}` : rest;
    if (Array.from(candidate).length <= maxChars) line = candidate;
    else {
      lines.push(line);
      line = rest;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** The largest font size (stepping down) at which `text` wraps into at most `maxLines` within `width`. */
export function fitText(
  text: string,
  width: number,
  maxSize: number,
  minSize: number,
  maxLines: number,
): { size: number; lines: string[] } {
  for (let size = maxSize; size >= minSize; size -= 2) {
    const lines = wrapWords(text, Math.max(1, Math.floor(width / (size * BOLD_CHAR_WIDTH))));
    if (lines.length <= maxLines) return { size, lines };
  }
  const lines = wrapWords(text, Math.max(1, Math.floor(width / (minSize * BOLD_CHAR_WIDTH))));
  return { size: minSize, lines: lines.slice(0, maxLines) };
}
