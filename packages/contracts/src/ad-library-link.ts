/**
 * The one reading of a Facebook Ad Library link (decision 089), for POST /api/meta-ad-library/validate-url
 * and /extract, the wizard's adLinks (POST /api/ads/generate and /extract-from-library) and the wizard's
 * Ad Library panel. Only the ad id ever leaves it: the server never fetches a URL a user typed, it asks
 * the configured extractor for that id.
 *
 * - strict (the default; validate-url and extract, issue 8): https://(www.|m.)facebook.com/ads/library/?id=<digits>,
 *   the slash before '?' optional, other query parameters allowed.
 * - lenient (the wizard's links, as people copy them; decision 040): also http or no scheme, the web. and
 *   business. hosts, fb.com and www.fb.com, the path in any case. Safe for the same reason: only the id is used.
 */

export const adLibraryLinkMessages = {
  notUrl: 'Enter a Facebook Ad Library link, e.g. https://www.facebook.com/ads/library/?id=123456789.',
  wrongHost: 'Only links to the Facebook Ad Library (facebook.com/ads/library) can be imported.',
  missingId: 'The link has no ad id (…/ads/library/?id=123456789).',
} as const;

/** An Ad Library ad id: what the server asks an extractor for. */
export const AD_LIBRARY_ID = /^\d{1,25}$/;
/** The longest link taken (a longer one is no Ad Library link). */
export const AD_LINK_MAX = 2048;

const STRICT_HOSTS = new Set(['facebook.com', 'www.facebook.com', 'm.facebook.com']);
const LENIENT_HOSTS = new Set([...STRICT_HOSTS, 'web.facebook.com', 'business.facebook.com', 'fb.com', 'www.fb.com']);

export interface AdLibraryLinkOptions {
  /** Accept the spellings people paste (http, no scheme, more facebook hosts); see the module comment. */
  lenient?: boolean;
}

export type AdLibraryLinkCheck = { valid: true; adId: string } | { valid: false; message: string };

function toUrl(text: string, lenient: boolean): URL | null {
  if (text === '' || text.length > AD_LINK_MAX || /\s/.test(text)) return null;
  const withScheme = lenient && !/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? `https://${text}` : text;
  try {
    return new URL(withScheme);
  } catch {
    return null;
  }
}

export function checkAdLibraryLink(input: string, { lenient = false }: AdLibraryLinkOptions = {}): AdLibraryLinkCheck {
  const url = toUrl(input.trim(), lenient);
  if (!url) return { valid: false, message: adLibraryLinkMessages.notUrl };
  const schemeOk = url.protocol === 'https:' || (lenient && url.protocol === 'http:');
  const hosts = lenient ? LENIENT_HOSTS : STRICT_HOSTS;
  if (!schemeOk || url.username || url.password || url.port || !hosts.has(url.hostname)) {
    return { valid: false, message: adLibraryLinkMessages.wrongHost };
  }
  if (!(lenient ? /^\/ads\/library\/?$/i : /^\/ads\/library\/?$/).test(url.pathname)) {
    return { valid: false, message: adLibraryLinkMessages.wrongHost };
  }
  const id = url.searchParams.get('id') ?? '';
  if (!AD_LIBRARY_ID.test(id)) return { valid: false, message: adLibraryLinkMessages.missingId };
  return { valid: true, adId: id };
}

/** The ad id of an Ad Library link, or null when the text is not one. */
export function adLibraryIdOf(input: string, options?: AdLibraryLinkOptions): string | null {
  const check = checkAdLibraryLink(input, options);
  return check.valid ? check.adId : null;
}

/** The Ad Library link of one ad, as Facebook writes it. */
export const adLibraryLink = (adId: string) => `https://www.facebook.com/ads/library/?id=${adId}`;

/** The wizard's links that say something (trimmed, blank ones dropped). */
export const nonBlankLinks = (links: readonly string[]): string[] => links.map((l) => l.trim()).filter((l) => l !== '');

/** The index (in the original list) of the first non-blank wizard link that is not an Ad Library link (lenient), or -1. */
export const firstInvalidLink = (links: readonly string[]): number =>
  links.findIndex((l) => l.trim() !== '' && adLibraryIdOf(l, { lenient: true }) === null);
