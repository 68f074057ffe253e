/**
 * Ad Library ids an extractor answered "not found" for, kept for a while (decision 170) so asking again
 * does not spend another upstream call. Shared by every user and instance: whether an ad is in the
 * Ad Library does not depend on who asks. Rows past `expires_at` are ignored and purged on the next miss.
 */
import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const adLibraryMisses = pgTable(
  'ad_library_misses',
  {
    /** The extractor that answered: 'scrapecreators' or 'meta'. */
    source: text('source').notNull(),
    /** The Ad Library id (the link's ?id=). */
    libraryId: text('library_id').notNull(),
    /** The extractor's failure kind; only 'not_found' is kept today. */
    outcome: text('outcome').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.source, t.libraryId] }), index('ad_library_misses_expires_idx').on(t.expiresAt)],
);
