/**
 * Whether a GIF is complete: walks its block structure (GIF89a spec) up to the trailer. libvips'
 * GIF decoder is lenient and quietly renders a cut-off file with missing or grey frames, so a
 * truncated GIF is caught here instead.
 */

/** Skips a run of data sub-blocks (size byte + data, ended by a zero size); returns the position after it, or -1 past the end. */
function skipSubBlocks(bytes: Buffer, pos: number): number {
  let at = pos;
  while (at < bytes.length) {
    const size = bytes[at]!;
    at += 1;
    if (size === 0) return at;
    at += size;
  }
  return -1;
}

const colourTableSize = (flags: number) => (flags & 0x80 ? 3 * 2 ** ((flags & 0x07) + 1) : 0);

export function isCompleteGif(bytes: Buffer): boolean {
  const signature = bytes.subarray(0, 6).toString('latin1');
  if (signature !== 'GIF87a' && signature !== 'GIF89a') return false;
  if (bytes.length < 13) return false;
  let pos = 13 + colourTableSize(bytes[10]!);
  while (pos < bytes.length) {
    const introducer = bytes[pos]!;
    if (introducer === 0x3b) return true; // trailer
    if (introducer === 0x21) {
      // extension: label byte, then sub-blocks
      pos = skipSubBlocks(bytes, pos + 2);
    } else if (introducer === 0x2c) {
      // image descriptor (10 bytes), local colour table, LZW minimum code size, image data sub-blocks
      if (pos + 10 > bytes.length) return false;
      pos = skipSubBlocks(bytes, pos + 10 + colourTableSize(bytes[pos + 9]!) + 1);
    } else {
      return false;
    }
    if (pos < 0) return false;
  }
  return false;
}
