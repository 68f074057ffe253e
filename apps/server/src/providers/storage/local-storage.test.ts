import { mkdir, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage.ts';
import type { Storage } from './storage.ts';

let dataDir: string;
let storage: Storage;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'ads-local-storage-'));
  storage = createLocalStorage({ root: path.join(dataDir, 'media'), appPublicUrl: 'https://ads.example.com/' });
});
afterAll(async () => {
  const { rm } = await import('node:fs/promises');
  await rm(dataDir, { recursive: true, force: true });
});

describe('local storage', () => {
  it('stores bytes under DATA_DIR/media and reads them back with the content type and size', async () => {
    const bytes = Buffer.from('not really a png, the adapter does not care');
    await storage.put('uploads/1/abc.png', bytes, 'image/png');
    expect(await readFile(path.join(dataDir, 'media', 'uploads', '1', 'abc.png'))).toEqual(bytes);
    const object = await storage.get('uploads/1/abc.png');
    expect(object).toMatchObject({ contentType: 'image/png', size: bytes.length });
    expect(await buffer(object!.stream)).toEqual(bytes);
  });

  it('writes through a temp file renamed into place, leaving nothing else behind', async () => {
    await storage.put('uploads/2/one.jpg', Buffer.alloc(100_000, 1), 'image/jpeg');
    await storage.put('uploads/2/two.webp', Buffer.alloc(10, 2), 'image/webp');
    expect((await readdir(path.join(dataDir, 'media', 'uploads', '2'))).sort()).toEqual(['one.jpg', 'two.webp']);
  });

  it('answers null for missing keys, directories and keys that would leave the folder', async () => {
    await writeFile(path.join(dataDir, 'secret.png'), 'outside the media folder');
    await mkdir(path.join(dataDir, 'media', 'dir.png'), { recursive: true });
    for (const key of [
      'uploads/1/missing.png',
      'dir.png',
      '../secret.png',
      'uploads/../../secret.png',
      '/etc/passwd',
      'uploads/1/abc.png/x.png',
    ]) {
      expect(await storage.get(key), key).toBeNull();
    }
  });

  it('refuses to store under an unsafe key or with a type the extension is not served as', async () => {
    await expect(storage.put('../escape.png', Buffer.from('x'), 'image/png')).rejects.toThrow(/invalid storage key/);
    await expect(storage.put('uploads/1/page.png', Buffer.from('<html>'), 'text/html')).rejects.toThrow(/served as image\/png/);
    await expect(readFile(path.join(dataDir, 'escape.png'))).rejects.toThrow(/ENOENT/);
  });

  it('deletes a file; deleting it again, or a key that never held one, is no error', async () => {
    await storage.put('uploads/3/gone.png', Buffer.from('bytes'), 'image/png');
    await storage.delete('uploads/3/gone.png');
    expect(await storage.get('uploads/3/gone.png')).toBeNull();
    await expect(readFile(path.join(dataDir, 'media', 'uploads', '3', 'gone.png'))).rejects.toThrow(/ENOENT/);
    await storage.delete('uploads/3/gone.png');
    await storage.delete('uploads/3/never.png');
    await expect(storage.delete('../secret.png')).rejects.toThrow(/invalid storage key/);
    expect(await readFile(path.join(dataDir, 'secret.png'), 'utf8')).toBe('outside the media folder');
  });

  it("answers the app's media path, whatever host the app is opened on (decision 174)", () => {
    expect(storage.publicUrl('uploads/1/abc.png')).toBe('/api/media/uploads/1/abc.png');
  });

  it('knows its files by their media path and by that path under PUBLIC_URL (stored before decision 174), nothing else', () => {
    expect(storage.keyOf('/api/media/uploads/1/abc.png')).toBe('uploads/1/abc.png');
    expect(storage.keyOf('https://ads.example.com/api/media/uploads/1/abc.png')).toBe('uploads/1/abc.png');
    expect(storage.keyOf('https://other.example.com/api/media/uploads/1/abc.png')).toBeNull();
    expect(storage.keyOf('/api/media/../secret.png')).toBeNull();
    expect(storage.keyOf('/api/media/uploads/1/abc.png?x=1')).toBeNull();
    expect(storage.keyOf('https://cdn.example.com/uploads/1/abc.png')).toBeNull();
  });
});
