/**
 * What a Graph API error means for the user: reconnect (190), wait (the throttling codes, with the
 * wait Facebook announces in X-Business-Use-Case-Usage / X-Ad-Account-Usage), fix a field (100),
 * or Facebook's own words. Pure: the client hands in the parsed body and headers.
 */

export interface GraphErrorBody {
  message?: string;
  type?: string;
  code?: number;
  error_subcode?: number;
  error_user_title?: string;
  error_user_msg?: string;
  fbtrace_id?: string;
}

export type GraphErrorKind = 'reconnect' | 'rate_limited' | 'invalid_parameter' | 'permission' | 'transient' | 'other';

export interface ClassifiedGraphError {
  kind: GraphErrorKind;
  /** What the user reads. */
  message: string;
  /** Minutes until Facebook lets this account call again (rate_limited only). */
  retryAfterMinutes?: number;
}

const RATE_LIMIT_CODES = new Set([4, 17, 32, 613]);
const isRateLimit = (code: number) => RATE_LIMIT_CODES.has(code) || (code >= 80000 && code <= 80014);
const DEFAULT_WAIT_MINUTES = 5;

export const graphMessages = {
  reconnect: 'Your Facebook session has expired or was revoked. Reconnect Facebook in Settings and try again.',
  rateLimited: (minutes: number) => `Facebook is rate limiting this account, try again in ${minutes} minute${minutes === 1 ? '' : 's'}`,
  permission: 'Facebook refused the request: the connected account lacks a permission it needs (reconnect and grant ads_management).',
  transient: 'Facebook is temporarily unavailable. Try again in a moment.',
} as const;

/**
 * The longest wait any usage header announces, in whole minutes (at least 1), or undefined.
 * X-Business-Use-Case-Usage: {"<id>":[{"estimated_time_to_regain_access": minutes, …}]};
 * X-Ad-Account-Usage: {"acc_id_util_pct": …, "reset_time_duration": seconds}.
 */
export function announcedWaitMinutes(headers: { get(name: string): string | null }): number | undefined {
  const waits: number[] = [];
  const buc = parseJson(headers.get('x-business-use-case-usage'));
  if (buc && typeof buc === 'object') {
    for (const entries of Object.values(buc as Record<string, unknown>)) {
      if (!Array.isArray(entries)) continue;
      for (const e of entries) {
        const minutes = Number((e as { estimated_time_to_regain_access?: unknown }).estimated_time_to_regain_access);
        if (Number.isFinite(minutes) && minutes > 0) waits.push(minutes);
      }
    }
  }
  const account = parseJson(headers.get('x-ad-account-usage')) as { reset_time_duration?: unknown } | undefined;
  const seconds = Number(account?.reset_time_duration);
  if (Number.isFinite(seconds) && seconds > 0) waits.push(seconds / 60);
  return waits.length ? Math.max(1, Math.ceil(Math.max(...waits))) : undefined;
}

function parseJson(text: string | null): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

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
