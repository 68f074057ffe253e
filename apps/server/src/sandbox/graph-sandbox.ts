/**
 * The simulated Facebook: a local HTTP server that answers the OAuth dialog and the Graph /
 * Marketing API in their wire format (form-encoded or query parameters in, JSON out, errors as
 * `{ error: { message, type, code, error_subcode, error_user_msg, fbtrace_id } }`), so the app's
 * real client code runs against it unchanged. `npm run start:sandbox` serves it beside the app;
 * tests start one with a fixed seed and a test clock, inject failures and read every request.
 */
import { createHmac, randomBytes } from 'node:crypto';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { VERSION_WARNING_HEADER } from '../providers/facebook/api-version-monitor.ts';
import { DEFAULT_SANDBOX_REVIEW_SECONDS } from '../providers/facebook/facebook-config.ts';
import { registerAdLibraryRoutes } from './ad-library-routes.ts';
import { retiredVersionRefusal, splitVersion } from './api-version-gate.ts';
import { registerMarketingRoutes } from './marketing-routes.ts';
import { GraphError, type GraphErrorBody, type SandboxContext } from './sandbox-context.ts';
import { createSandboxUsage, type SandboxUsageOverride } from './sandbox-usage.ts';
import { SANDBOX_PERSON, type SandboxPerson, SandboxWorld } from './sandbox-world.ts';
import { registerTargetingRoutes } from './targeting-routes.ts';

export const SHORT_LIVED_SECONDS = 2 * 3600;
export const LONG_LIVED_SECONDS = 60 * 86_400;

export interface SandboxRequest {
  method: string;
  /** Without the version prefix: '/act_100000001/campaigns'. */
  path: string;
  /** The version prefix the call named ('v27.0'), if any. */
  version?: string;
  /** Query and body together, JSON-encoded values decoded. */
  params: Record<string, unknown>;
  /** When it arrived, on the sandbox's clock (ms): waits are measured on this log. */
  at: number;
}

export interface InjectedFailure {
  method?: string;
  path: RegExp | string;
  status?: number;
  error: GraphErrorBody;
  headers?: Record<string, string>;
  /** How many matching requests fail (default 1). */
  times?: number;
}

/** A hand-written 200 answer for the next matching request (a list that ignores a filter, say). */
export interface InjectedAnswer {
  method?: string;
  path: RegExp | string;
  body: unknown;
}

export interface GraphSandboxOptions {
  appId: string;
  appSecret: string;
  seed?: number;
  clock?: () => Date;
  /** Keeps created objects across restarts. */
  stateFile?: string;
  port?: number;
  /** Most rows an insights page holds, whatever `limit` asks (tests make it small to exercise paging). */
  pageSize?: number;
  /** How long a new ad stays in review (FACEBOOK_SANDBOX_REVIEW_SECONDS; default DEFAULT_SANDBOX_REVIEW_SECONDS). */
  reviewSeconds?: number;
}

