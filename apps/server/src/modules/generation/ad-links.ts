/**
 * Facebook Ad Library links as the wizard takes them: blank entries are ignored; every other entry
 * must be an Ad Library link to one ad, https://www.facebook.com/ads/library/?id=<digits> and its
 * spellings (http, no scheme, m./web./business. hosts, fb.com, with or without the trailing slash,
 * other query parameters alongside id).
 */
const HOSTS = new Set([
  'facebook.com',
  'www.facebook.com',
  'm.facebook.com',
  'web.facebook.com',
  'business.facebook.com',
  'fb.com',
  'www.fb.com',
]);
const AD_ID = /^\d{1,30}$/;

/** The ad id of an Ad Library link, or null when the text is not one. */
export function adLibraryId(raw: string): string | null {
  const text = raw.trim();
  if (text === '' || /\s/.test(text)) return null;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || url.port) return null;
  if (!HOSTS.has(url.hostname.toLowerCase())) return null;
  if (!/^\/ads\/library\/?$/i.test(url.pathname)) return null;
  const id = url.searchParams.get('id');
  return id && AD_ID.test(id) ? id : null;
}

export const isAdLibraryUrl = (raw: string): boolean => adLibraryId(raw) !== null;

/** The links that say something (trimmed, blank ones dropped). */
export const nonBlankLinks = (links: readonly string[]): string[] => links.map((l) => l.trim()).filter((l) => l !== '');

/** The index (in the original list) of the first non-blank entry that is not an Ad Library link, or -1. */
export const firstInvalidLink = (links: readonly string[]): number => links.findIndex((l) => l.trim() !== '' && !isAdLibraryUrl(l));
