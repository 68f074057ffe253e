/**
 * A typed client over the Facebook Graph API's HTTP interface (fetch), with a configurable base
 * URL so tests run it against a local fake. Every call with a user token carries appsecret_proof.
 */
import { createHmac } from 'node:crypto';

export interface GraphClientOptions {
  graphUrl: string;
  appId: string;
  appSecret: string;
  fetch: typeof fetch;
  timeoutMs?: number;
}

export class GraphApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly graphCode?: number,
  ) {
    super(message);
  }
}

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
  const base = opts.graphUrl.replace(/\/$/, '');
  const proof = (token: string) => createHmac('sha256', opts.appSecret).update(token).digest('hex');

  async function get<T>(path: string, params: Record<string, string>): Promise<T> {
    const url = `${base}${path}?${new URLSearchParams(params)}`;
    const response = await opts.fetch(url, { signal: AbortSignal.timeout(opts.timeoutMs ?? 15_000) });
    const body = (await response.json().catch(() => ({}))) as { error?: { message?: string; code?: number } } & T;
    if (!response.ok || body.error) {
      throw new GraphApiError(body.error?.message ?? `Graph API answered ${response.status}`, response.status, body.error?.code);
    }
    return body;
  }

  const toToken = (b: { access_token?: string; expires_in?: number }): GraphToken | null =>
    b.access_token ? { accessToken: b.access_token, expiresIn: b.expires_in ?? null } : null;

  return {
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
        access_token: accessToken,
        appsecret_proof: proof(accessToken),
      });
      return { id: body.id, name: body.name, email: body.email, pictureUrl: body.picture?.data?.url };
    },
  };
}

export type GraphClient = ReturnType<typeof createGraphClient>;
