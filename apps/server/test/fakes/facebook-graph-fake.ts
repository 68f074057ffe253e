/**
 * A local stand-in for Facebook's OAuth dialog and Graph API, over real HTTP on 127.0.0.1, speaking
 * their wire format: the dialog redirects back with `code` and `state` (or `error=access_denied`),
 * /oauth/access_token exchanges a code (checking app id, secret and redirect_uri, single use) or a
 * short-lived token (fb_exchange_token), /me answers the profile when the token and its
 * appsecret_proof are right; /search and /act_{id}/reachestimate answer as the sandbox does (decision 178);
 * POST /act_{id}/campaigns and /act_{id}/adsets create objects by Meta's rules of 2026, checked with the sandbox's
 * own rules (decisions 178, 180): a special ad category without its countries, an ad set without
 * advantage_audience or shown in the EU without its DSA names fail as Meta fails them.
 * Errors come as `{ error: { message, type: 'OAuthException', code } }`.
 * Every request is recorded for assertions.
 */
import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { VERSION_WARNING_HEADER } from '../../src/providers/facebook/api-version-monitor.ts';
import { retiredVersionRefusal, splitVersion } from '../../src/sandbox/api-version-gate.ts';
import { checkAdSetRules, checkCampaignRules } from '../../src/sandbox/publishing-rules.ts';
import { GraphError } from '../../src/sandbox/sandbox-context.ts';
import { placeCountry } from '../../src/sandbox/targeting-catalogue.ts';
import { reachEstimateAnswer, targetingSearchAnswer } from '../../src/sandbox/targeting-routes.ts';
import { checkTargeting, type TargetingSpecIn } from '../../src/sandbox/targeting-rules.ts';

export interface FakeFacebookUser {
  id: string;
  name?: string;
  email?: string;
  pictureUrl?: string;
}

export interface RecordedRequest {
  method: string;
  /** Without the version prefix. */
  path: string;
  /** The version prefix the call named ('v27.0'), if any. */
  version?: string;
  query: Record<string, string>;
  /** When it arrived, on the fake's clock (ms): waits are measured on this log. */
  at: number;
  /** A POST's form parameters, objects and arrays decoded (set once the body is read). */
  body?: Record<string, unknown>;
}

interface Grant {
  userId: string;
  redirectUri: string;
  /** The exchange answers 200 without an access_token (Facebook has been seen to). */
  omitToken?: boolean;
}

interface Failure {
  status: number;
  body: unknown;
}

export const LONG_LIVED_EXPIRES_IN = 5183944;
export const SHORT_LIVED_EXPIRES_IN = 5400;

const oauthError = (message: string, code = 100, type = 'OAuthException') => ({
  error: { message, type, code, fbtrace_id: randomBytes(8).toString('hex') },
});

/** Graph parameters as the Marketing API reads them: objects and arrays arrive JSON-encoded. */
const decodeParams = (raw: Record<string, string>) =>
  Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, /^[[{]/.test(v) ? JSON.parse(v) : v])) as Record<string, unknown>;

async function readForm(req: http.IncomingMessage): Promise<Record<string, unknown>> {
  let body = '';
  for await (const chunk of req) body += chunk;
  return decodeParams(Object.fromEntries(new URLSearchParams(body)));
}

/** A sandbox rule's refusal in Meta's error shape. */
const refusalBody = (e: GraphError) => ({ error: { ...e.body, type: 'OAuthException', fbtrace_id: randomBytes(8).toString('hex') } });

