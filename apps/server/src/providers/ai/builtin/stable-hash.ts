/** A small stable string hash (FNV-1a, 32-bit) for deterministic template and design choices. */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (const ch of text) {
    hash ^= ch.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
