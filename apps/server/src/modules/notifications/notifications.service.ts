/**
 * Server notifications (decision 103): `notify` records what the server did on its own for a user (an
 * automatic or scheduled change applied or failed, a recommendation expiring within 24 h); the web app
 * polls `list` and adds each to its toast history.
 */
import type { Db } from '../../db/client.ts';
import { createNotificationsRepo, type NewNotification } from './notifications.repo.ts';

export type Notify = (userId: number, notification: NewNotification) => Promise<void>;

export function createNotificationsService(deps: { db: Db; clock: () => Date }) {
  const repo = createNotificationsRepo(deps.db);
  const notify: Notify = async (userId, notification) => {
    await repo.insert(userId, notification, deps.clock());
  };
  return {
    notify,
    list: (userId: number, after: number) => repo.after(userId, after),
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
export type { NewNotification };
