/**
 * Facebook login: /api/auth/facebook sends the browser to Facebook's OAuth dialog with a single-use
 * state; the callback checks it, exchanges the code for a long-lived token (kept encrypted), reads
 * /me, signs the user in and hands the session token to /auth-success in the URL hash.
 */
import { messages } from '@ads-creative/contracts/messages';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Config, facebookConfigured } from '../../config.ts';
import type { Cipher } from '../../lib/crypto.ts';
import { AppError } from '../../lib/errors.ts';
import { createGraphClient } from '../../providers/facebook/graph-client.ts';
import type { AuthService } from './auth.service.ts';

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
  config: Config;
  cipher: Cipher;
  clock: () => Date;
  fetch: typeof fetch;
}

/**
 * A browser lands on the callback, so an odd parameter (too long, repeated) counts as missing and
 * the visit ends on /login with an error, never on a JSON error page.
 */
const browserParam = (max: number) => z.string().max(max).optional().catch(undefined);

const safeRedirect = (path: string | undefined) => (path && /^\/(?!\/)[^\s\\]*$/.test(path) ? path.slice(0, 1024) : null);

export function registerFacebookAuthRoutes(app: FastifyInstance, deps: Deps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { config } = deps;
  const publicUrl = config.PUBLIC_URL.replace(/\/$/, '');
  const callbackUrl = `${publicUrl}/api/auth/facebook/callback`;

  api.get('/auth/providers', { schema: { tags: ['auth'], response: { 200: z.object({ facebook: z.boolean() }) } } }, async () => ({
    facebook: facebookConfigured(config),
  }));

  api.get(
    '/auth/facebook',
    { schema: { tags: ['auth'], querystring: z.object({ redirect: browserParam(2048) }) } },
    async (request, reply) => {
      if (!facebookConfigured(config)) throw new AppError('NOT_CONFIGURED', messages.facebookNotConfigured);
      const state = await deps.auth.createOAuthState(safeRedirect(request.query.redirect));
      const params = new URLSearchParams({
        client_id: config.FACEBOOK_APP_ID as string,
        redirect_uri: callbackUrl,
        state,
        scope: FACEBOOK_SCOPES.join(','),
        response_type: 'code',
      });
      return reply.redirect(`${config.FACEBOOK_DIALOG_URL}?${params}`);
    },
  );

  api.get(
    '/auth/facebook/callback',
    {
      schema: {
        tags: ['auth'],
        querystring: z.object({ code: browserParam(4096), state: browserParam(512), error: browserParam(512) }),
      },
    },
    async (request, reply) => {
      const fail = (error: 'no_token' | 'auth_process_failed') => reply.redirect(`${publicUrl}/login?error=${error}`);
      if (!facebookConfigured(config)) return fail('auth_process_failed');
      const { code, state, error } = request.query;
      const pending = state ? await deps.auth.consumeOAuthState(state) : undefined;
      if (!pending || error || !code) {
        request.log.warn({ reason: error ?? (pending ? 'no code' : 'bad or expired state') }, 'facebook login refused');
        return fail('auth_process_failed');
      }
      try {
        const graph = createGraphClient({
          graphUrl: config.FACEBOOK_GRAPH_URL,
          appId: config.FACEBOOK_APP_ID as string,
          appSecret: config.FACEBOOK_APP_SECRET as string,
          fetch: deps.fetch,
        });
        const shortLived = await graph.exchangeCode(code, callbackUrl);
        if (!shortLived) return fail('no_token');
        const token = (await graph.exchangeForLongLived(shortLived.accessToken)) ?? shortLived;
        const profile = await graph.me(token.accessToken);
        const sessionToken = await deps.auth.loginWithFacebook(
          {
            facebookId: profile.id,
            name: profile.name,
            email: profile.email,
            avatarUrl: profile.pictureUrl,
            tokenEnc: deps.cipher.encrypt(token.accessToken),
            tokenExpiresAt: token.expiresIn ? new Date(deps.clock().getTime() + token.expiresIn * 1000) : null,
          },
          { userAgent: request.headers['user-agent'], ip: request.ip },
        );
        const after = pending.redirectPath ? `&redirect=${encodeURIComponent(pending.redirectPath)}` : '';
        return reply.redirect(`${publicUrl}/auth-success#token=${encodeURIComponent(sessionToken)}${after}`);
      } catch (e) {
        request.log.error({ err: e }, 'facebook login failed');
        return fail('auth_process_failed');
      }
    },
  );
}
