/**
 * A typed client over the Facebook Graph API's HTTP interface (fetch), with a configurable base
 * URL so tests run it against a local fake. Every call with a user token carries appsecret_proof.
 */
import { createHmac } from 'node:crypto';
import { type AccountGate, accountInPath, createAccountGate, GraphThrottledError } from './account-gate.ts';
import { announcedWaitMinutes, type ClassifiedGraphError, classifyGraphError, type GraphErrorBody, isRateLimit } from './graph-error.ts';
import { DEFAULT_API_VERSION, graphApiUrl } from './graph-version.ts';

/** What every Graph answer tells beyond its body: its headers and, for a failure, Facebook's error code. */
export interface GraphAnswer {
  headers: { get(name: string): string | null };
  errorCode?: number;
}

export interface GraphClientOptions {
  /** The Graph base without a version (https://graph.facebook.com). */
  graphUrl: string;
  /** The version every call names (FACEBOOK_API_VERSION; default DEFAULT_API_VERSION). */
  apiVersion?: string;
  /** Sees every answer (the API version monitor reads its warning header and error 2635). */
  onAnswer?: (answer: GraphAnswer) => void;
  appId: string;
  appSecret: string;
  fetch: typeof fetch;
  timeoutMs?: number;
  /** Holds back the calls of an ad account Facebook asked to slow down (decision 177); one is made when none is given. */
  gate?: AccountGate;
}

/** The ad account a call is for, when its path does not name it (`/{adSetId}` updates, report runs). */
export interface GraphScope {
  adAccountId?: string;
}

export class GraphApiError extends Error {
  /** What the error means for the user (reconnect, wait N minutes, fix a field …). */
  readonly classified: ClassifiedGraphError;
  constructor(
    message: string,
    readonly status: number,
    readonly graphCode?: number,
    readonly body: GraphErrorBody = { message, code: graphCode },
    waitMinutes?: number,
  ) {
    super(message);
    this.classified = classifyGraphError(body, waitMinutes);
  }
}

/** Graph parameters: objects and arrays travel JSON-encoded, as the Marketing API expects. */
export type GraphParams = Record<string, unknown>;

const encode = (params: GraphParams) =>
  new URLSearchParams(
    Object.entries(params)
      .filter(([, v]) => v !== undefined && v !== null)
      .map(([k, v]): [string, string] => [k, typeof v === 'object' ? JSON.stringify(v) : String(v)]),
  );

export interface GraphToken {
  accessToken: string;
  expiresIn: number | null;
}

export interface GraphProfile {
  id: string;
  name?: string;
  email?: string;
  pictureUrl?: string;
}

export function createGraphClient(opts: GraphClientOptions) {
  const base = graphApiUrl(opts.graphUrl.replace(/\/$/, ''), opts.apiVersion ?? DEFAULT_API_VERSION);
  const proof = (token: string) => createHmac('sha256', opts.appSecret).update(token).digest('hex');

  const gate = opts.gate ?? createAccountGate();

  async function send<T>(url: string, init: RequestInit = {}, adAccountId = accountInPath(url)): Promise<T> {
    if (adAccountId) await gate.beforeCall(adAccountId);
    const response = await opts.fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(opts.timeoutMs ?? 15_000) });
    const body = (await response.json().catch(() => ({}))) as { error?: GraphErrorBody } & T;
    opts.onAnswer?.({ headers: response.headers, errorCode: body.error?.code });
    const blockedUntil = gate.afterAnswer(adAccountId, response.headers, body.error?.code);
    if (!response.ok || body.error) {
      const error = body.error ?? { message: `Graph API answered ${response.status}` };
      if (adAccountId && blockedUntil && isRateLimit(error.code ?? 0)) throw new GraphThrottledError(adAccountId, blockedUntil, error.code);
      throw new GraphApiError(
        error.message ?? `Graph API answered ${response.status}`,
        response.status,
        error.code,
        error,
        announcedWaitMinutes(response.headers),
      );
    }
    return body;
  }

  async function get<T>(path: string, params: GraphParams): Promise<T> {
    return send<T>(`${base}${path}?${encode(params)}`);
  }

  /** The user's token and its proof, on every call made for a user. */
  const auth = (accessToken: string) => ({ access_token: accessToken, appsecret_proof: proof(accessToken) });

  const toToken = (b: { access_token?: string; expires_in?: number }): GraphToken | null =>
    b.access_token ? { accessToken: b.access_token, expiresIn: b.expires_in ?? null } : null;

  return {
    /** GET a Graph object or edge for a user. */
    get: <T>(path: string, accessToken: string, params: GraphParams = {}, scope: GraphScope = {}) =>
      send<T>(`${base}${path}?${encode({ ...params, ...auth(accessToken) })}`, {}, scope.adAccountId ?? accountInPath(path)),
    /** POST (create or update) for a user, form-encoded like the official SDKs. */
    post: <T>(path: string, accessToken: string, params: GraphParams = {}, scope: GraphScope = {}) =>
      send<T>(
        `${base}${path}`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: encode({ ...params, ...auth(accessToken) }),
        },
        scope.adAccountId ?? accountInPath(path),
      ),
    /**
     * Every item of a paged edge: follows `paging.next` until it is absent (a `cursors.after` is
     * present even on the last page), and only on the Graph host itself.
     */
    async *pages<T>(path: string, accessToken: string, params: GraphParams = {}, scope: GraphScope = {}): AsyncGenerator<T[]> {
      let url: string | undefined = `${base}${path}?${encode({ ...params, ...auth(accessToken) })}`;
      const origin = new URL(base).origin;
      while (url) {
        const page: { data?: T[]; paging?: { next?: string } } = await send(url, {}, scope.adAccountId ?? accountInPath(path));
        yield page.data ?? [];
        const next = page.paging?.next;
        url = next && new URL(next).origin === origin ? next : undefined;
      }
    },
    /** The OAuth dialog's code for a short-lived user token; null when Facebook returns no token. */
    async exchangeCode(code: string, redirectUri: string): Promise<GraphToken | null> {
      return toToken(
        await get('/oauth/access_token', { client_id: opts.appId, client_secret: opts.appSecret, redirect_uri: redirectUri, code }),
      );
    },
    /** A short-lived user token for a long-lived one (about 60 days). */
    async exchangeForLongLived(shortLived: string): Promise<GraphToken | null> {
      return toToken(
        await get('/oauth/access_token', {
          grant_type: 'fb_exchange_token',
          client_id: opts.appId,
          client_secret: opts.appSecret,
          fb_exchange_token: shortLived,
        }),
      );
    },
    async me(accessToken: string): Promise<GraphProfile> {
      const body = await get<{ id: string; name?: string; email?: string; picture?: { data?: { url?: string } } }>('/me', {
        fields: 'id,name,email,picture.width(256).height(256)',
        ...auth(accessToken),
      });
      return { id: body.id, name: body.name, email: body.email, pictureUrl: body.picture?.data?.url };
    },
  };
}

export type GraphClient = ReturnType<typeof createGraphClient>;
