import { describe, expect, it } from 'vitest';
import { isCompleteGif } from './gif-structure.ts';
import { animatedGif, solid } from './test-images.ts';

describe('isCompleteGif', () => {
  it('accepts whole GIFs, still and animated', async () => {
    expect(isCompleteGif(await solid(10, 10).gif().toBuffer())).toBe(true);
    expect(isCompleteGif(await animatedGif(4, 20, 20))).toBe(true);
  });

  it('refuses every truncation of an animated GIF', async () => {
    const gif = await animatedGif(3, 24, 24);
    for (let length = 0; length < gif.length; length++) expect(isCompleteGif(gif.subarray(0, length)), `cut at ${length}`).toBe(false);
  });

  it('refuses what is not a GIF', () => {
    expect(isCompleteGif(Buffer.from('GIF89a'))).toBe(false);
    expect(isCompleteGif(Buffer.from('<svg></svg>'))).toBe(false);
  });
});
