/**
 * Which ad account and page a campaign uses (decision 181), as pure decisions over the stored lists: a
 * campaign's own choice is checked against what the Facebook login can use; a campaign without one uses the
 * defaults chosen in Settings; a published campaign stays in the ad account its Facebook objects are in
 * (`fbAdAccountId`) for every later call, whatever the defaults become.
 */
import { connectionMessages, facebookMessages } from '@ads-creative/contracts/facebook';

export interface AccountChoice {
  adAccountId: string | null;
  pageId: string | null;
}

export interface CampaignAccounts extends AccountChoice {
  /** The ad account its Facebook objects were created in; null until published. */
  fbAdAccountId: string | null;
}

/** The defaults chosen in Settings (facebook_connections). */
export interface AccountDefaults {
  adAccountId: string | null;
  currency: string | null;
  timezone: string | null;
  pageId: string | null;
}

/** Facebook's lists as last stored (facebook_ad_accounts, facebook_pages). */
export interface AccountLists {
  accounts: readonly { accountId: string; currency: string; timezone: string; status: number }[];
  pages: readonly { pageId: string }[];
}

export interface TargetAccount {
  /** Without the act_ prefix. */
  id: string;
  currency: string;
  timezone: string;
}

/** Facebook's account_status of an account that can run ads. */
const ACTIVE = 1;

/** What refuses a campaign's choice of ad account or page (its field and the user's words); null when it can be saved. */
export function choiceProblem(choice: Partial<AccountChoice>, lists: AccountLists): { path: keyof AccountChoice; message: string } | null {
  if (choice.adAccountId) {
    const account = lists.accounts.find((a) => a.accountId === choice.adAccountId);
    if (!account) return { path: 'adAccountId', message: connectionMessages.unknownAdAccount };
    if (account.status !== ACTIVE) return { path: 'adAccountId', message: connectionMessages.disabledAdAccount };
  }
  if (choice.pageId && !lists.pages.some((p) => p.pageId === choice.pageId))
    return { path: 'pageId', message: connectionMessages.unknownPage };
  return null;
}

/** An account's currency and time zone: Facebook's list, else the defaults' copy when it is the default account. */
export function accountDetails(id: string, defaults: AccountDefaults, lists: AccountLists): TargetAccount | null {
  const listed = lists.accounts.find((a) => a.accountId === id);
  if (listed) return { id, currency: listed.currency, timezone: listed.timezone };
  if (id === defaults.adAccountId && defaults.currency && defaults.timezone) {
    return { id, currency: defaults.currency, timezone: defaults.timezone };
  }
  return null;
}

/**
 * The ad account (with its currency and time zone) and the page a campaign's calls use, or the message
 * naming what is missing. The page may be null: changing published objects needs none.
 */
export function campaignTarget(
  c: CampaignAccounts,
  defaults: AccountDefaults,
  lists: AccountLists,
): { account: TargetAccount; pageId: string | null } | { problem: string } {
  const accountId = c.fbAdAccountId ?? c.adAccountId ?? defaults.adAccountId;
  if (!accountId) return { problem: facebookMessages.noAdAccount };
  const account = accountDetails(accountId, defaults, lists);
  if (!account) return { problem: connectionMessages.unknownAdAccount };
  if (c.pageId && !lists.pages.some((p) => p.pageId === c.pageId)) return { problem: connectionMessages.unknownPage };
  return { account, pageId: c.pageId ?? defaults.pageId };
}

/** The ad accounts a sync covers: the default and every account a campaign was published to, each once, the default first. */
export function syncedAccountIds(defaultId: string | null, published: readonly string[]): string[] {
  return [...new Set([...(defaultId ? [defaultId] : []), ...published])];
}
