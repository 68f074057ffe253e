/**
 * Uploads: stores a signed-in user's image, cleaned by the sanitizer, under a random key in the
 * user's own folder (counted against their media quota), and opens stored media for serving. Knows nothing about HTTP or multipart.
 */
import { UPLOAD_MAX_BYTES, uploadMessages } from '@ads-creative/contracts/uploads';
import { AppError } from '../../lib/errors.ts';
import type { Storage, StoredObject } from '../../providers/storage/storage.ts';
import type { MediaService } from '../media/media.service.ts';
import { sanitizeImage } from './image-sanitizer.ts';

export const fileRequired = () =>
  new AppError('VALIDATION_ERROR', uploadMessages.fileRequired, [{ path: 'file', message: uploadMessages.fileRequired }]);
export const fileTooLarge = (headers?: Record<string, string>) =>
  new AppError('PAYLOAD_TOO_LARGE', uploadMessages.fileTooLarge, [{ path: 'file', message: uploadMessages.fileTooLarge }], headers);

export function createUploadService(deps: { storage: Storage; media: MediaService }) {
  return {
    /** Cleans and stores an uploaded image within the user's media quota; returns the URL it is served at (made now, never stored). */
    async storeImage(userId: number, bytes: Buffer): Promise<{ key: string; fileUrl: string }> {
      if (bytes.length === 0) throw fileRequired();
      if (bytes.length > UPLOAD_MAX_BYTES) throw fileTooLarge();
      const image = await sanitizeImage(bytes);
      const [stored] = await deps.media.store(userId, 'uploads', [image]);
      if (!stored) throw new Error('unreachable: one file stored, none returned');
      return { key: stored.key, fileUrl: deps.storage.publicUrl(stored.key) };
    },

    /** A stored object by key; a missing or malformed key is the same 404. */
    async openMedia(key: string): Promise<StoredObject> {
      const object = await deps.storage.get(key);
      if (!object) throw new AppError('NOT_FOUND', uploadMessages.mediaNotFound);
      return object;
    },
  };
}

export type UploadService = ReturnType<typeof createUploadService>;
