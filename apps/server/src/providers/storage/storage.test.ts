import { describe, expect, it } from 'vitest';
import { assertStorableKey, contentTypeForKey, isSafeKey, mediaKey, mediaKeyInUrl } from './storage.ts';

describe('storage keys', () => {
  it('accepts the keys the app makes', () => {
    const key = mediaKey(['uploads', 42], 'png');
    expect(key).toMatch(/^uploads\/42\/[0-9a-f]{32}\.png$/);
    expect(isSafeKey(key)).toBe(true);
    expect(mediaKey(['uploads', 42], 'png')).not.toBe(key);
    for (const k of ['a.png', 'generated/7/x_y-z.jpg', 'a/b/c/d/e.webp', 'x.gif']) expect(isSafeKey(k), k).toBe(true);
  });

  it('refuses anything that could leave the media folder or be served as something else', () => {
    const bad = [
      '',
      '../secret.png',
      'uploads/../../etc/passwd.png',
      'uploads/./a.png',
      '/etc/a.png',
      'uploads//a.png',
      'uploads\\..\\a.png',
      'uploads/%2e%2e/a.png',
      'uploads/a.png/',
      'uploads/a.svg',
      'uploads/a.html',
      'uploads/a.png.tmp',
      'uploads/a.PNG',
      'uploads/.hidden.png',
      'a/b/c/d/e/f.png',
      'uploads/a.png\0.jpg',
      `${'a'.repeat(200)}.png`,
    ];
    for (const k of bad) expect(isSafeKey(k), k).toBe(false);
  });

  it('finds the key a media URL points at, whatever serves it', () => {
    const key = mediaKey(['generated', 7], 'jpg');
    expect(mediaKeyInUrl(`https://ads.example.com/api/media/${key}`)).toBe(key);
    expect(mediaKeyInUrl(`https://cdn.example.com/bucket/${key}`)).toBe(key);
    expect(mediaKeyInUrl(`/api/media/${key}`)).toBe(key);
    for (const url of ['https://example.com/photo.png', `https://x.com/${key}?v=1`, 'uploads/7/abc.png', `${key}.svg`]) {
      expect(mediaKeyInUrl(url), url).toBeNull();
    }
  });

  it('serves each extension as one content type and refuses a mismatch when storing', () => {
    expect(contentTypeForKey('a/b.jpg')).toBe('image/jpeg');
    expect(contentTypeForKey('a/b.toString')).toBeUndefined();
    expect(contentTypeForKey('a/b.constructor')).toBeUndefined();
    expect(() => assertStorableKey('a/b.png', 'image/png')).not.toThrow();
    expect(() => assertStorableKey('a/b.png', 'text/html')).toThrow(/served as image\/png/);
    expect(() => assertStorableKey('../b.png', 'image/png')).toThrow(/invalid storage key/);
  });
});
