/**
 * Which Ad Library links we accept: https://(www.|m.)facebook.com/ads/library/…?id=<digits>, the
 * slash before '?' optional. Only the id leaves this function: the server never fetches a URL a
 * user typed, it asks the configured extractor for that id.
 */
export const adLibraryUrlMessages = {
  notUrl: 'Enter a Facebook Ad Library link, e.g. https://www.facebook.com/ads/library/?id=123456789.',
  wrongHost: 'Only links to the Facebook Ad Library (facebook.com/ads/library) can be imported.',
  missingId: 'The link has no ad id (…/ads/library/?id=123456789).',
} as const;

const HOSTS = new Set(['facebook.com', 'www.facebook.com', 'm.facebook.com']);
const MAX_URL_LENGTH = 2048;

export type AdLibraryUrlCheck = { valid: true; adId: string } | { valid: false; message: string };

export function checkAdLibraryUrl(input: string): AdLibraryUrlCheck {
  const text = input.trim();
  let url: URL;
  try {
    if (text.length > MAX_URL_LENGTH) throw new Error('too long');
    url = new URL(text);
  } catch {
    return { valid: false, message: adLibraryUrlMessages.notUrl };
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port || !HOSTS.has(url.hostname)) {
    return { valid: false, message: adLibraryUrlMessages.wrongHost };
  }
  if (!/^\/ads\/library\/?$/.test(url.pathname)) return { valid: false, message: adLibraryUrlMessages.wrongHost };
  const id = url.searchParams.get('id') ?? '';
  if (!/^\d{1,25}$/.test(id)) return { valid: false, message: adLibraryUrlMessages.missingId };
  return { valid: true, adId: id };
}
