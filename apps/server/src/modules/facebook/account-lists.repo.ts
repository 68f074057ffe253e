/**
 * The ad accounts and pages a user's Facebook login can use, as Facebook last listed them (decision 181):
 * replaced as a whole each time Facebook's lists are read (rows Facebook no longer lists are dropped), while
 * the EU transparency fields kept per account (dsa_beneficiary, dsa_payor, decision 180) survive a refresh.
 */
import { and, asc, eq, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { facebookAdAccounts, facebookPages } from '../../db/schema/facebook.ts';

export type ListedAdAccount = typeof facebookAdAccounts.$inferSelect;
export type ListedPage = typeof facebookPages.$inferSelect;

export interface AdAccountListing {
  accountId: string;
  name: string;
  currency: string;
  timezone: string;
  status: number;
}

export function createAccountListsRepo(db: Db) {
  return {
    async replaceAdAccounts(userId: number, accounts: readonly AdAccountListing[], now: Date) {
      await db.transaction(async (tx) => {
        const ids = accounts.map((a) => a.accountId);
        const gone = ids.length ? notInArray(facebookAdAccounts.accountId, ids) : undefined;
        await tx.delete(facebookAdAccounts).where(and(eq(facebookAdAccounts.userId, userId), gone));
        for (const a of accounts) {
          const listed = { name: a.name, currency: a.currency, timezone: a.timezone, status: a.status, updatedAt: now };
          await tx
            .insert(facebookAdAccounts)
            .values({ userId, accountId: a.accountId, ...listed })
            .onConflictDoUpdate({ target: [facebookAdAccounts.userId, facebookAdAccounts.accountId], set: listed });
        }
      });
    },
    async replacePages(userId: number, pages: readonly { pageId: string; name: string }[], now: Date) {
      await db.transaction(async (tx) => {
        const ids = pages.map((p) => p.pageId);
        const gone = ids.length ? notInArray(facebookPages.pageId, ids) : undefined;
        await tx.delete(facebookPages).where(and(eq(facebookPages.userId, userId), gone));
        for (const p of pages) {
          await tx
            .insert(facebookPages)
            .values({ userId, pageId: p.pageId, name: p.name, updatedAt: now })
            .onConflictDoUpdate({ target: [facebookPages.userId, facebookPages.pageId], set: { name: p.name, updatedAt: now } });
        }
      });
    },
    adAccounts: (userId: number): Promise<ListedAdAccount[]> =>
      db.select().from(facebookAdAccounts).where(eq(facebookAdAccounts.userId, userId)).orderBy(asc(facebookAdAccounts.accountId)),
    pages: (userId: number): Promise<ListedPage[]> =>
      db.select().from(facebookPages).where(eq(facebookPages.userId, userId)).orderBy(asc(facebookPages.pageId)),
  };
}

export type AccountListsRepo = ReturnType<typeof createAccountListsRepo>;
