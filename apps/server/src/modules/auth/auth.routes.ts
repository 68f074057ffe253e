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
  verifyEmailBody,
} from '@ads-creative/contracts/auth';
import { apiErrorSchema } from '@ads-creative/contracts/errors';
import { messages } from '@ads-creative/contracts/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/authenticate.ts';
import { loginPairKey, type RateLimiter } from '../../plugins/rate-limit.ts';
import { type AuthService, WrongPasswordError } from './auth.service.ts';

/** The 4xx answers a route can give, each in the one error shape. */
const errors = (...statuses: (400 | 401 | 409 | 429)[]) => Object.fromEntries(statuses.map((s) => [s, apiErrorSchema]));
const meta = (request: FastifyRequest) => ({ userAgent: request.headers['user-agent'], ip: request.ip });

export function registerAuthRoutes(app: FastifyInstance, deps: { auth: AuthService; rateLimiter: RateLimiter }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { auth, rateLimiter } = deps;
  const secured = { preHandler: app.authenticate, schema: { tags: ['auth'], security: [{ bearer: [] }] } };

  /**
   * Runs something that checks a password for one account from one address: refused while that pair
   * waits after earlier failures; a wrong password counts against the pair (decision 004).
   */
  async function checkingPassword<T>(pair: string, run: () => Promise<T>): Promise<T> {
    await rateLimiter.loginBackoff.assertReady(pair);
    try {
      return await run();
    } catch (e) {
      if (e instanceof WrongPasswordError) await rateLimiter.loginBackoff.failed(pair);
      throw e;
    }
  }

  api.post(
    '/auth/register',
    {
      schema: {
        tags: ['auth'],
        summary: 'Create an app account (usable at once) and mail the link that confirms its e-mail',
        body: registerBody,
        response: { 201: userSchema, ...errors(400, 409, 429) },
      },
    },
    async (request, reply) => {
      await rateLimiter.consume({ 'register:ip': request.ip, 'register:account': request.body.email });
      return reply.status(201).send(await auth.register(request.body, request.log));
    },
  );

  api.post(
    '/auth/login-app',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with a username or e-mail and a password',
        body: loginBody,
        response: { 200: loginResponse, ...errors(400, 401, 429) },
      },
    },
    async (request) => {
      const account = await auth.loginLimitKey(request.body.usernameOrEmail);
      const pair = loginPairKey(account, request.ip);
      const { usernameOrEmail, password } = request.body;
      const result = await checkingPassword(pair, async () => {
        // Counted before the check, so concurrent sign-ins cannot all pass; a failure gives its success points back.
        await rateLimiter.consume({ 'login:ip': request.ip, 'login-success:ip': request.ip, 'login-success:account': account });
        try {
          return await auth.login(usernameOrEmail, password, meta(request));
        } catch (e) {
          await rateLimiter.refund('login-success:ip', request.ip);
          await rateLimiter.refund('login-success:account', account);
          throw e;
        }
      });
      // Failures count against the address: a success clears its pair and gives back its own per-IP
      // point, so many people signing in behind one office NAT are not locked out. Successes have caps
      // of their own (a generous one per address, a tight one per account; decision 167).
      await rateLimiter.loginBackoff.clear(pair);
      await rateLimiter.refund('login:ip', request.ip);
      return result;
    },
  );

  api.post(
    '/auth/logout',
    { ...secured, schema: { ...secured.schema, summary: 'End this session', response: { 200: messageResponse, ...errors(401) } } },
    async (request) => {
      await auth.logout(currentUser(request));
      return { message: 'Logged out' };
    },
  );

  api.get(
    '/auth/user',
    { ...secured, schema: { ...secured.schema, summary: 'The signed-in user', response: { 200: userSchema, ...errors(401) } } },
    async (request) => auth.getUser(currentUser(request).id),
  );

  api.post(
    '/auth/forgot-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Mail a password reset link (same answer whether or not the account exists)',
        body: forgotPasswordBody,
        response: { 200: messageResponse, ...errors(400, 429) },
      },
    },
    async (request) => {
      await rateLimiter.consume({ 'forgot:ip': request.ip, 'forgot:account': request.body.email });
      await auth.forgotPassword(request.body.email, request.log);
      return { message: messages.forgotSuccessToast };
    },
  );

  api.post(
    '/auth/reset-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password from a reset link; signs the account out everywhere',
        body: resetPasswordBody,
        response: { 200: messageResponse, ...errors(400, 429) },
      },
    },
    async (request) => {
      await rateLimiter.consume({ 'reset:ip': request.ip });
      await auth.resetPassword(request.body.token, request.body.newPassword);
      return { message: messages.passwordResetSuccess };
    },
  );

  api.post(
    '/auth/verify-email',
    {
      schema: {
        tags: ['auth'],
        summary: 'Confirm an e-mail address from the link sent to it (a pending new address becomes the account e-mail)',
        body: verifyEmailBody,
        response: { 200: messageResponse, ...errors(400, 409, 429) },
      },
    },
    async (request) => {
      await rateLimiter.consume({ 'verify-email:ip': request.ip });
      await auth.confirmEmail(request.body.token);
      return { message: messages.emailConfirmed };
    },
  );

  api.post(
    '/auth/verify-email/resend',
    {
      ...secured,
      schema: {
        ...secured.schema,
        summary: 'Mail the confirmation link again (to the pending new address, else the unconfirmed one)',
        response: { 200: messageResponse, ...errors(400, 401, 429) },
      },
    },
    async (request) => {
      await auth.resendConfirmation(currentUser(request).id, request.log);
      return { message: messages.confirmationEmailSent };
    },
  );

  api.get(
    '/user/profile',
    {
      ...secured,
      schema: {
        ...secured.schema,
        tags: ['user'],
        summary: "The signed-in user's profile",
        response: { 200: userSchema, ...errors(401) },
      },
    },
    async (request) => auth.getUser(currentUser(request).id),
  );

  api.put(
    '/user/profile',
    {
      ...secured,
      schema: {
        ...secured.schema,
        tags: ['user'],
        summary: 'Update name, avatar, password, or e-mail (a new e-mail waits for its confirmation link)',
        body: updateProfileBody,
        response: { 200: userSchema, ...errors(400, 401, 409, 429) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      // A stolen session guessing the current password here is slowed down exactly like sign-in.
      return checkingPassword(loginPairKey(`user:${user.id}`, request.ip), () => auth.updateProfile(user, request.body, request.log));
    },
  );
}
