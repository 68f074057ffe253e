/** /api/auth/* and /api/user/profile: thin HTTP layer over the auth service, rate-limited where it matters. */
import {
  forgotPasswordBody,
  loginBody,
  loginResponse,
  messageResponse,
  registerBody,
  resetPasswordBody,
  updateProfileBody,
  userSchema,
} from '@ads-creative/contracts/auth';
import { apiErrorSchema } from '@ads-creative/contracts/errors';
import { messages } from '@ads-creative/contracts/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/authenticate.ts';
import type { RateLimiter } from '../../plugins/rate-limit.ts';
import type { AuthService } from './auth.service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 409: apiErrorSchema, 429: apiErrorSchema };
const meta = (request: FastifyRequest) => ({ userAgent: request.headers['user-agent'], ip: request.ip });

export function registerAuthRoutes(app: FastifyInstance, deps: { auth: AuthService; rateLimiter: RateLimiter }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { auth, rateLimiter } = deps;
  const secured = { preHandler: app.authenticate, schema: { tags: ['auth'], security: [{ bearer: [] }] } };

  api.post(
    '/auth/register',
    { schema: { tags: ['auth'], body: registerBody, response: { 201: userSchema, ...errors } } },
    async (request, reply) => {
      await rateLimiter.consume({ 'register:ip': request.ip, 'register:account': request.body.email });
      return reply.status(201).send(await auth.register(request.body));
    },
  );

  api.post(
    '/auth/login-app',
    { schema: { tags: ['auth'], body: loginBody, response: { 200: loginResponse, ...errors } } },
    async (request) => {
      const account = await auth.loginLimitKey(request.body.usernameOrEmail);
      await rateLimiter.consume({ 'login:ip': request.ip, 'login:account': account });
      const result = await auth.login(request.body.usernameOrEmail, request.body.password, meta(request));
      // Only failures count: a success clears its account's failures and gives back its own per-IP
      // point, so many people signing in behind one office NAT are not locked out.
      await rateLimiter.reset('login:account', account);
      await rateLimiter.refund('login:ip', request.ip);
      return result;
    },
  );

  api.post('/auth/logout', { ...secured, schema: { ...secured.schema, response: { 200: messageResponse } } }, async (request) => {
    await auth.logout(currentUser(request));
    return { message: 'Logged out' };
  });

  api.get(
    '/auth/user',
    { ...secured, schema: { ...secured.schema, response: { 200: userSchema, 401: apiErrorSchema } } },
    async (request) => auth.getUser(currentUser(request).id),
  );

  api.post(
    '/auth/forgot-password',
    { schema: { tags: ['auth'], body: forgotPasswordBody, response: { 200: messageResponse, ...errors } } },
    async (request) => {
      await rateLimiter.consume({ 'forgot:ip': request.ip, 'forgot:account': request.body.email });
      await auth.forgotPassword(request.body.email, request.log);
      return { message: messages.forgotSuccessToast };
    },
  );

  api.post(
    '/auth/reset-password',
    { schema: { tags: ['auth'], body: resetPasswordBody, response: { 200: messageResponse, ...errors } } },
    async (request) => {
      await rateLimiter.consume({ 'reset:ip': request.ip });
      await auth.resetPassword(request.body.token, request.body.newPassword);
      return { message: messages.passwordResetSuccess };
    },
  );

  api.get('/user/profile', { ...secured, schema: { ...secured.schema, tags: ['user'], response: { 200: userSchema } } }, async (request) =>
    auth.getUser(currentUser(request).id),
  );

  api.put(
    '/user/profile',
    { ...secured, schema: { ...secured.schema, tags: ['user'], body: updateProfileBody, response: { 200: userSchema, ...errors } } },
    async (request) => auth.updateProfile(currentUser(request), request.body),
  );
}
