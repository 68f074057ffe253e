/**
 * A user's Facebook connection: whether a token is linked (Facebook login, or Connect in Settings),
 * the ad account and page chosen from the lists Facebook gives that token, when to ask for a
 * reconnect, and disconnecting. Publishing and the sync take what they need from `ready`.
 */
import {
  AD_ACCOUNT_STATUS,
  connectionMessages,
  type FacebookConnection,
  facebookMessages,
  RECONNECT_BEFORE_EXPIRY_DAYS,
} from '@ads-creative/contracts/facebook';
import { messages } from '@ads-creative/contracts/messages';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { GraphThrottledError } from '../../providers/facebook/account-gate.ts';
import { GraphApiError } from '../../providers/facebook/graph-client.ts';
import type { FbAdAccount, FbPage, MarketingApi } from '../../providers/facebook/marketing.ts';
import {
  type AccountChoice,
  type AccountLists,
  accountDetails,
  type CampaignAccounts,
  campaignTarget,
  choiceProblem,
  syncedAccountIds,
  type TargetAccount,
} from './account-choice.ts';
import { createAccountListsRepo } from './account-lists.repo.ts';
import { createFacebookRepo } from './facebook.repo.ts';
import { toAppError } from './facebook-errors.ts';

/** What the auth module tells about a user's Facebook identity (auth owns the users table). */
export interface FacebookIdentityPort {
  identity(userId: number): Promise<{ accessToken: string; expiresAt: Date | null } | null>;
  eraseToken(userId: number): Promise<void>;
  /** The user's time zone, for the time a throttled call may be tried again (decision 177). */
  timeZone?(userId: number): Promise<string | null>;
}

export interface ReadyConnection {
  token: string;
  adAccountId: string;
  currency: string;
  timezone: string;
  pageId: string;
}

const DAY_MS = 86_400_000;

export function accountView(a: FbAdAccount) {
  return {
    id: a.account_id,
    name: a.name,
    currency: a.currency,
    timezone: a.timezone_name,
    status: AD_ACCOUNT_STATUS[a.account_status] ?? `STATUS_${a.account_status}`,
    usable: a.account_status === 1,
  };
}

