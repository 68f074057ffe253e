/**
 * What a Graph API error means for the user: reconnect (190), wait (the throttling codes, with the
 * wait Facebook announces in X-Business-Use-Case-Usage / X-Ad-Account-Usage), fix a field (100),
 * a retired API version (2635, decision 176), or Facebook's own words. Pure: the client hands in the parsed body and headers.
 */
import { facebookMessages } from '@ads-creative/contracts/facebook';

export interface GraphErrorBody {
  message?: string;
  type?: string;
  code?: number;
  error_subcode?: number;
  error_user_title?: string;
  error_user_msg?: string;
  fbtrace_id?: string;
}

export type GraphErrorKind = 'reconnect' | 'rate_limited' | 'invalid_parameter' | 'permission' | 'transient' | 'api_version' | 'other';

export interface ClassifiedGraphError {
  kind: GraphErrorKind;
  /** What the user reads. */
  message: string;
  /** Minutes until Facebook lets this account call again (rate_limited only). */
  retryAfterMinutes?: number;
}

const RATE_LIMIT_CODES = new Set([4, 17, 32, 613]);
/** Facebook's throttling codes (17, 613, 4, 32, 80000–80014): the account must wait (decision 177). */
export const isRateLimit = (code: number) => RATE_LIMIT_CODES.has(code) || (code >= 80000 && code <= 80014);
const DEFAULT_WAIT_MINUTES = 5;

export const graphMessages = {
  reconnect: 'Your Facebook session has expired or was revoked. Reconnect Facebook in Settings and try again.',
  rateLimited: (minutes: number) => `Facebook is rate limiting this account, try again in ${minutes} minute${minutes === 1 ? '' : 's'}`,
  permission: 'Facebook refused the request: the connected account lacks a permission it needs (reconnect and grant ads_management).',
  transient: 'Facebook is temporarily unavailable. Try again in a moment.',
} as const;

/** Kept here for its callers; the usage headers are read in usage-headers.ts (decision 177). */
export { announcedWaitMinutes } from './usage-headers.ts';

/** The field Facebook names in an invalid-parameter message ("Invalid parameter: daily_budget …"). */
function fieldAtFault(error: GraphErrorBody): string | undefined {
  const text = `${error.error_user_title ?? ''} ${error.message ?? ''}`;
  return (
    /\(#100\)\s*(?:param\s+)?([a-z_][a-z0-9_.[\]]*)/i.exec(text)?.[1] ?? /\bparam(?:eter)?\s+['"]?([a-z_][a-z0-9_.]*)/i.exec(text)?.[1]
  );
}

export function classifyGraphError(error: GraphErrorBody, waitMinutes?: number): ClassifiedGraphError {
  const code = error.code ?? 0;
  const userMessage = error.error_user_msg?.trim();
  if (code === 190 || code === 102) return { kind: 'reconnect', message: graphMessages.reconnect };
  // A version Meta retired for ads: only the administrator can help (decision 176).
  if (code === 2635) return { kind: 'api_version', message: facebookMessages.apiVersionRetired };
  if (isRateLimit(code)) {
    const minutes = waitMinutes ?? DEFAULT_WAIT_MINUTES;
    return { kind: 'rate_limited', message: graphMessages.rateLimited(minutes), retryAfterMinutes: minutes };
  }
  if (code === 100) {
    const field = fieldAtFault(error);
    const detail = userMessage ?? error.message ?? 'Invalid parameter';
    return { kind: 'invalid_parameter', message: field && !detail.includes(field) ? `${detail} (field: ${field})` : detail };
  }
  if (code === 10 || code === 294 || (code >= 200 && code <= 299)) {
    return { kind: 'permission', message: userMessage ?? graphMessages.permission };
  }
  if (code === 1 || code === 2) return { kind: 'transient', message: userMessage ?? graphMessages.transient };
  return { kind: 'other', message: userMessage ?? error.message ?? 'Facebook refused the request.' };
}
