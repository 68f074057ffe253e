/**
 * Makes any provider's picture a creative of the exact requested size: decodes it (which is how a
 * broken or non-image answer is caught), crops to fill the frame around the most interesting region
 * and re-encodes it without metadata. Photos become JPEG; BUILTIN renders its own PNG.
 */
import type { ImageSize } from '@ads-creative/contracts/ai';
import { loadSharp } from '../../lib/load-sharp.ts';

export const dimensionsOf = (size: ImageSize) => {
  const [width, height] = size.split('x').map(Number);
  return { width, height };
};

/**
 * What to ask diffusion models (FLUX, SDXL) for: sides in multiples of 32 and at most 1 MP (fal bills
 * per megapixel); 1216×640 is 1.9:1 like 1200×628. The result is then fitted to the exact size.
 */
export const generationSize = (size: ImageSize) => (size === '1200x628' ? { width: 1216, height: 640 } : { width: 1024, height: 1024 });

export type NormalisedImage =
  | { ok: true; bytes: Buffer; mimeType: 'image/jpeg'; width: number; height: number }
  | { ok: false; problem: string };

export async function normaliseImage(input: Uint8Array, size: ImageSize): Promise<NormalisedImage> {
  const { width, height } = dimensionsOf(size);
  if (input.byteLength === 0) return { ok: false, problem: 'the image was empty' };
  try {
    const sharp = await loadSharp();
    const meta = await sharp(input).metadata();
    if (!meta.width || !meta.height) return { ok: false, problem: 'the image has no dimensions' };
    const bytes = await sharp(input)
      .rotate()
      .resize(width, height, { fit: 'cover', position: sharp.strategy.attention })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 88, mozjpeg: true })
      .toBuffer();
    return { ok: true, bytes, mimeType: 'image/jpeg', width, height };
  } catch (err) {
    return { ok: false, problem: `the image could not be decoded (${err instanceof Error ? err.message : String(err)})` };
  }
}
