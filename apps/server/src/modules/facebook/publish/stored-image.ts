/** The bytes of a picture to upload to Facebook: only the user's own stored media (publishing's PublishPorts.imageBytes). */
import { facebookMessages } from '@ads-creative/contracts/facebook';
import { AppError } from '../../../lib/errors.ts';
import { mediaKeyInUrl, type Storage } from '../../../providers/storage/storage.ts';

export function createStoredImageBytes(storage: Storage) {
  return async function imageBytes(userId: number, url: string): Promise<Buffer> {
    // Keys live under a folder named by the owner's id.
    const key = mediaKeyInUrl(url);
    const object = key && key.split('/')[1] === String(userId) ? await storage.get(key) : null;
    if (!object) throw new AppError('VALIDATION_ERROR', facebookMessages.imageNotStored);
    const chunks: Buffer[] = [];
    for await (const chunk of object.stream) chunks.push(Buffer.from(chunk));
    return Buffer.concat(chunks);
  };
}
