/** The one Ad Library link parser (contracts), strict for validate-url and lenient for the wizard's links (decision 089). */
import {
  adLibraryIdOf,
  adLibraryLink,
  checkAdLibraryLink,
  firstInvalidLink,
  adLibraryLinkMessages as m,
  nonBlankLinks,
} from '@ads-creative/contracts/ad-library-link';
import { describe, expect, it } from 'vitest';

describe('checkAdLibraryLink, strict (POST /api/meta-ad-library/validate-url)', () => {
  it.each([
    ['https://www.facebook.com/ads/library/?id=1234567890', '1234567890'],
    ['https://www.facebook.com/ads/library?id=42', '42'],
    ['https://facebook.com/ads/library/?active_status=all&id=987&country=VN', '987'],
    ['https://m.facebook.com/ads/library/?id=5', '5'],
    ['  https://www.facebook.com/ads/library/?id=77  ', '77'],
  ])('accepts %s', (url, adId) => {
    expect(checkAdLibraryLink(url)).toEqual({ valid: true, adId });
  });

  it.each([
    ['https://www.facebook.com/ads/library/', m.missingId],
    ['https://www.facebook.com/ads/library/?id=', m.missingId],
    ['https://www.facebook.com/ads/library/?id=12ab', m.missingId],
    ['https://www.facebook.com/ads/library/?id=12345678901234567890123456', m.missingId],
    ['http://www.facebook.com/ads/library/?id=1', m.wrongHost],
    ['https://web.facebook.com/ads/library/?id=1', m.wrongHost],
    ['https://fb.com/ads/library/?id=1', m.wrongHost],
    ['https://www.facebook.com/Ads/Library/?id=1', m.wrongHost],
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
    ['www.facebook.com/ads/library/?id=9', m.notUrl],
    ['not a url', m.notUrl],
    [`https://www.facebook.com/ads/library/?id=1&q=${'x'.repeat(2048)}`, m.notUrl],
    ['', m.notUrl],
  ])('refuses %s', (url, message) => {
    expect(checkAdLibraryLink(url)).toEqual({ valid: false, message });
  });
});

describe('lenient (the wizard’s links: POST /api/ads/generate and /extract-from-library)', () => {
  it.each([
    ['https://www.facebook.com/ads/library/?id=123456789', '123456789'],
    ['http://fb.com/ads/library/?id=7&country=VN', '7'],
    ['www.facebook.com/ads/library/?id=9', '9'],
    ['facebook.com/ads/library?id=10', '10'],
    ['https://web.facebook.com/ads/library/?id=11', '11'],
    ['https://business.facebook.com/ads/library/?id=12', '12'],
    ['https://www.fb.com/Ads/Library/?id=13', '13'],
  ])('takes %s as ad %s', (link, adId) => {
    expect(adLibraryIdOf(link, { lenient: true })).toBe(adId);
  });

  it.each([
    'https://example.com/ads/library/?id=1',
    'https://www.facebook.com/some.page',
    'https://www.facebook.com/ads/library/?id=abc',
    'ftp://www.facebook.com/ads/library/?id=1',
    'https://www.facebook.com.evil.example/ads/library/?id=1',
    'https://127.0.0.1/ads/library/?id=1',
    'javascript:alert(1)//www.facebook.com/ads/library/?id=1',
    'https://www.facebook.com/ads/library/?id=1 2',
    'not a link',
  ])('refuses %s', (link) => {
    expect(adLibraryIdOf(link, { lenient: true })).toBeNull();
  });

  it('skips blank links and points at the first bad one by its place in the list', () => {
    const links = ['', '  https://www.facebook.com/ads/library/?id=1 ', '   ', 'https://example.com', 'nope'];
    expect(nonBlankLinks(links)).toEqual(['https://www.facebook.com/ads/library/?id=1', 'https://example.com', 'nope']);
    expect(firstInvalidLink(links)).toBe(3);
    expect(firstInvalidLink(['', 'fb.com/ads/library?id=4'])).toBe(-1);
  });
});

it('writes the link of an ad as Facebook does, and reads it back strictly', () => {
  expect(adLibraryLink('2233445566778899')).toBe('https://www.facebook.com/ads/library/?id=2233445566778899');
  expect(adLibraryIdOf(adLibraryLink('2233445566778899'))).toBe('2233445566778899');
});
