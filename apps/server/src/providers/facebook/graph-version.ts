/**
 * The Graph API version the app speaks (FACEBOOK_API_VERSION, decision 176) and the URLs built from it.
 * Pure: config.ts and the sandbox use these to read a base URL that may still end in a version (the
 * setting before issue 17) and to tell a version Meta has retired for ads.
 */

/** Meta's newest Marketing API version at the end of 2026 (released 2026-11-04, no expiry date yet). */
export const DEFAULT_API_VERSION = 'v27.0';
/** How Meta writes a version in a path: v27.0. */
export const API_VERSION_PATTERN = /^v\d+\.\d$/;
/**
 * The oldest major Meta still serves ads calls on: v24 expired 2026-11-10, v25 expires 2027-02-23
 * (marketing-api-changelog/versions). The sandbox refuses anything older, as Meta does.
 */
export const OLDEST_ADS_MAJOR = 25;

/** A trailing version (and, for the dialog, `/dialog/oauth` after it) on a configured URL. */
const VERSIONED_TAIL = /\/(v\d+\.\d+)(\/dialog\/oauth)?\/?$/;

/** A configured base URL without a trailing slash and without the version it may still end in (kept as `version`). */
export function splitVersionedUrl(url: string): { base: string; version?: string } {
  const match = VERSIONED_TAIL.exec(url);
  if (!match) return { base: url.replace(/\/+$/, '') };
  return { base: url.slice(0, match.index).replace(/\/+$/, ''), version: match[1] };
}

/** Where Graph calls go: `https://graph.facebook.com/v27.0`. */
export const graphApiUrl = (base: string, version: string) => `${base}/${version}`;

/** Facebook's OAuth dialog for that version: `https://www.facebook.com/v27.0/dialog/oauth`. */
export const oauthDialogUrl = (base: string, version: string) => `${base}/${version}/dialog/oauth`;

/** The major number of a version ('v21.0' → 21), or undefined for text that is not one. */
export function majorOf(version: string): number | undefined {
  const match = /^v(\d+)\.\d+$/.exec(version);
  return match ? Number(match[1]) : undefined;
}

export const retiredForAds = (version: string) => (majorOf(version) ?? OLDEST_ADS_MAJOR) < OLDEST_ADS_MAJOR;