export function createConnectionService(deps: {
  db: Db;
  clock: () => Date;
  identity: FacebookIdentityPort;
  /** null when Facebook is not configured (no app id and secret). */
  marketing: MarketingApi | null;
  sandbox: boolean;
  /** Logs what failed without failing the caller (the lists read when a login is linked). */
  warn?: (error: unknown, what: string) => void;
}) {
  const repo = createFacebookRepo(deps.db);
  const lists = createAccountListsRepo(deps.db);

  async function token(userId: number): Promise<string> {
    const identity = await deps.identity.identity(userId);
    if (!identity || !deps.marketing) throw new AppError('VALIDATION_ERROR', messages.facebookNotConnected);
    return identity.accessToken;
  }

  /** Calls Facebook for the user; a 190 marks the connection for reconnecting before it is rethrown. */
  async function withToken<T>(userId: number, call: (marketing: MarketingApi, token: string) => Promise<T>): Promise<T> {
    const t = await token(userId);
    try {
      return await call(deps.marketing as MarketingApi, t);
    } catch (e) {
      if (e instanceof GraphApiError && e.classified.kind === 'reconnect')
        await repo.saveConnection(userId, { needsReconnect: true }, deps.clock());
      if (e instanceof GraphThrottledError) throw toAppError(e, { now: deps.clock(), timeZone: await deps.identity.timeZone?.(userId) });
      throw toAppError(e);
    }
  }

  /** Facebook's lists of ad accounts and pages for the user's token, stored as they are now (decision 181). */
  async function refreshLists(userId: number): Promise<{ accounts: FbAdAccount[]; pages: FbPage[] }> {
    const listed = await withToken(userId, async (m, t) => ({ accounts: await m.adAccounts(t), pages: await m.pages(t) }));
    const now = deps.clock();
    await lists.replaceAdAccounts(
      userId,
      listed.accounts.map((a) => ({
        accountId: a.account_id,
        name: a.name,
        currency: a.currency,
        timezone: a.timezone_name,
        status: a.account_status,
      })),
      now,
    );
    await lists.replacePages(
      userId,
      listed.pages.map((p) => ({ pageId: p.id, name: p.name })),
      now,
    );
    return listed;
  }

  const storedLists = async (userId: number): Promise<AccountLists> => {
    const [accounts, pages] = await Promise.all([lists.adAccounts(userId), lists.pages(userId)]);
    return { accounts, pages };
  };

  /**
   * Runs a decision over the stored lists; when it finds a problem, the lists are read from Facebook once more
   * (an account or page added since they were stored) and the decision made again on them.
   */
  async function withLists<T>(userId: number, decide: (l: AccountLists) => T, problem: (result: T) => boolean): Promise<T> {
    const result = decide(await storedLists(userId));
    if (!problem(result)) return result;
    await refreshLists(userId);
    return decide(await storedLists(userId));
  }

  const defaultsOf = async (userId: number) => {
    const row = await repo.connection(userId);
    return {
      adAccountId: row?.adAccountId ?? null,
      currency: row?.currency ?? null,
      timezone: row?.timezone ?? null,
      pageId: row?.pageId ?? null,
    };
  };

  /**
   * Token, ad account (with its currency and time zone) and page (if any) a campaign's calls use: its own
   * choice, else the defaults; once published, the account its objects are in. Without a campaign, the defaults.
   */
  async function chosen(userId: number, campaign: CampaignAccounts = { adAccountId: null, pageId: null, fbAdAccountId: null }) {
    const t = await token(userId);
    const defaults = await defaultsOf(userId);
    const target = await withLists(
      userId,
      (l) => campaignTarget(campaign, defaults, l),
      (r) => 'problem' in r && r.problem !== facebookMessages.noAdAccount,
    );
    if ('problem' in target) throw new AppError('VALIDATION_ERROR', target.problem);
    const { id, currency, timezone } = target.account;
    return { token: t, adAccountId: id, currency, timezone, pageId: target.pageId };
  }

  return {
    withToken,
    markNeedsReconnect: (userId: number) => repo.saveConnection(userId, { needsReconnect: true }, deps.clock()),

    async status(userId: number): Promise<FacebookConnection> {
      const [identity, row] = await Promise.all([deps.identity.identity(userId), repo.connection(userId)]);
      const expiresAt = identity?.expiresAt ?? null;
      const expiring = !!expiresAt && expiresAt.getTime() - deps.clock().getTime() < RECONNECT_BEFORE_EXPIRY_DAYS * DAY_MS;
      return {
        connected: !!identity,
        facebookName: row?.facebookName ?? null,
        tokenExpiresAt: expiresAt?.toISOString() ?? null,
        adAccount:
          row?.adAccountId && identity
            ? { id: row.adAccountId, name: row.adAccountName ?? '', currency: row.currency ?? '', timezone: row.timezone ?? '' }
            : null,
        page: row?.pageId && identity ? { id: row.pageId, name: row.pageName ?? '' } : null,
        needsReconnect: !!identity && (expiring || !!row?.needsReconnect),
        sandbox: deps.sandbox,
      };
    },

    /** Facebook's lists, read now and stored (decision 181). */
    adAccounts: async (userId: number) => (await refreshLists(userId)).accounts.map(accountView),
    pages: async (userId: number) => (await refreshLists(userId)).pages.map((p) => ({ id: p.id, name: p.name })),

    /**
     * Refuses a campaign's choice of ad account or page that the Facebook login cannot use (the campaigns module's
     * port; decision 181). Only the values set are checked; null means the defaults of Settings.
     */
    async checkChoice(userId: number, choice: Partial<AccountChoice>): Promise<void> {
      if (!choice.adAccountId && !choice.pageId) return;
      await token(userId);
      const problem = await withLists(
        userId,
        (l) => choiceProblem(choice, l),
        (p) => p !== null,
      );
      if (problem) throw new AppError('VALIDATION_ERROR', problem.message, [problem]);
    },

    /** The ad accounts an insights sync covers (decision 181): the default and those of published campaigns, with currency and time zone. */
    async syncAccounts(
      userId: number,
      published: readonly string[],
    ): Promise<{ token: string; accounts: TargetAccount[]; missing: string[] }> {
      const t = await token(userId);
      const defaults = await defaultsOf(userId);
      const ids = syncedAccountIds(defaults.adAccountId, published);
      const found = await withLists(
        userId,
        (l) => ids.map((id) => ({ id, details: accountDetails(id, defaults, l) })),
        (r) => r.some((a) => !a.details),
      );
      return {
        token: t,
        accounts: found.flatMap((a) => (a.details ? [a.details] : [])),
        missing: found.filter((a) => !a.details).map((a) => a.id),
      };
    },

    /** Chooses the ad account and page, each checked against what Facebook lists for this token. */
    async choose(userId: number, choice: { adAccountId: string; pageId: string }): Promise<FacebookConnection> {
      const { accounts, pages } = await refreshLists(userId);
      const account = accounts.find((a) => a.account_id === choice.adAccountId);
      if (!account)
        throw new AppError('VALIDATION_ERROR', connectionMessages.unknownAdAccount, [
          { path: 'adAccountId', message: connectionMessages.unknownAdAccount },
        ]);
      if (account.account_status !== 1) {
        throw new AppError('VALIDATION_ERROR', connectionMessages.disabledAdAccount, [
          { path: 'adAccountId', message: connectionMessages.disabledAdAccount },
        ]);
      }
      const page = pages.find((p) => p.id === choice.pageId);
      if (!page)
        throw new AppError('VALIDATION_ERROR', connectionMessages.unknownPage, [
          { path: 'pageId', message: connectionMessages.unknownPage },
        ]);
      await repo.saveConnection(
        userId,
        {
          adAccountId: account.account_id,
          adAccountName: account.name,
          currency: account.currency,
          timezone: account.timezone_name,
          pageId: page.id,
          pageName: page.name,
          needsReconnect: false,
        },
        deps.clock(),
      );
      return this.status(userId);
    },

    /** Called by auth when a Facebook identity and a fresh token are linked to the user. */
    async linked(userId: number, facebookName: string | null) {
      await repo.saveConnection(userId, { facebookName, needsReconnect: false }, deps.clock());
      // Connecting lists every ad account and page (decision 181); Settings reads them again, so a failure here only waits.
      await refreshLists(userId).catch((e) => deps.warn?.(e, 'listing the ad accounts and pages of a new Facebook login'));
    },

    async disconnect(userId: number) {
      await deps.identity.eraseToken(userId);
      await repo.deleteConnection(userId);
    },

    /** Token and ad account (the campaign's, else the default): what changing already published objects needs. */
    async account(userId: number, campaign?: CampaignAccounts): Promise<Omit<ReadyConnection, 'pageId'>> {
      const { pageId: _, ...account } = await chosen(userId, campaign);
      return account;
    },

    /** Token, ad account and page (the campaign's, else the defaults), or the message naming what is missing. */
    async ready(userId: number, campaign?: CampaignAccounts): Promise<ReadyConnection> {
      const { pageId, ...account } = await chosen(userId, campaign);
      if (!pageId) throw new AppError('VALIDATION_ERROR', facebookMessages.noPage);
      return { ...account, pageId };
    },
  };
}

export type ConnectionService = ReturnType<typeof createConnectionService>;
