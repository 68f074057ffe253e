/**
 * Media on the local disk under DATA_DIR/media: the default for one machine. Writes go to a temp
 * file in the same directory and are renamed into place, so a reader never sees half a file. The
 * content type comes from the key's extension (set by the server, never by the client).
 */
import { randomBytes } from 'node:crypto';
import { mkdir, open, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertStorableKey, contentTypeForKey, isSafeKey, keyOfAppMediaUrl, mediaPath, type Storage } from './storage.ts';

export interface LocalStorageOptions {
  /** The directory objects live in, e.g. DATA_DIR/media. */
  root: string;
  /** Where browsers reach the app (PUBLIC_URL): media URLs stored under it before decision 174 are still recognised. */
  appPublicUrl: string;
}

export function createLocalStorage(opts: LocalStorageOptions): Storage {
  const root = path.resolve(opts.root);

  /** The file of a key, or null when the key could reach outside the root (isSafeKey already rules that out; this is the second lock). */
  const fileOf = (key: string): string | null => {
    if (!isSafeKey(key)) return null;
    const file = path.resolve(root, ...key.split('/'));
    return file.startsWith(root + path.sep) ? file : null;
  };

  return {
    async put(key, bytes, contentType) {
      assertStorableKey(key, contentType);
      const file = fileOf(key);
      if (!file) throw new Error(`invalid storage key: ${key}`);
      await mkdir(path.dirname(file), { recursive: true });
      // The temp name has no served extension, so even a leftover from a crash is never served.
      const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await writeFile(temp, bytes, { flag: 'wx' });
        await rename(temp, file);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },

    async get(key) {
      const file = fileOf(key);
      const contentType = contentTypeForKey(key);
      if (!file || !contentType) return null;
      // Open first, then stat the open handle: no window for the file to change between the two.
      const handle = await open(file, 'r').catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT' || error.code === 'ENOTDIR' || error.code === 'EISDIR') return null;
        throw error;
      });
      if (!handle) return null;
      const stat = await handle.stat();
      if (!stat.isFile()) {
        await handle.close();
        return null;
      }
      return { stream: handle.createReadStream({ autoClose: true }), contentType, size: stat.size };
    },

    async delete(key) {
      const file = fileOf(key);
      if (!file) throw new Error(`invalid storage key: ${key}`);
      await rm(file, { force: true });
    },

    publicUrl: mediaPath,

    keyOf: (url) => keyOfAppMediaUrl(opts.appPublicUrl, url),
  };
}