/** Marketing API parameters arrive as text; objects and arrays as JSON text. */
function decodeParams(raw: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(raw)) {
    if (typeof v === 'string' && /^[[{]/.test(v)) {
      try {
        out[k] = JSON.parse(v);
        continue;
      } catch {}
    }
    out[k] = v;
  }
  return out;
}

export async function startGraphSandbox(opts: GraphSandboxOptions) {
  const world = new SandboxWorld(opts.stateFile);
  const clock = opts.clock ?? (() => new Date());
  const requests: SandboxRequest[] = [];
  const failures: InjectedFailure[] = [];
  const usage = createSandboxUsage(clock);
  const answers: InjectedAnswer[] = [];
  /** While set, every answer carries X-Ad-Api-Version-Warning with this value (Meta's auto-upgrade notice). */
  let versionWarning: string | null = null;
  const codes = new Map<string, { personId: string; redirectUri: string }>();
  const dialog: { person: SandboxPerson | 'deny' } = { person: SANDBOX_PERSON };

  const app = Fastify({
    logger: false,
    bodyLimit: 64 * 1024 * 1024,
    // Graph URLs carry a version prefix (/v27.0/me); every route is matched without it (the gate below reads it).
    rewriteUrl: (req) => (req.url ?? '/').replace(/^\/v\d+\.\d+(?=\/)/, ''),
  });
  await app.register(formbody);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    try {
      done(null, JSON.parse(String(body) || '{}'));
    } catch (e) {
      done(e as Error);
    }
  });
  app.addHook('onSend', async (_request, reply) => {
    if (versionWarning !== null) reply.header(VERSION_WARNING_HEADER, versionWarning);
  });
  app.addHook('preHandler', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const { version } = splitVersion(request.originalUrl.split('?')[0] ?? '');
    const params = decodeParams({ ...(request.query as object), ...((request.body as object) ?? {}) });
    requests.push({ method: request.method, path, version, params, at: clock().getTime() });
    // Every answer of an ad account's call says how much of its rate limit is used (decision 177).
    reply.headers(usage.headersFor(request.method, path));
    // Meta refuses ads calls on a version it retired (decision 176), before anything else.
    const refusal = retiredVersionRefusal(version, path);
    if (refusal) {
      return reply.status(refusal.status).send({ error: { ...refusal.error, fbtrace_id: randomBytes(8).toString('hex') } });
    }
    const matches = (m: { method?: string; path: RegExp | string }) =>
      (!m.method || m.method === request.method) && (typeof m.path === 'string' ? m.path === path : m.path.test(path));
    const i = failures.findIndex(matches);
    const failure = failures[i];
    if (!failure) {
      const answer = answers.findIndex(matches);
      if (answer >= 0) return reply.send(answers.splice(answer, 1)[0]?.body);
      return;
    }
    failure.times = (failure.times ?? 1) - 1;
    if (failure.times <= 0) failures.splice(i, 1);
    return reply
      .status(failure.status ?? 400)
      .headers(failure.headers ?? {})
      .send({
        error: { type: 'OAuthException', fbtrace_id: randomBytes(8).toString('hex'), message: 'Injected failure', ...failure.error },
      });
  });
  app.setErrorHandler((error: Error, _request, reply) => {
    if (error instanceof GraphError) {
      return reply
        .status(error.status)
        .send({ error: { type: 'OAuthException', fbtrace_id: randomBytes(8).toString('hex'), ...error.body } });
    }
    return reply.status(500).send({ error: { message: error.message, type: 'OAuthException', code: 1 } });
  });

  const params = (request: FastifyRequest) => decodeParams({ ...(request.query as object), ...((request.body as object) ?? {}) });

  /** The person behind a user call: the token must be live and its appsecret_proof right. */
  const personOf = (request: FastifyRequest): SandboxPerson => {
    const p = params(request);
    const token = String(p.access_token ?? '');
    const grant = world.tokens.get(token);
    if (!grant || grant.expiresAt <= clock().getTime()) {
      throw new GraphError(400, { code: 190, message: 'Error validating access token: Session has expired or is invalid.' });
    }
    const proof = createHmac('sha256', opts.appSecret).update(token).digest('hex');
    if (p.appsecret_proof !== proof)
      throw new GraphError(400, { code: 100, message: 'Invalid appsecret_proof provided in the API argument' });
    const person = world.people.get(grant.personId);
    if (!person) throw new GraphError(400, { code: 190, message: 'Error validating access token: the user is gone.' });
    return person;
  };

  app.get('/dialog/oauth', async (request, reply: FastifyReply) => {
    const q = request.query as Record<string, string>;
    const back = new URL(q.redirect_uri ?? '');
    if (q.state) back.searchParams.set('state', q.state);
    if (dialog.person === 'deny') {
      back.searchParams.set('error', 'access_denied');
      return reply.redirect(back.toString());
    }
    const code = randomBytes(16).toString('hex');
    codes.set(code, { personId: dialog.person.id, redirectUri: q.redirect_uri ?? '' });
    back.searchParams.set('code', code);
    return reply.redirect(back.toString());
  });

  app.get('/oauth/access_token', async (request) => {
    const q = request.query as Record<string, string>;
    if (q.client_id !== opts.appId || q.client_secret !== opts.appSecret) {
      throw new GraphError(400, { code: 101, message: 'Error validating application.' });
    }
    const now = clock().getTime();
    if (q.grant_type === 'fb_exchange_token') {
      const grant = world.tokens.get(q.fb_exchange_token ?? '');
      if (!grant || grant.expiresAt <= now) throw new GraphError(400, { code: 190, message: 'Error validating access token.' });
      return {
        access_token: world.issueToken(grant.personId, LONG_LIVED_SECONDS, now),
        token_type: 'bearer',
        expires_in: LONG_LIVED_SECONDS,
      };
    }
    const grant = codes.get(q.code ?? '');
    codes.delete(q.code ?? '');
    if (!grant || grant.redirectUri !== q.redirect_uri)
      throw new GraphError(400, { code: 100, message: 'Invalid verification code format.' });
    return {
      access_token: world.issueToken(grant.personId, SHORT_LIVED_SECONDS, now),
      token_type: 'bearer',
      expires_in: SHORT_LIVED_SECONDS,
    };
  });

  app.get('/me', async (request) => {
    const person = personOf(request);
    return { id: person.id, name: person.name, email: person.email, picture: { data: { url: 'https://sandbox.example/avatar.png' } } };
  });

  app.get('/me/adaccounts', async (request) => {
    const person = personOf(request);
    const data = world.accounts.filter((a) => a.owner === person.id).map(({ owner: _, ...a }) => ({ id: `act_${a.account_id}`, ...a }));
    return { data, paging: { cursors: { before: 'MA', after: 'MA' } } };
  });

  app.get('/me/accounts', async (request) => {
    const person = personOf(request);
    const data = world.pages
      .filter((p) => p.owner === person.id)
      .map((p) => ({ id: p.id, name: p.name, access_token: `PAGE${p.id}`, tasks: ['ADVERTISE', 'ANALYZE', 'CREATE_CONTENT'] }));
    return { data, paging: { cursors: { before: 'MA', after: 'MA' } } };
  });

  const base = () => `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const context: SandboxContext = {
    world,
    clock,
    personOf,
    params,
    seed: opts.seed ?? 1,
    pageSize: opts.pageSize ?? 500,
    reviewMs: (opts.reviewSeconds ?? DEFAULT_SANDBOX_REVIEW_SECONDS) * 1000,
    graphBase: base,
  };
  registerMarketingRoutes(app, context);
  registerAdLibraryRoutes(app, context);
  registerTargetingRoutes(app, context);

  await app.listen({ host: '127.0.0.1', port: opts.port ?? 0 });
  return {
    world,
    requests,
    url: base(),
    /** The Graph base without a version, as FACEBOOK_GRAPH_URL is: the client adds FACEBOOK_API_VERSION. */
    graphUrl: base(),
    /** The OAuth dialog's base, as FACEBOOK_DIALOG_URL is. */
    dialogUrl: base(),
    /** Who the OAuth dialog signs in next ('deny' refuses). */
    setDialogPerson(person: SandboxPerson | 'deny') {
      if (person !== 'deny' && !world.people.has(person.id)) world.addPerson(person);
      dialog.person = person;
    },
    failNext(failure: InjectedFailure) {
      failures.push(failure);
    },
    /** The usage the answers of this ad account's calls report from now on (null: the counted, low usage). */
    setUsage(accountId: string, value: SandboxUsageOverride | null) {
      usage.set(accountId, value);
    },
    /** The next matching request answers 200 with this body instead. */
    answerNext(answer: InjectedAnswer) {
      answers.push(answer);
    },
    /** Every answer carries X-Ad-Api-Version-Warning with this value from now on (null stops it). */
    warnVersion(value: string | null) {
      versionWarning = value;
    },
    /** Requests whose method and path match. */
    sent(method: string, path: RegExp | string) {
      return requests.filter((r) => r.method === method && (typeof path === 'string' ? r.path === path : path.test(r.path)));
    },
    close: () => app.close(),
  };
}

export type GraphSandbox = Awaited<ReturnType<typeof startGraphSandbox>>;
