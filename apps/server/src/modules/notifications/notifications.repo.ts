/** user_notifications: what the server did on its own, per user, read by the web app's poller (decision 103). */
import { NOTIFICATIONS_BATCH, type NotificationType, type ServerNotification } from '@ads-creative/contracts/notifications';
import { and, asc, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userNotifications } from '../../db/schema/optimization.ts';

export interface NewNotification {
  type: NotificationType;
  title: string;
  message: string;
  /** What it is about, e.g. { recommendationId: 12 }. */
  data?: Record<string, unknown> | null;
}

type Row = typeof userNotifications.$inferSelect;

const toView = (r: Row): ServerNotification => ({
  id: r.id,
  type: r.type as NotificationType,
  title: r.title,
  message: r.message,
  data: (r.data as Record<string, unknown> | null) ?? null,
  createdAt: r.createdAt.toISOString(),
});

export function createNotificationsRepo(db: Db) {
  return {
    async insert(userId: number, n: NewNotification, at: Date): Promise<ServerNotification> {
      const [row] = await db
        .insert(userNotifications)
        .values({ userId, type: n.type, title: n.title, message: n.message, data: n.data ?? null, createdAt: at })
        .returning();
      return toView(row as Row);
    },

    /**
     * after = 0: the newest NOTIFICATIONS_BATCH; after > 0: the oldest NOTIFICATIONS_BATCH with a larger id
     * (the client asks again from the last one). Oldest first either way.
     */
    async after(userId: number, after: number): Promise<ServerNotification[]> {
      const mine = eq(userNotifications.userId, userId);
      const rows =
        after === 0
          ? (await db.select().from(userNotifications).where(mine).orderBy(desc(userNotifications.id)).limit(NOTIFICATIONS_BATCH)).reverse()
          : await db
              .select()
              .from(userNotifications)
              .where(and(mine, gt(userNotifications.id, after)))
              .orderBy(asc(userNotifications.id))
              .limit(NOTIFICATIONS_BATCH);
      return rows.map(toView);
    },
  };
}
