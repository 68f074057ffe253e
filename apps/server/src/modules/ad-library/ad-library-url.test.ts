import { describe, expect, it } from 'vitest';
import { checkAdLibraryUrl, adLibraryUrlMessages as m } from './ad-library-url.ts';

describe('checkAdLibraryUrl', () => {
  it.each([
    ['https://www.facebook.com/ads/library/?id=1234567890', '1234567890'],
    ['https://www.facebook.com/ads/library?id=42', '42'],
    ['https://facebook.com/ads/library/?active_status=all&id=987&country=VN', '987'],
    ['https://m.facebook.com/ads/library/?id=5', '5'],
    ['  https://www.facebook.com/ads/library/?id=77  ', '77'],
  ])('accepts %s', (url, adId) => {
    expect(checkAdLibraryUrl(url)).toEqual({ valid: true, adId });
  });

  it.each([
    ['https://www.facebook.com/ads/library/', m.missingId],
    ['https://www.facebook.com/ads/library/?id=', m.missingId],
    ['https://www.facebook.com/ads/library/?id=12ab', m.missingId],
    ['http://www.facebook.com/ads/library/?id=1', m.wrongHost],
    ['https://evil.com/ads/library/?id=1', m.wrongHost],
    ['https://www.facebook.com.evil.com/ads/library/?id=1', m.wrongHost],
    ['https://user:pw@www.facebook.com/ads/library/?id=1', m.wrongHost],
    ['https://www.facebook.com:8443/ads/library/?id=1', m.wrongHost],
    ['https://127.0.0.1/ads/library/?id=1', m.wrongHost],
    ['https://[::1]/ads/library/?id=1', m.wrongHost],
    ['https://2130706433/ads/library/?id=1', m.wrongHost],
    ['https://www.facebook.com/l.php?u=https%3A%2F%2Fevil.com&id=1', m.wrongHost],
    ['https://www.facebook.com/ads/library/../../l.php?id=1', m.wrongHost],
    ['file:///etc/passwd?id=1', m.wrongHost],
    ['javascript:alert(1)//www.facebook.com/ads/library/?id=1', m.wrongHost],
    ['not a url', m.notUrl],
    ['', m.notUrl],
  ])('refuses %s', (url, message) => {
    expect(checkAdLibraryUrl(url)).toEqual({ valid: false, message });
  });
});
