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
import { GraphApiError } from '../../providers/facebook/graph-client.ts';
import type { FbAdAccount, MarketingApi } from '../../providers/facebook/marketing.ts';
import { createFacebookRepo } from './facebook.repo.ts';
import { toAppError } from './facebook-errors.ts';

/** What the auth module tells about a user's Facebook identity (auth owns the users table). */
export interface FacebookIdentityPort {
  identity(userId: number): Promise<{ accessToken: string; expiresAt: Date | null } | null>;
  eraseToken(userId: number): Promise<void>;
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
}) {
  const repo = createFacebookRepo(deps.db);

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
      throw toAppError(e);
    }
  }

  /** Token and chosen ad account (and page, if chosen), or the message naming what is missing. */
  async function chosen(userId: number) {
    const t = await token(userId);
    const row = await repo.connection(userId);
    if (!row?.adAccountId || !row.currency || !row.timezone) throw new AppError('VALIDATION_ERROR', facebookMessages.noAdAccount);
    return { token: t, adAccountId: row.adAccountId, currency: row.currency, timezone: row.timezone, pageId: row.pageId };
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

    adAccounts: (userId: number) => withToken(userId, async (m, t) => (await m.adAccounts(t)).map(accountView)),
    pages: (userId: number) => withToken(userId, async (m, t) => (await m.pages(t)).map((p) => ({ id: p.id, name: p.name }))),

    /** Chooses the ad account and page, each checked against what Facebook lists for this token. */
    async choose(userId: number, choice: { adAccountId: string; pageId: string }): Promise<FacebookConnection> {
      const { accounts, pages } = await withToken(userId, async (m, t) => ({ accounts: await m.adAccounts(t), pages: await m.pages(t) }));
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
    linked: (userId: number, facebookName: string | null) =>
      repo.saveConnection(userId, { facebookName, needsReconnect: false }, deps.clock()),

    async disconnect(userId: number) {
      await deps.identity.eraseToken(userId);
      await repo.deleteConnection(userId);
    },

    /** Token and ad account: what changing already published objects needs. */
    async account(userId: number): Promise<Omit<ReadyConnection, 'pageId'>> {
      const { pageId: _, ...account } = await chosen(userId);
      return account;
    },

    /** Token, ad account and page, or the message naming what is missing. */
    async ready(userId: number): Promise<ReadyConnection> {
      const { pageId, ...account } = await chosen(userId);
      if (!pageId) throw new AppError('VALIDATION_ERROR', facebookMessages.noPage);
      return { ...account, pageId };
    },
  };
}

export type ConnectionService = ReturnType<typeof createConnectionService>;