export async function startFacebookGraphFake(opts: { appId: string; appSecret: string; clock?: () => Date }) {
  const users = new Map<string, FakeFacebookUser>();
  const codes = new Map<string, Grant>();
  /** access token -> Facebook user id */
  const tokens = new Map<string, { userId: string; longLived: boolean }>();
  const requests: RecordedRequest[] = [];
  const failures = new Map<string, Failure>();
  let dialog: { userId: string; omitToken?: boolean } | 'deny' | null = null;
  /** Rate-limit usage headers every answer carries (X-Business-Use-Case-Usage …), set by a test (decision 177). */
  let usageHeaders: Record<string, string> = {};
  const clock = opts.clock ?? (() => new Date());
  let versionWarning: string | null = null;
  /** Campaigns created, by id: an ad set is checked against its campaign's special ad categories. */
  const campaigns = new Map<string, Record<string, unknown>>();
  let nextId = 120_000_000_000;

  /** POST /act_{id}/campaigns or /adsets: created by Meta's 2026 rules (the sandbox's), else Meta's refusal. */
  const createObject = (edge: string, p: Record<string, unknown>): [number, unknown] => {
    if (!tokens.has(String(p.access_token ?? ''))) return [400, oauthError('Invalid OAuth access token - Cannot parse access token', 190)];
    try {
      if (edge === 'campaigns') checkCampaignRules(p);
      else {
        const campaign = campaigns.get(String(p.campaign_id));
        if (!campaign) return [400, oauthError('param campaign_id must be a valid campaign id', 100)];
        checkTargeting(p.targeting as TargetingSpecIn | undefined, { requireAdvantageFlag: true });
        checkAdSetRules(p, campaign, placeCountry);
      }
    } catch (e) {
      if (!(e instanceof GraphError)) throw e;
      return [e.status, refusalBody(e)];
    }
    const id = String(nextId++);
    if (edge === 'campaigns') campaigns.set(id, p);
    return [200, { id }];
  };

  const issueToken = (userId: string, longLived: boolean) => {
    const token = `${longLived ? 'EAAL' : 'EAAS'}${randomBytes(24).toString('hex')}`;
    tokens.set(token, { userId, longLived });
    return token;
  };

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    // Graph URLs carry a version prefix (/v27.0/me); the dialog lives under one too.
    const { path, version } = splitVersion(url.pathname);
    const query = Object.fromEntries(url.searchParams);
    const recorded: RecordedRequest = { method: req.method ?? 'GET', path, version, query, at: clock().getTime() };
    requests.push(recorded);
    for (const [name, value] of Object.entries(usageHeaders)) res.setHeader(name, value);
    if (versionWarning !== null) res.setHeader(VERSION_WARNING_HEADER, versionWarning);
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
      res.end(JSON.stringify(body));
    };
    // Meta refuses ads calls on a version it retired (decision 176).
    const refusal = retiredVersionRefusal(version, path);
    if (refusal) return json(refusal.status, { error: { ...refusal.error, fbtrace_id: randomBytes(8).toString('hex') } });

    const failure = failures.get(path);
    if (failure) {
      failures.delete(path);
      if (typeof failure.body !== 'string') return json(failure.status, failure.body);
      res.writeHead(failure.status, { 'content-type': 'text/html' });
      return res.end(failure.body);
    }

    const marketing = /^\/act_\d+\/(campaigns|adsets)$/.exec(path);
    if (req.method === 'POST' && marketing) {
      void readForm(req).then((params) => {
        recorded.body = params;
        json(...createObject(marketing[1] as string, params));
      });
      return;
    }

    if (req.method !== 'GET') return json(400, oauthError('Unsupported request method', 100));

    if (path === '/dialog/oauth') {
      if (query.client_id !== opts.appId) return json(400, oauthError('Invalid App ID', 101));
      if (!query.redirect_uri) return json(400, oauthError('Missing redirect_uri parameter.', 191));
      const back = new URL(query.redirect_uri);
      if (query.state) back.searchParams.set('state', query.state);
      if (dialog === 'deny' || dialog === null) {
        back.searchParams.set('error', 'access_denied');
        back.searchParams.set('error_code', '200');
        back.searchParams.set('error_description', 'Permissions error');
        back.searchParams.set('error_reason', 'user_denied');
      } else {
        const code = `AQ${randomBytes(32).toString('hex')}`;
        codes.set(code, { userId: dialog.userId, redirectUri: query.redirect_uri, omitToken: dialog.omitToken });
        back.searchParams.set('code', code);
      }
      res.writeHead(302, { location: back.toString() });
      return res.end();
    }

    if (path === '/oauth/access_token') {
      if (query.client_id !== opts.appId) return json(400, oauthError('Error validating application. Invalid application ID.', 101));
      if (query.client_secret !== opts.appSecret) return json(400, oauthError('Error validating client secret.', 1));
      if (query.grant_type === 'fb_exchange_token') {
        const short = tokens.get(query.fb_exchange_token ?? '');
        if (!short) return json(400, oauthError('Invalid OAuth access token.', 190));
        return json(200, { access_token: issueToken(short.userId, true), token_type: 'bearer', expires_in: LONG_LIVED_EXPIRES_IN });
      }
      const grant = codes.get(query.code ?? '');
      if (!grant) return json(400, oauthError('Invalid verification code format.', 100));
      codes.delete(query.code ?? '');
      if (query.redirect_uri !== grant.redirectUri) {
        return json(400, oauthError('Error validating verification code. Please make sure your redirect_uri is identical.', 100));
      }
      if (grant.omitToken) return json(200, { token_type: 'bearer' });
      return json(200, { access_token: issueToken(grant.userId, false), token_type: 'bearer', expires_in: SHORT_LIVED_EXPIRES_IN });
    }

    // Targeting look-ups (decision 178): the sandbox's simulated catalogue and estimate, for a token this fake issued.
    if (path === '/search' || /^\/act_\d+\/reachestimate$/.test(path)) {
      if (!tokens.has(query.access_token ?? ''))
        return json(400, oauthError('Invalid OAuth access token - Cannot parse access token', 190));
      const decoded = decodeParams(query);
      try {
        return json(200, path === '/search' ? targetingSearchAnswer(decoded) : reachEstimateAnswer(decoded.targeting_spec));
      } catch (e) {
        if (!(e instanceof GraphError)) throw e;
        return json(e.status, refusalBody(e));
      }
    }

    if (path === '/me') {
      const owner = tokens.get(query.access_token ?? '');
      if (!owner) return json(400, oauthError('Invalid OAuth access token - Cannot parse access token', 190));
      const expected = createHmac('sha256', opts.appSecret)
        .update(query.access_token ?? '')
        .digest('hex');
      if (query.appsecret_proof !== expected) return json(400, oauthError('Invalid appsecret_proof provided in the API argument', 100));
      const user = users.get(owner.userId);
      if (!user) return json(400, oauthError('Unsupported get request.', 100, 'GraphMethodException'));
      const fields = (query.fields ?? 'id,name').split(',').map((f) => f.split('.')[0]);
      const body: Record<string, unknown> = { id: user.id };
      if (fields.includes('name') && user.name) body.name = user.name;
      if (fields.includes('email') && user.email) body.email = user.email;
      if (fields.includes('picture') && user.pictureUrl) {
        body.picture = { data: { height: 256, width: 256, is_silhouette: false, url: user.pictureUrl } };
      }
      return json(200, body);
    }

    return json(400, oauthError(`Unknown path components: ${path}`, 2500));
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    /** The Graph base without a version, as FACEBOOK_GRAPH_URL is. */
    graphUrl: origin,
    /** The OAuth dialog's base, as FACEBOOK_DIALOG_URL is. */
    dialogUrl: origin,
    requests,
    addUser(user: FakeFacebookUser) {
      users.set(user.id, user);
      return user;
    },
    /** Who approves the next dialogs: a user (optionally with a token-less exchange), or a refusal. */
    setDialog(outcome: { userId: string; omitToken?: boolean } | 'deny') {
      dialog = outcome;
    },
    /** The next request to `path` (without version prefix) answers this instead (a string body goes out as HTML). */
    failNext(
      path: string,
      status = 400,
      body: unknown = oauthError('An unexpected error has occurred. Please retry your request later.', 2),
    ) {
      failures.set(path, { status, body });
    },
    /** Every answer carries X-Ad-Api-Version-Warning with this value from now on (null stops it). */
    warnVersion(value: string | null) {
      versionWarning = value;
    },
    /**
     * Every answer from now on (errors too) carries these usage headers, e.g. `{ 'x-ad-account-usage':
     * '{"acc_id_util_pct":90,"reset_time_duration":3}' }`; `{}` stops them.
     */
    setUsageHeaders(headers: Record<string, string>) {
      usageHeaders = { ...headers };
    },
    /** Whether a token was issued as long-lived by this fake. */
    isLongLived: (token: string) => tokens.get(token)?.longLived === true,
    issuedTokens: () => [...tokens.keys()],
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((e) => (e ? reject(e) : resolve()));
      }),
  };
}

export type FacebookGraphFake = Awaited<ReturnType<typeof startFacebookGraphFake>>;
