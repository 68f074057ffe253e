/**
 * Media files a user owns (uploads, generated pictures): stored within the user's quota, and deleted
 * from storage once no ad of theirs shows them. Every file is a `media` row first, so the quota is a
 * sum over rows and a deletion always knows its keys. Files are deleted only after the transaction
 * that released them has committed; one that fails to delete stays listed and is retried by
 * `sweep`. See docs/decisions/057-media-quota-and-deletion.md.
 */
import { formatStorageSize, uploadMessages } from '@ads-creative/contracts/uploads';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { mediaKey, mediaKeyInUrl, mediaPath, type Storage } from '../../providers/storage/storage.ts';
import { createMediaRepo } from './media.repo.ts';

export interface MediaFile {
  bytes: Buffer;
  contentType: string;
  /** The storage key's extension, e.g. `png`. */
  ext: string;
}

export interface StoredMedia {
  key: string;
  /** What a column keeps: the app's media path (`/api/media/<key>`); `clientUrl` makes the URL answered. */
  url: string;
}

/** A URL an ad of `userId` shows (the ad's or one of its contents' picture or file). */
export interface MediaRef {
  userId: number;
  url: string;
}

/** Which of the keys some ad or content of the user still shows (answered by the ads module, which owns those tables). */
export type ShownMediaKeys = (db: Db, userId: number, keys: string[]) => Promise<Set<string>>;

export interface MediaDeps {
  db: Db;
  storage: Storage;
  clock: () => Date;
  /** MEDIA_QUOTA_BYTES: what one user's live files may add up to. */
  quotaBytes: number;
  shownKeys: ShownMediaKeys;
  /** Told about a file that could not be deleted (it stays listed for the next sweep). */
  warn?: (error: unknown, what: string) => void;
}

/** A file no ad shows after this long was abandoned (an upload left in the wizard, a picture an edit replaced). */
const UNSHOWN_MEDIA_TTL_MS = 24 * 60 * 60 * 1000;

