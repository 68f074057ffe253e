/**
 * Facebook (issue 8): each user's chosen ad account and page, the runs of the insights sync, and the
 * ads imported from the Ad Library. The user's Facebook identity and token stay on `users` (auth).
 */
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

const userRef = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const facebookConnections = pgTable('facebook_connections', {
  userId: userRef().primaryKey(),
  /** The name on the Facebook account (it may differ from the app account's name). */
  facebookName: text('facebook_name'),
  /** Without the act_ prefix. */
  adAccountId: text('ad_account_id'),
  adAccountName: text('ad_account_name'),
  currency: text('currency'),
  timezone: text('timezone'),
  pageId: text('page_id'),
  pageName: text('page_name'),
  /** Facebook answered 190 (token expired or revoked) since the token was last renewed. */
  needsReconnect: boolean('needs_reconnect').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every ad account the user's Facebook login can use, as Facebook last listed it (issue 17: several ad accounts),
 * with the EU transparency fields (DSA) the advertiser keeps per account.
 */
export const facebookAdAccounts = pgTable(
  'facebook_ad_accounts',
  {
    userId: userRef(),
    /** Without the act_ prefix. */
    accountId: text('account_id').notNull(),
    name: text('name').notNull(),
    currency: text('currency').notNull(),
    timezone: text('timezone').notNull(),
    /** Facebook's account_status (1 = active). */
    status: integer('status').notNull(),
    /** Who benefits from and who pays for ads shown in the EU (dsa_beneficiary, dsa_payor); null: not set yet. */
    dsaBeneficiary: text('dsa_beneficiary'),
    dsaPayor: text('dsa_payor'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.accountId] })],
);

/** Every page the user's Facebook login manages, as Facebook last listed it. */
export const facebookPages = pgTable(
  'facebook_pages',
  {
    userId: userRef(),
    pageId: text('page_id').notNull(),
    name: text('name').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.pageId] })],
);

export const syncRunStatuses = ['queued', 'running', 'succeeded', 'failed'] as const;

export const facebookSyncRuns = pgTable(
  'facebook_sync_runs',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    adAccountId: text('ad_account_id').notNull(),
    status: text('status').notNull().default('queued'),
    jobId: text('job_id'),
    since: date('since', { mode: 'string' }),
    until: date('until', { mode: 'string' }),
    rows: integer('rows').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    /** Facebook asked us to slow down (rate limit): the run waits until then and resumes where it stopped. */
    resumesAt: timestamp('resumes_at', { withTimezone: true }),
    /** What a throttled run already finished (e.g. the ad accounts and days done), so it resumes there. */
    progress: jsonb('progress'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('facebook_sync_runs_user_idx').on(t.userId, t.id.desc()),
    // One unfinished run per user at a time, across every instance (decision 084).
    uniqueIndex('facebook_sync_runs_one_open_idx').on(t.userId).where(sql`${t.status} in ('queued', 'running')`),
  ],
);

/** An ad read from the Ad Library, kept per user so the same link is not paid for twice within 24 h. */
export const adLibraryImports = pgTable(
  'ad_library_imports',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    /** The Ad Library id (the link's ?id=). */
    libraryId: text('library_id').notNull(),
    /** 'scrapecreators' or 'meta'. */
    source: text('source').notNull(),
    pageId: text('page_id'),
    pageName: text('page_name'),
    body: text('body'),
    headline: text('headline'),
    description: text('description'),
    callToAction: text('call_to_action'),
    imageUrl: text('image_url'),
    raw: jsonb('raw'),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ad_library_imports_user_library_key').on(t.userId, t.libraryId),
    index('ad_library_imports_user_page_idx').on(t.userId, t.pageId),
  ],
);
