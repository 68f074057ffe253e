/**
 * Turns untrusted upload bytes into a clean image or refuses them. The type is read from the bytes
 * (never the file name or the client's MIME type); only PNG, JPEG, WebP and GIF pass. The image is
 * then decoded and re-encoded in the same format, upright, in sRGB, without EXIF/XMP/IPTC, ICC or
 * text chunks, so nothing the camera or an attacker hid in the file reaches anyone; animations stay
 * animated. A file that does not decode cleanly (truncated, corrupt) is refused, not half-stored.
 */
import { UPLOAD_MAX_PIXELS, type UploadImageType, uploadMessages } from '@ads-creative/contracts/uploads';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../lib/errors.ts';
import { loadSharp } from '../../lib/load-sharp.ts';
import { isCompleteGif } from './gif-structure.ts';

type Format = 'png' | 'jpeg' | 'webp' | 'gif';

export interface CleanImage {
  bytes: Buffer;
  contentType: UploadImageType;
  /** The storage key's extension. */
  ext: 'png' | 'jpg' | 'webp' | 'gif';
  width: number;
  height: number;
  frames: number;
}

const formats: Record<string, { format: Format; contentType: UploadImageType; ext: CleanImage['ext'] }> = {
  'image/png': { format: 'png', contentType: 'image/png', ext: 'png' },
  // An animated PNG is re-encoded as a still PNG (its first frame): libvips reads no APNG animation.
  'image/apng': { format: 'png', contentType: 'image/png', ext: 'png' },
  'image/jpeg': { format: 'jpeg', contentType: 'image/jpeg', ext: 'jpg' },
  'image/webp': { format: 'webp', contentType: 'image/webp', ext: 'webp' },
  'image/gif': { format: 'gif', contentType: 'image/gif', ext: 'gif' },
};

const unsupportedType = () =>
  new AppError('UNSUPPORTED_MEDIA_TYPE', uploadMessages.unsupportedType, [{ path: 'file', message: uploadMessages.unsupportedType }]);
const damaged = () =>
  new AppError('VALIDATION_ERROR', uploadMessages.damagedImage, [{ path: 'file', message: uploadMessages.damagedImage }]);
const tooManyPixels = () =>
  new AppError('PAYLOAD_TOO_LARGE', uploadMessages.tooManyPixels, [{ path: 'file', message: uploadMessages.tooManyPixels }]);

/** sharp's pixel-limit refusal is a 413 like ours; any other decoding failure means the file is damaged. */
const decodeFailure = (error: Error) => (/pixel limit/i.test(error.message) ? tooManyPixels() : damaged());

export async function sanitizeImage(input: Buffer): Promise<CleanImage> {
  const sniffed = await fileTypeFromBuffer(input);
  const target = sniffed && Object.hasOwn(formats, sniffed.mime) ? formats[sniffed.mime] : undefined;
  if (!target) throw unsupportedType();
  if (target.format === 'gif' && !isCompleteGif(input)) throw damaged();

  const sharp = await loadSharp();
  // The header alone: cheap, and lets a decompression bomb be refused before any pixel is decoded.
  // No pixel limit here (sharp's default of 0x3FFF² would refuse a 20000×20000 header as if it were
  // broken): the header is only read, and the count is checked below against ours.
  const meta = await sharp(input, { failOn: 'warning', limitInputPixels: false })
    .metadata()
    .catch((error: Error) => {
      throw decodeFailure(error);
    });
  if (meta.format !== target.format || !meta.width || !meta.height) throw damaged();
  const frames = target.format === 'gif' || target.format === 'webp' ? Math.max(1, meta.pages ?? 1) : 1;
  const frameHeight = meta.pageHeight ?? meta.height;
  if (meta.width * frameHeight * frames > UPLOAD_MAX_PIXELS) throw tooManyPixels();

  const animated = frames > 1;
  // failOn 'warning' is sharp's strictest level: a truncated or corrupt file fails instead of being padded with grey.
  let image = sharp(input, { failOn: 'warning', animated, limitInputPixels: UPLOAD_MAX_PIXELS });
  // Apply the EXIF orientation before the tag is dropped with the rest of the metadata (animations carry none).
  if (!animated) image = image.autoOrient();
  switch (target.format) {
    case 'png':
      image = image.png({ palette: meta.isPalette === true });
      break;
    case 'jpeg':
      image = image.jpeg({ quality: 90 });
      break;
    case 'webp':
      image = image.webp({ quality: 90 });
      break;
    case 'gif':
      image = image.gif();
      break;
  }
  // No keepMetadata()/withMetadata(): sharp's default writes no EXIF, XMP, IPTC, ICC or comments.
  const { data, info } = await image.toBuffer({ resolveWithObject: true }).catch((error: Error) => {
    throw decodeFailure(error);
  });
  return {
    bytes: data,
    contentType: target.contentType,
    ext: target.ext,
    width: info.width,
    height: info.pageHeight ?? info.height,
    frames,
  };
}
