/**
 * Facebook login: /api/auth/facebook sends the browser to Facebook's OAuth dialog with a single-use
 * state; the callback checks it, exchanges the code for a long-lived token (kept encrypted), reads
 * /me, and hands /auth-success a single-use sign-in code in the URL hash, which the page exchanges
 * for a session (POST /api/auth/facebook/session). The state and the code are bound to the browser
 * that started the flow (browser-binding.ts, decision 167), for login and for Connect alike.
 */
import { facebookSessionBody, loginResponse } from '@ads-creative/contracts/auth';
import { apiErrorSchema } from '@ads-creative/contracts/errors';
import { messages } from '@ads-creative/contracts/messages';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Config, facebookConfigured } from '../../config.ts';
import type { Cipher } from '../../lib/crypto.ts';
import { AppError } from '../../lib/errors.ts';
import { currentUser } from '../../plugins/authenticate.ts';
import type { RateLimiter } from '../../plugins/rate-limit.ts';
import { createGraphClient, type GraphAnswer } from '../../providers/facebook/graph-client.ts';
import { oauthDialogUrl } from '../../providers/facebook/graph-version.ts';
import type { AuthService } from './auth.service.ts';
import { bindBrowser, browserBinding } from './browser-binding.ts';

/** Sign-in plus what publishing ads and reading insights needs. */
export const FACEBOOK_SCOPES = [
  'email',
  'public_profile',
  'ads_management',
  'ads_read',
  'business_management',
  'pages_show_list',
  'pages_read_engagement',
  'pages_manage_ads',
];

interface Deps {
  auth: AuthService;
  /** Told when a signed-in user linked their Facebook (the facebook module keeps the name and clears a reconnect prompt). */
  onLinked?: (userId: number, facebookName: string | null) => Promise<void>;
  /** Sees every Graph answer of the sign-in (the API version monitor, decision 176). */
  onGraphAnswer?: (answer: GraphAnswer) => void;
  config: Config;
  rateLimiter: RateLimiter;
  cipher: Cipher;
  clock: () => Date;
  fetch: typeof fetch;
}

/**
 * A browser lands on the callback, so an odd parameter (too long, repeated) counts as missing and
 * the visit ends on /login with an error, never on a JSON error page.
 */
const browserParam = (max: number) => z.string().max(max).optional().catch(undefined);

/** A redirect: no body, the Location header says where. */
const redirect = (where: string) => z.null().describe(where);

const safeRedirect = (path: string | undefined) => (path && /^\/(?!\/)[^\s\\]*$/.test(path) ? path.slice(0, 1024) : null);