export function createMediaService(deps: MediaDeps) {
  const repo = createMediaRepo(deps.db);
  const warn = deps.warn ?? (() => {});
  const quotaExceeded = () => new AppError('PAYLOAD_TOO_LARGE', uploadMessages.quotaExceeded(formatStorageSize(deps.quotaBytes)));

  /** Deletes the files, then the rows of those that are gone; a failure is logged and its row kept. */
  async function removeFiles(keys: string[]): Promise<void> {
    const results = await Promise.allSettled(keys.map((key) => deps.storage.delete(key)));
    results.forEach((r, i) => {
      if (r.status === 'rejected') warn(r.reason, `deleting media ${keys[i]}`);
    });
    await repo.remove(keys.filter((_, i) => results[i]?.status === 'fulfilled')).catch((error) => warn(error, 'forgetting deleted media'));
  }

  /** Files `store` stored for something that was then not saved: deleted at once. */
  async function discard(userId: number, keys: string[]): Promise<void> {
    await removeFiles(await repo.markDeleted(userId, keys, deps.clock()));
  }

  /** Marks the user's files among `keys` that no ad of theirs shows; answers the keys marked. */
  async function markUnshown(tx: Db, userId: number, keys: string[]): Promise<string[]> {
    const shown = await deps.shownKeys(tx, userId, keys);
    const unshown = keys.filter((key) => !shown.has(key));
    return createMediaRepo(tx).markDeleted(userId, unshown, deps.clock());
  }

  /** Writes the rows of new files if they fit in the quota, under a per-user lock (two uploads cannot both take the last space). */
  async function reserve(userId: number, rows: { key: string; bytes: number }[]): Promise<boolean> {
    const total = rows.reduce((sum, r) => sum + r.bytes, 0);
    return deps.db.transaction(async (tx) => {
      const txRepo = createMediaRepo(tx as unknown as Db);
      await txRepo.lockQuota(userId);
      if ((await txRepo.usage(userId)) + total > deps.quotaBytes) return false;
      const createdAt = deps.clock();
      await txRepo.insert(rows.map((r) => ({ ...r, userId, createdAt })));
      return true;
    });
  }

  /** Deletes the user's files that no ad has shown for a day: what a full quota is most likely full of. */
  async function reclaimUnshown(userId: number): Promise<void> {
    const cutoff = new Date(deps.clock().getTime() - UNSHOWN_MEDIA_TTL_MS);
    const released = await deps.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const txRepo = createMediaRepo(tx);
      await txRepo.lockQuota(userId);
      return markUnshown(tx, userId, await txRepo.liveKeysBefore(userId, cutoff));
    });
    await removeFiles(released);
  }

  return {
    /**
     * Stores the files under `<folder>/<userId>/` if they fit in the user's quota, after deleting
     * the user's files no ad has shown for a day if that is what it takes; else 413. The rows are
     * written before the files, so no stored file is ever unlisted.
     */
    async store(userId: number, folder: string, files: MediaFile[]): Promise<StoredMedia[]> {
      if (files.length === 0) return [];
      const rows = files.map((f) => ({ key: mediaKey([folder, userId], f.ext), bytes: f.bytes.length }));
      if (!(await reserve(userId, rows))) {
        await reclaimUnshown(userId);
        if (!(await reserve(userId, rows))) throw quotaExceeded();
      }
      const keys = rows.map((r) => r.key);
      const puts = await Promise.allSettled(files.map((f, i) => deps.storage.put(keys[i] as string, f.bytes, f.contentType)));
      const failed = puts.find((p) => p.status === 'rejected');
      if (failed) {
        await discard(userId, keys).catch((error) => warn(error, 'deleting a half-stored batch'));
        throw failed.reason;
      }
      return keys.map((key) => ({ key, url: mediaPath(key) }));
    },

    /**
     * What a column keeps for a media URL a client sent: the app's media path for a file of this
     * storage in any form it was answered (so a change of host, port or S3_PUBLIC_URL breaks no
     * stored ad), any other URL as it is. Decision 174.
     */
    storedUrl(url: string): string {
      const key = deps.storage.keyOf(url);
      return key ? mediaPath(key) : url;
    },

    /** What a client is answered for a stored media URL: the storage's public URL of the app's media, any other URL as stored. */
    clientUrl(url: string | null): string | null {
      const key = url === null ? null : deps.storage.keyOf(url);
      return key ? deps.storage.publicUrl(key) : url;
    },

    /** 413 when the user's quota is already used up: checked before paying for pictures that could not be stored. */
    async assertRoom(userId: number): Promise<void> {
      if ((await repo.usage(userId)) < deps.quotaBytes) return;
      await reclaimUnshown(userId);
      if ((await repo.usage(userId)) >= deps.quotaBytes) throw quotaExceeded();
    },

    discard,

    /**
     * Inside the transaction that deletes ads: marks the owners' files those ads showed (`refs`,
     * read before the delete) that no remaining ad of the owner shows. Another user's file shown by
     * a URL is never touched. Answers the keys whose files `removeFiles` deletes after the commit.
     */
    async release(tx: Db, refs: MediaRef[]): Promise<string[]> {
      const keysByUser = new Map<number, Set<string>>();
      for (const { userId, url } of refs) {
        const key = mediaKeyInUrl(url);
        if (key) keysByUser.set(userId, (keysByUser.get(userId) ?? new Set()).add(key));
      }
      const released: string[] = [];
      for (const [userId, keys] of keysByUser) released.push(...(await markUnshown(tx, userId, [...keys])));
      return released;
    },

    removeFiles,

    /** Retries files whose deletion failed or was cut short (a crash after the commit), oldest first. */
    async sweep(limit: number): Promise<void> {
      await removeFiles(await repo.pendingDeletes(limit));
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
