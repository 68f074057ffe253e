/**
 * Notifications the server sends on its own (issue 10: an automatic or scheduled change applied or failed, a
 * recommendation expiring within 24 h). The web app polls GET /api/notifications?after={lastId} and adds each to
 * its toast history (spec 2 §2 Notifications page, the bell), so they appear like any other toast (decision 103).
 */
import { z } from 'zod';

export const notificationTypes = ['success', 'error', 'warning', 'info'] as const;
export type NotificationType = (typeof notificationTypes)[number];

export const serverNotificationSchema = z.object({
  id: z.number().int(),
  type: z.enum(notificationTypes),
  title: z.string(),
  message: z.string(),
  /** What it is about, e.g. { recommendationId: 12 }. */
  data: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type ServerNotification = z.infer<typeof serverNotificationSchema>;

/** ?after: the last id the client has (0 = from the start, newest 50). */
export const notificationsQuery = z.object({
  after: z
    .string({ error: 'after must be a whole number.' })
    .trim()
    .regex(/^\d*$/, 'after must be a whole number.')
    .optional()
    .transform((v) => (v === undefined || v === '' ? 0 : Math.min(Number(v), 2_147_483_647))),
});
// The numbers live in constants.ts (no Zod there), so the signed-in shell's poller does not pull Zod in before a page needs it.
export { NOTIFICATIONS_BATCH, NOTIFICATIONS_POLL_MS } from './constants.ts';
export const notificationsListSchema = z.object({ items: z.array(serverNotificationSchema) });
