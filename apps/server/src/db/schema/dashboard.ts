/** Per-user dashboard configuration: a JSON object whose fields belong to the web app. */
import { integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const dashboardConfigs = pgTable('dashboard_configs', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  config: jsonb('config').$type<Record<string, unknown>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
