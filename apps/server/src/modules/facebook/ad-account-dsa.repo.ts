/** Queries of the DSA names kept on `facebook_ad_accounts` rows (decision 180); the rest of the row is the account list's. */
import type { AdAccountDsa } from '@ads-creative/contracts/publishing-rules';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { facebookAdAccounts, facebookConnections } from '../../db/schema/facebook.ts';
import type { AccountDsa } from './publish/publishing-rules.ts';

const ofAccount = (userId: number, accountId: string) =>
  and(eq(facebookAdAccounts.userId, userId), eq(facebookAdAccounts.accountId, accountId));

export function createAdAccountDsaRepo(db: Db) {
  return {
    async of(userId: number, accountId: string): Promise<AccountDsa | null> {
      const [row] = await db
        .select({ beneficiary: facebookAdAccounts.dsaBeneficiary, payor: facebookAdAccounts.dsaPayor })
        .from(facebookAdAccounts)
        .where(ofAccount(userId, accountId));
      return row ?? null;
    },
    list: (userId: number): Promise<AdAccountDsa[]> =>
      db
        .select({
          adAccountId: facebookAdAccounts.accountId,
          beneficiary: facebookAdAccounts.dsaBeneficiary,
          payor: facebookAdAccounts.dsaPayor,
        })
        .from(facebookAdAccounts)
        .where(eq(facebookAdAccounts.userId, userId))
        .orderBy(asc(facebookAdAccounts.accountId)),
    /** True when the user has this account listed (and it now carries the names). */
    async update(userId: number, accountId: string, dsa: { beneficiary: string; payor: string }, now: Date): Promise<boolean> {
      const rows = await db
        .update(facebookAdAccounts)
        .set({ dsaBeneficiary: dsa.beneficiary, dsaPayor: dsa.payor, updatedAt: now })
        .where(ofAccount(userId, accountId))
        .returning({ accountId: facebookAdAccounts.accountId });
      return rows.length > 0;
    },
    /** Lists the account chosen in Settings from what the connection knows of it; false when it is not that account. */
    async listChosenAccount(userId: number, accountId: string, now: Date): Promise<boolean> {
      const [chosen] = await db.select().from(facebookConnections).where(eq(facebookConnections.userId, userId));
      if (chosen?.adAccountId !== accountId) return false;
      const listed = {
        name: chosen.adAccountName ?? accountId,
        currency: chosen.currency ?? 'USD',
        timezone: chosen.timezone ?? 'UTC',
        status: 1,
      };
      await db
        .insert(facebookAdAccounts)
        .values({ userId, accountId, ...listed, updatedAt: now })
        .onConflictDoNothing();
      return true;
    },
  };
}
