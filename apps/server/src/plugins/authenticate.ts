/**
 * Bearer-token authentication. Routes opt in with `preHandler: app.authenticate`; the session is
 * resolved by the auth module (sessions are stored hashed and can be revoked).
 */
import { messages } from '@ads-creative/contracts/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors.ts';

export interface AuthUser {
  id: number;
  sessionId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthUser | null;
  }
  interface FastifyInstance {
    authenticate(request: FastifyRequest): Promise<void>;
  }
}

export const bearerToken = (request: FastifyRequest): string | null => {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1] ?? null;
};

/** The signed-in user of a route behind `app.authenticate`. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.auth) throw new AppError('UNAUTHORIZED', messages.sessionExpired);
  return request.auth;
}

export function registerAuthentication(app: FastifyInstance, resolve: (token: string) => Promise<AuthUser | null>) {
  app.decorateRequest('auth', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    const auth = token && token.length <= 256 ? await resolve(token) : null;
    if (!auth) throw new AppError('UNAUTHORIZED', messages.sessionExpired);
    request.auth = auth;
  });
}
