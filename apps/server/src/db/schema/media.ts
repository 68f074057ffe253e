/**
 * Every media file the app stored for a user (uploads and generated pictures): what the per-user
 * quota sums, and the list of keys to delete from storage. Owned by modules/media.
 */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const media = pgTable(
  'media',
  {
    /** The storage key, e.g. `uploads/42/<32 hex>.png`. */
    key: text('key').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bytes: integer('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Set when no ad of the user shows the file any more: it no longer counts against the quota and
     * its file is deleted after the transaction commits; the row goes once the file is gone.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    // The quota's sum as an index-only scan over the user's live files.
    index('media_user_live_idx').on(t.userId, t.bytes).where(sql`${t.deletedAt} is null`),
    // Files still to delete from storage (a failed delete is retried from here), oldest first.
    index('media_deleted_idx').on(t.deletedAt).where(sql`${t.deletedAt} is not null`),
  ],
);

export type MediaRow = typeof media.$inferSelect;
