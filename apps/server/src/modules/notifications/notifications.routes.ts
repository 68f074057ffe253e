/** GET /api/notifications?after={lastId}: the server's notifications of the signed-in user (decision 103). */
import { apiErrorSchema } from '@ads-creative/contracts/errors';
import { notificationsListSchema, notificationsQuery } from '@ads-creative/contracts/notifications';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/authenticate.ts';
import type { NotificationsService } from './notifications.service.ts';

export function registerNotificationRoutes(app: FastifyInstance, deps: { notifications: NotificationsService }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/notifications',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['notifications'],
        security: [{ bearer: [] }],
        summary: 'What the server did on its own since the last notification the client has (after = its id; 0 = the newest 50)',
        querystring: notificationsQuery,
        response: { 200: notificationsListSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => ({ items: await deps.notifications.list(currentUser(request).id, request.query.after) }),
  );
}
