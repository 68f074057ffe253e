/**
 * Which Graph API version a call names, and Meta's answer to one retired for ads (decision 176), shared by the
 * sandbox and the suite's Graph fake. Meta refuses Marketing API calls on expired versions with error 2635;
 * sign-in, the profile, the user's pages and the Ad Library are the Graph API proper, still served on them.
 */
import { DEFAULT_API_VERSION, retiredForAds } from '../providers/facebook/graph-version.ts';

/** Paths (without the version) Meta still serves on a version retired for ads. */
const GRAPH_PATHS = new Set(['/dialog/oauth', '/oauth/access_token', '/me', '/me/accounts', '/ads_archive']);

/** A request path's version prefix and the path without it: '/v27.0/me' → { version: 'v27.0', path: '/me' }. */
export function splitVersion(pathname: string): { version?: string; path: string } {
  const match = /^\/(v\d+\.\d+)(?=\/)/.exec(pathname);
  return match ? { version: match[1], path: pathname.slice(match[0].length) } : { path: pathname };
}

/** Meta's error for an ads call on a retired version (HTTP 400), or null when the call may go on. */
export function retiredVersionRefusal(version: string | undefined, path: string) {
  if (!version || !retiredForAds(version) || GRAPH_PATHS.has(path)) return null;
  return {
    status: 400,
    error: {
      code: 2635,
      type: 'OAuthException',
      message: `(#2635) You are calling a deprecated version of the Ads API. Please update to the latest version: ${DEFAULT_API_VERSION}.`,
    },
  };
}
