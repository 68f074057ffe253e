/**
 * Image uploads (spec 1 §2 step 2, §5, §7, §8, §9): the size limit, the accepted types, the messages
 * and the response of POST /api/upload/media and /api/upload/image.
 */
import { z } from 'zod';

/** 10 MB, checked on the file part's bytes (spec 1 §5). */
export const UPLOAD_MAX_BYTES = 10_485_760;
/** The multipart field that carries the file. */
export const UPLOAD_FIELD = 'file';
/** What the server accepts, decided from the bytes; the picker's `accept` uses the same list. */
export const uploadImageTypes = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export type UploadImageType = (typeof uploadImageTypes)[number];
export const UPLOAD_ACCEPT = uploadImageTypes.join(',');
/** Wider than this (width × height × frames) an image would cost too much memory to re-encode. */
export const UPLOAD_MAX_PIXELS = 50_000_000;

export const uploadMessages = {
  // spec 1 §5, §8
  fileTooLarge: 'File too large. Please select a file smaller than 10MB.',
  uploadFailed: 'Unable to upload file. Please try again.',
  uploadSucceeded: 'File uploaded successfully!',
  hint: 'PNG, JPG up to 10MB',
  // server-side rules this product adds (docs/decisions/030-media-storage.md)
  fileRequired: 'Please select a file to upload.',
  unsupportedType: 'Only PNG, JPEG, WebP and GIF images can be uploaded.',
  damagedImage: 'This image is damaged or incomplete. Please select another file.',
  tooManyPixels: 'This image is too large to process. Please select an image under 50 megapixels.',
  unreadableUpload: 'The upload could not be read. Please try again.',
  mediaNotFound: 'This file does not exist.',
  // the per-user media quota (docs/decisions/057-media-quota-and-deletion.md)
  quotaExceeded: (limit: string) =>
    `Not enough storage space: this would take your media over your ${limit} limit. Delete ads you no longer need to free space.`,
} as const;

/** A size in the units the spec's own limit uses ('10MB' for 10485760 bytes): 1024-based, at most one decimal. */
export function formatStorageSize(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${Number(value.toFixed(1))} ${units[unit]}`;
}

export const uploadResponse = z.object({
  success: z.literal(true),
  /**
   * Where the file is served, usable in <img> and sent back as an ad's imageUrl: the app's media path
   * (`/api/media/<key>`, which the browser resolves against the origin it opened the app on) or, with
   * S3_PUBLIC_URL, the bucket's absolute URL (decision 174).
   */
  fileUrl: z.string().regex(/^(https?:\/\/|\/api\/media\/)\S+$/),
});
export type UploadResponse = z.infer<typeof uploadResponse>;
