/**
 * Where media files (uploads, generated creatives) live: one interface over local disk and
 * S3-compatible object storage, plus the key rules both share. A key is a relative path such as
 * `uploads/42/<32 hex>.png`; only keys matching `isSafeKey` are ever stored or served, which is what
 * makes path traversal impossible whatever the adapter.
 */
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';

export interface StoredObject {
  stream: Readable;
  contentType: string;
  size: number;
}

export interface Storage {
  /** Stores the bytes under the key (replacing nothing: keys are random). The content type must match the key's extension. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The object, or null when there is none (or the key is not a valid key). */
  get(key: string): Promise<StoredObject | null>;
  /** Removes the object; a key that holds nothing is already removed (no error). */
  delete(key: string): Promise<void>;
  /**
   * The URL clients are answered with for the key: under S3_PUBLIC_URL when it is set, else the
   * app's own media path (`mediaPath`), which a browser resolves against whatever origin it opened
   * the app on. Never stored: columns keep the path and this is made when answering (decision 174).
   */
  publicUrl(key: string): string;
  /**
   * The key of a URL naming one of this storage's files in any form the app stored or answered
   * (its media path, the path under PUBLIC_URL, the object under S3_PUBLIC_URL); null for any other URL.
   */
  keyOf(url: string): string | null;
}

/** The app serves stored media here (GET /api/media/<key>); see modules/uploads. */
export const MEDIA_ROUTE = '/api/media';
/** Keys are random and never rewritten, so every copy may be kept for a year. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Extensions a key may end with, and the one content type each is served as. */
export const contentTypeByExtension: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
};

const extensions = Object.keys(contentTypeByExtension).join('|');
const segment = '[a-z0-9][a-z0-9_-]{0,63}';
const SAFE_KEY = new RegExp(`^(?:${segment}/){0,4}${segment}\\.(?:${extensions})$`);

/** Lower-case letters, digits, `_` and `-` in up to five `/`-separated parts, ending in a known extension: no `.`/`..` segment, no leading `/`, no `\`. */
export const isSafeKey = (key: string): boolean => key.length <= 512 && SAFE_KEY.test(key);

export function contentTypeForKey(key: string): string | undefined {
  const ext = key.slice(key.lastIndexOf('.') + 1);
  return Object.hasOwn(contentTypeByExtension, ext) ? contentTypeByExtension[ext] : undefined;
}

/** Throws unless the key is safe and its extension is served as `contentType` (a programming error, never user input). */
export function assertStorableKey(key: string, contentType: string) {
  if (!isSafeKey(key)) throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
  const expected = contentTypeForKey(key);
  if (expected !== contentType) throw new Error(`storage key ${key} is served as ${expected}, not ${contentType}`);
}

/** A fresh unguessable key under the given folder parts, e.g. `mediaKey(['uploads', userId], 'png')`. */
export function mediaKey(folders: (string | number)[], ext: string): string {
  return `${[...folders.map(String), randomBytes(16).toString('hex')].join('/')}.${ext}`;
}

/**
 * A key the app made (`mediaKey`: folder, owner id, 32 hex characters, extension) at the end of a
 * URL, whatever the URL's host or prefix. The same pattern runs in JavaScript and in PostgreSQL's
 * `substring(url from …)` (only a non-capturing group, so that it answers the whole match).
 */
export const MEDIA_KEY_AT_URL_END = `[a-z0-9_-]+/[0-9]+/[0-9a-f]{32}[.](?:${extensions})$`;
const keyAtUrlEnd = new RegExp(MEDIA_KEY_AT_URL_END);

/** The media key a URL points at, or null (a URL elsewhere, or a key the app never makes). */
export const mediaKeyInUrl = (url: string): string | null => keyAtUrlEnd.exec(url)?.[0] ?? null;

/** Keys contain only URL-safe characters, so they go into URLs as they are. */
export const joinUrl = (base: string, key: string) => `${base.replace(/\/+$/, '')}/${key.replace(/^\/+/, '')}`;

/** The path of a key on this app's own media route (`/api/media/<key>`): what columns store for the app's media. */
export const mediaPath = (key: string) => `${MEDIA_ROUTE}/${key}`;

/** The key after `base` + `/` in `url` when what follows is a safe key, else null (`base` without a trailing slash). */
export function keyUnder(base: string, url: string): string | null {
  const prefix = `${base.replace(/\/+$/, '')}/`;
  if (!url.startsWith(prefix)) return null;
  const key = url.slice(prefix.length);
  return isSafeKey(key) ? key : null;
}

/** The key of the app's media path, or of that path under the app's public URL (what was stored before decision 174). */
export const keyOfAppMediaUrl = (appPublicUrl: string, url: string): string | null =>
  keyUnder(MEDIA_ROUTE, url) ?? keyUnder(joinUrl(appPublicUrl, MEDIA_ROUTE), url);