export function registerFacebookAuthRoutes(app: FastifyInstance, deps: Deps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { config } = deps;
  const publicUrl = config.PUBLIC_URL.replace(/\/$/, '');
  const callbackUrl = `${publicUrl}/api/auth/facebook/callback`;
  // The binding cookie is Secure whenever the app is served over HTTPS (plain HTTP only in development and tests).
  const secureCookie = publicUrl.startsWith('https:');
  const dialogUrl = (state: string) =>
    `${oauthDialogUrl(config.FACEBOOK_DIALOG_URL, config.FACEBOOK_API_VERSION)}?${new URLSearchParams({
      client_id: config.FACEBOOK_APP_ID as string,
      redirect_uri: callbackUrl,
      state,
      scope: FACEBOOK_SCOPES.join(','),
      response_type: 'code',
    })}`;

  api.get(
    '/auth/providers',
    {
      schema: {
        tags: ['auth'],
        summary: 'Which sign-in methods besides the password exist',
        response: { 200: z.object({ facebook: z.boolean() }) },
      },
    },
    async () => ({
      facebook: facebookConfigured(config),
    }),
  );

  api.get(
    '/auth/facebook',
    {
      schema: {
        tags: ['auth'],
        summary: "Start Facebook login: redirects to Facebook's sign-in dialog",
        querystring: z.object({ redirect: browserParam(2048) }),
        response: { 302: redirect('To the Facebook dialog'), 400: apiErrorSchema, 429: apiErrorSchema, 503: apiErrorSchema },
      },
    },
    async (request, reply) => {
      if (!facebookConfigured(config)) throw new AppError('NOT_CONFIGURED', messages.facebookNotConfigured);
      await deps.rateLimiter.consume({ 'facebook-login:ip': request.ip });
      const binding = bindBrowser(request, reply, secureCookie);
      const state = await deps.auth.createOAuthState(binding, safeRedirect(request.query.redirect));
      return reply.redirect(dialogUrl(state));
    },
  );

  api.post(
    '/facebook/connect',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['facebook'],
        security: [{ bearer: [] }],
        summary:
          "Connect Facebook to the signed-in account: the OAuth dialog's URL (single-use state bound to this user and, by a cookie, to this browser)",
        response: { 200: z.object({ url: z.string() }), 401: apiErrorSchema, 429: apiErrorSchema, 503: apiErrorSchema },
      },
    },
    async (request, reply) => {
      if (!facebookConfigured(config)) throw new AppError('NOT_CONFIGURED', messages.facebookNotConfigured);
      const userId = currentUser(request).id;
      await deps.rateLimiter.consume({ 'facebook-connect:account': `user:${userId}` });
      const state = await deps.auth.createOAuthState(bindBrowser(request, reply, secureCookie), '/settings', userId);
      return { url: dialogUrl(state) };
    },
  );

  api.get(
    '/auth/facebook/callback',
    {
      schema: {
        tags: ['auth'],
        summary: 'Where Facebook sends the browser back: signs in and redirects to the web app',
        querystring: z.object({ code: browserParam(4096), state: browserParam(512), error: browserParam(512) }),
        // Never an error page: every failure redirects to /login with an error code.
        response: { 302: redirect('To /auth-success with a sign-in code, or to /login?error=…'), 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { code, state, error } = request.query;
      // Without the cookie of the browser that started the flow no state matches (a link opened by someone else).
      const binding = browserBinding(request);
      const pending = state && binding && facebookConfigured(config) ? await deps.auth.consumeOAuthState(state, binding) : undefined;
      // A connect from Settings returns to Settings; a login to /login.
      const fail = (reason: 'no_token' | 'auth_process_failed' | 'already_linked') =>
        reply.redirect(
          pending?.userId
            ? `${publicUrl}/settings?facebook=error&reason=${reason}`
            : `${publicUrl}/login?error=${reason === 'already_linked' ? 'auth_process_failed' : reason}`,
        );
      if (!facebookConfigured(config)) return fail('auth_process_failed');
      if (!pending || !binding || error || !code) {
        const badState = binding ? 'bad or expired state' : 'no browser binding cookie';
        request.log.warn({ reason: error ?? (pending ? 'no code' : badState) }, 'facebook login refused');
        return fail('auth_process_failed');
      }
      try {
        const graph = createGraphClient({
          graphUrl: config.FACEBOOK_GRAPH_URL,
          apiVersion: config.FACEBOOK_API_VERSION,
          appId: config.FACEBOOK_APP_ID as string,
          appSecret: config.FACEBOOK_APP_SECRET as string,
          fetch: deps.fetch,
          onAnswer: deps.onGraphAnswer,
        });
        const shortLived = await graph.exchangeCode(code, callbackUrl);
        if (!shortLived) return fail('no_token');
        const token = (await graph.exchangeForLongLived(shortLived.accessToken)) ?? shortLived;
        const profile = await graph.me(token.accessToken);
        const tokenFields = {
          facebookId: profile.id,
          tokenEnc: deps.cipher.encrypt(token.accessToken),
          tokenExpiresAt: token.expiresIn ? new Date(deps.clock().getTime() + token.expiresIn * 1000) : null,
        };
        if (pending.userId) {
          if ((await deps.auth.linkFacebook(pending.userId, tokenFields)) === 'taken') return fail('already_linked');
          await deps.onLinked?.(pending.userId, profile.name ?? null);
          return reply.redirect(`${publicUrl}/settings?facebook=connected`);
        }
        const userId = await deps.auth.loginWithFacebook({
          ...tokenFields,
          name: profile.name,
          email: profile.email,
          avatarUrl: profile.pictureUrl,
        });
        // Not the session: a code only this browser can exchange, once, within a minute.
        const signInCode = await deps.auth.issueSignInCode(userId, binding);
        const after = pending.redirectPath ? `&redirect=${encodeURIComponent(pending.redirectPath)}` : '';
        return reply.redirect(`${publicUrl}/auth-success#code=${signInCode}${after}`);
      } catch (e) {
        request.log.error({ err: e }, 'facebook login failed');
        return fail('auth_process_failed');
      }
    },
  );
  api.post(
    '/auth/facebook/session',
    {
      schema: {
        tags: ['auth'],
        summary: "Finish a Facebook login: exchange /auth-success's single-use code for a session (only in the browser that started it)",
        body: facebookSessionBody,
        response: { 200: loginResponse, 400: apiErrorSchema },
      },
    },
    async (request) =>
      deps.auth.exchangeSignInCode(request.body.code, browserBinding(request), {
        userAgent: request.headers['user-agent'],
        ip: request.ip,
      }),
  );
}
