/**
 * Test material for the upload tests: real images made with sharp, PNGs padded to an exact byte
 * size with a private ancillary chunk, broken and disguised files, and a multipart body builder
 * whose file part carries exactly the given bytes.
 */
import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import sharp from 'sharp';

/** A PNG chunk with its length and CRC. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** Inserts chunks just before IEND (the last 12 bytes of a PNG). */
export const withPngChunks = (png: Buffer, ...chunks: Buffer[]) =>
  Buffer.concat([png.subarray(0, png.length - 12), ...chunks, png.subarray(png.length - 12)]);

/** The PNG grown to exactly `size` bytes by a private ancillary chunk (`adPd`) that decoders skip. */
export function padPngTo(png: Buffer, size: number): Buffer {
  const padding = size - png.length - 12;
  if (padding < 0) throw new Error(`PNG of ${png.length} bytes cannot be padded to ${size}`);
  const padded = withPngChunks(png, pngChunk('adPd', randomBytes(padding)));
  if (padded.length !== size) throw new Error('padding arithmetic is wrong');
  return padded;
}

export const solid = (width: number, height: number, background = '#3366ff') =>
  sharp({ create: { width, height, channels: 3, background } });

export const pngImage = (width = 64, height = 48) => solid(width, height).png().toBuffer();

/**
 * A real decompression bomb: a black 1-bit greyscale PNG of width × height (default 20000 × 20000,
 * 400 megapixels) whose pixel data is all there and decodes, yet weighs some 50 KB, because rows of
 * zeros deflate about 1000 to 1. Written by hand: sharp would have to hold the whole canvas to encode it.
 */
export function pngBomb(width = 20_000, height = 20_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter method, not interlaced
  // Each row: filter type 0, then width bits of zeros.
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib.deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A JPEG carrying EXIF tags a user would not want published (author, GPS position) and an orientation. */
export function jpegWithExif(width = 80, height = 40, orientation = 1) {
  return solid(width, height, '#ff8800')
    .jpeg()
    .withExif({
      IFD0: { Artist: 'Jane Secret Photographer', Copyright: 'Private Copyright Notice' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 2964/100', GPSLongitudeRef: 'E', GPSLongitude: '2/1 21/1 1073/100' },
    })
    .withMetadata({ orientation })
    .toBuffer();
}

/** An animated GIF of `frames` differently coloured frames. */
export async function animatedGif(frames = 3, width = 16, height = 16) {
  const colours = ['#ff0000', '#00ff00', '#0000ff', '#ffff00'];
  const pages = await Promise.all(
    Array.from({ length: frames }, (_, i) =>
      solid(width, height, colours[i % colours.length])
        .ensureAlpha()
        .raw()
        .toBuffer(),
    ),
  );
  return sharp(Buffer.concat(pages), { raw: { width, height: height * frames, channels: 4, pageHeight: height } })
    .gif({ delay: Array(frames).fill(100), loop: 0 })
    .toBuffer();
}

export const svgImage = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>',
);
export const htmlPage = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');

export interface MultipartPart {
  name: string;
  filename?: string;
  contentType?: string;
  data: Buffer | string;
}

/** A multipart/form-data body; each part's content is exactly its `data`. */
export function multipart(parts: MultipartPart[]) {
  const boundary = `----adsCreativeTest${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
    const type = part.contentType ? `Content-Type: ${part.contentType}\r\n` : '';
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`),
      Buffer.from(part.data),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A single `file` part, as the web client sends it. */
export const fileForm = (data: Buffer, filename = 'image.png', contentType = 'image/png') =>
  multipart([{ name: 'file', filename, contentType, data }]);
