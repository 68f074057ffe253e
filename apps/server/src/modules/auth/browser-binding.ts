/**
 * The browser that starts a Facebook flow (login, or Connect in Settings) must be the one that ends it
 * (issue 15, decision 167). Starting a flow gives the browser a random binding in an HttpOnly,
 * SameSite=Lax cookie; what the flow stores (the OAuth state, the sign-in code handed to
 * /auth-success) is kept under a hash of its own secret AND that binding, so the same state or code
 * from another browser, or from one without the cookie, finds nothing. Lax, not Strict: the callback
 * is a top-level navigation coming back from facebook.com, which a Strict cookie would not follow.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomToken, sha256 } from '../../lib/crypto.ts';

export const BROWSER_BINDING_COOKIE = 'fb_flow';
/** Sent only to the Facebook login routes (the callback and the sign-in exchange), never to the rest of the API. */
export const BROWSER_BINDING_PATH = '/api/auth/facebook';
/** Long enough for the dialog and the exchange on /auth-success; every start renews it. */
export const BROWSER_BINDING_MAX_AGE_SECONDS = 30 * 60;

const BINDING_SHAPE = /^[\w-]{43}$/;

/** The binding the browser sent, when it has the shape this server gives (anything else counts as none). */
export function browserBinding(request: FastifyRequest): string | null {
  const value = request.cookies[BROWSER_BINDING_COOKIE];
  return value && BINDING_SHAPE.test(value) ? value : null;
}

/**
 * The browser's binding, made and set when it has none. An existing one is kept (and renewed), so two
 * flows started in two tabs of one browser both finish.
 */
export function bindBrowser(request: FastifyRequest, reply: FastifyReply, secure: boolean): string {
  const binding = browserBinding(request) ?? randomToken();
  reply.setCookie(BROWSER_BINDING_COOKIE, binding, {
    path: BROWSER_BINDING_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: BROWSER_BINDING_MAX_AGE_SECONDS,
  });
  return binding;
}

/** What is stored for a flow's secret (state or code): it matches only with the binding of the browser that started it. */
export const boundHash = (secret: string, binding: string) => sha256(`${secret}.${binding}`);
