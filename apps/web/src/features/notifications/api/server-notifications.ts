/** GET /api/notifications?after={lastId}: what the server did on its own since the last one this browser has (decision 103). */
import type { ServerNotification } from '@ads-creative/contracts/notifications';
import { api } from '../../../lib/api-client.ts';

export const fetchNotificationsAfter = async (after: number) =>
  (await api<{ items: ServerNotification[] }>('/notifications', { query: { after } })).items;
