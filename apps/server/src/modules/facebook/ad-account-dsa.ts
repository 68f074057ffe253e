/**
 * Who benefits from and who pays for a user's ads shown in the EU (the DSA's `dsa_beneficiary` and
 * `dsa_payor`), kept per ad account (decision 180). Only an account the user's Facebook login lists takes
 * them; the account chosen in Settings too, before Facebook's list of accounts has been stored.
 */
import { type AdAccountDsa, type DsaBody, publishingRulesMessages } from '@ads-creative/contracts/publishing-rules';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { createAdAccountDsaRepo } from './ad-account-dsa.repo.ts';

export function createAdAccountDsa(deps: { db: Db; clock: () => Date }) {
  const repo = createAdAccountDsaRepo(deps.db);
  return {
    /** The account's names, null when the account is not listed. */
    of: repo.of,
    list: repo.list,
    /** Saves both names; 400 for an account the user's login does not list. */
    async save(userId: number, accountId: string, body: DsaBody): Promise<AdAccountDsa> {
      const now = deps.clock();
      const saved =
        (await repo.update(userId, accountId, body, now)) ||
        ((await repo.listChosenAccount(userId, accountId, now)) && (await repo.update(userId, accountId, body, now)));
      if (!saved) throw new AppError('VALIDATION_ERROR', publishingRulesMessages.unknownAdAccount);
      return { adAccountId: accountId, ...body };
    },
  };
}

export type AdAccountDsaStore = ReturnType<typeof createAdAccountDsa>;
