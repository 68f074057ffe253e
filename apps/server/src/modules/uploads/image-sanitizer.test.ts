import { UPLOAD_MAX_PIXELS, uploadMessages } from '@ads-creative/contracts/uploads';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors.ts';
import { sanitizeImage } from './image-sanitizer.ts';
import { animatedGif, htmlPage, jpegWithExif, pngBomb, pngChunk, pngImage, solid, svgImage, withPngChunks } from './test-images.ts';

async function refusal(input: Buffer) {
  const error = await sanitizeImage(input).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('sanitizeImage', () => {
  it('keeps each accepted format as itself, decided from the bytes', async () => {
    const cases = [
      { input: await pngImage(), contentType: 'image/png', ext: 'png', format: 'png' },
      { input: await solid(30, 20).jpeg().toBuffer(), contentType: 'image/jpeg', ext: 'jpg', format: 'jpeg' },
      { input: await solid(30, 20).webp().toBuffer(), contentType: 'image/webp', ext: 'webp', format: 'webp' },
      { input: await solid(30, 20).gif().toBuffer(), contentType: 'image/gif', ext: 'gif', format: 'gif' },
    ];
    for (const c of cases) {
      const clean = await sanitizeImage(c.input);
      expect(clean).toMatchObject({ contentType: c.contentType, ext: c.ext });
      expect((await sharp(clean.bytes).metadata()).format).toBe(c.format);
    }
  });

  it('strips EXIF (author, copyright, GPS) and applies the orientation it carried', async () => {
    const input = await jpegWithExif(80, 40, 6); // 6 = rotate 90° clockwise to display
    expect(input.includes('Jane Secret Photographer')).toBe(true);
    expect((await sharp(input).metadata()).exif).toBeDefined();
    const clean = await sanitizeImage(input);
    const meta = await sharp(clean.bytes).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(clean.bytes.includes('Jane Secret Photographer')).toBe(false);
    expect(clean.bytes.includes('Private Copyright Notice')).toBe(false);
    expect([meta.width, meta.height]).toEqual([40, 80]);
  });

  it('drops PNG text and private chunks', async () => {
    const input = withPngChunks(
      await pngImage(),
      pngChunk('tEXt', Buffer.from('Author\0Jane Secret Photographer')),
      pngChunk('prVt', Buffer.from('hidden payload')),
    );
    const clean = await sanitizeImage(input);
    expect(clean.bytes.includes('Jane Secret Photographer')).toBe(false);
    expect(clean.bytes.includes('hidden payload')).toBe(false);
    expect(clean.bytes.includes('tEXt')).toBe(false);
  });

  it('keeps a GIF animated, with its frames', async () => {
    const clean = await sanitizeImage(await animatedGif(3));
    expect(clean).toMatchObject({ contentType: 'image/gif', frames: 3, width: 16, height: 16 });
    expect((await sharp(clean.bytes).metadata()).pages).toBe(3);
  });

  it('refuses SVG, HTML and other non-images as unsupported (415)', async () => {
    for (const input of [svgImage, htmlPage, Buffer.from('%PDF-1.7\n'), Buffer.from('just text')]) {
      const error = await refusal(input);
      expect(error.statusCode).toBe(415);
      expect(error.message).toBe(uploadMessages.unsupportedType);
    }
  });

  it('refuses a truncated PNG, JPEG, WebP or GIF as damaged (400), not with a 500', async () => {
    const inputs = [
      await solid(200, 150).png().toBuffer(),
      await solid(200, 150).jpeg().toBuffer(),
      await solid(200, 150).webp().toBuffer(),
      await animatedGif(3, 60, 60),
    ];
    for (const full of inputs) {
      const error = await refusal(full.subarray(0, Math.floor(full.length * 0.6)));
      expect(error.statusCode).toBe(400);
      expect(error.message).toBe(uploadMessages.damagedImage);
    }
  });

  it('refuses a PNG whose pixel data is corrupt', async () => {
    const full = await sharp({
      create: { width: 300, height: 300, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
    })
      .png()
      .toBuffer();
    const broken = Buffer.from(full);
    broken.fill(0xab, 200, 400); // inside the first IDAT: bad deflate data and CRC
    expect((await refusal(broken)).statusCode).toBe(400);
  });

  it('refuses an image over the pixel limit from its header, before decoding it', async () => {
    const side = Math.ceil(Math.sqrt(UPLOAD_MAX_PIXELS)) + 1;
    const bomb = await sharp({ create: { width: side, height: side, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1_000_000);
    const error = await refusal(bomb);
    expect(error.statusCode).toBe(413);
    expect(error.message).toBe(uploadMessages.tooManyPixels);
  });

  it('refuses a 20000 x 20000 decompression bomb as too many pixels (413), not as damaged', async () => {
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(100_000);
    // A valid image: the pixels are there, only far too many of them.
    expect(await sharp(bomb, { limitInputPixels: false }).metadata()).toMatchObject({ format: 'png', width: 20_000, height: 20_000 });
    const error = await refusal(bomb);
    expect(error.statusCode).toBe(413);
    expect(error.code).toBe('PAYLOAD_TOO_LARGE');
    expect(error.message).toBe(uploadMessages.tooManyPixels);
    expect(error.message).toContain('50 megapixels');
  });
});
