/**
 * Pulls the first JSON value out of a model's text answer: bare JSON, JSON in a ```json fence, or
 * JSON with prose around it. Returns undefined when there is none that parses.
 */

export function extractJson(text: string): unknown {
  const trimmed = text.trim();
  const direct = tryParse(trimmed);
  if (direct !== undefined) return direct;
  const fence = /```(?:json)?\s*([\s\S]*?)```/i.exec(trimmed);
  if (fence) {
    const fenced = tryParse(fence[1].trim());
    if (fenced !== undefined) return fenced;
  }
  for (let start = 0; start < trimmed.length; start++) {
    const ch = trimmed[start];
    if (ch !== '{' && ch !== '[') continue;
    const end = matchingClose(trimmed, start);
    if (end === -1) continue;
    const value = tryParse(trimmed.slice(start, end + 1));
    if (value !== undefined) return value;
  }
  return undefined;
}

function tryParse(text: string): unknown {
  if (!text || (text[0] !== '{' && text[0] !== '[')) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Index of the bracket closing the one at `start`, skipping brackets inside strings; -1 if none. */
function matchingClose(text: string, start: number): number {
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const ch = text[i];
    if (inString) {
      if (ch === '\\') i++;
      else if (ch === '"') inString = false;
      continue;
    }
    if (ch === '"') inString = true;
    else if (ch === '{' || ch === '[') depth++;
    else if (ch === '}' || ch === ']') {
      depth--;
      if (depth === 0) return i;
    }
  }
  return -1;
}
