/** Which ad account and page a campaign uses (decision 181): the pure decisions, on hand-made lists. */
import { connectionMessages, facebookMessages } from '@ads-creative/contracts/facebook';
import { describe, expect, it } from 'vitest';
import { accountDetails, campaignTarget, choiceProblem, syncedAccountIds } from './account-choice.ts';

const lists = {
  accounts: [
    { accountId: '1', currency: 'USD', timezone: 'America/Los_Angeles', status: 1 },
    { accountId: '2', currency: 'VND', timezone: 'Asia/Ho_Chi_Minh', status: 1 },
    { accountId: '3', currency: 'USD', timezone: 'UTC', status: 2 },
  ],
  pages: [{ pageId: '10' }, { pageId: '20' }],
};
const defaults = { adAccountId: '1', currency: 'USD', timezone: 'America/Los_Angeles', pageId: '10' };
const unpublished = { adAccountId: null, pageId: null, fbAdAccountId: null };

describe('choiceProblem', () => {
  it('accepts listed active accounts and listed pages, and nothing chosen', () => {
    expect(choiceProblem({ adAccountId: '2', pageId: '20' }, lists)).toBeNull();
    expect(choiceProblem({ adAccountId: null, pageId: null }, lists)).toBeNull();
  });
  it('names the field and the reason', () => {
    expect(choiceProblem({ adAccountId: '9' }, lists)).toEqual({ path: 'adAccountId', message: connectionMessages.unknownAdAccount });
    expect(choiceProblem({ adAccountId: '3' }, lists)).toEqual({ path: 'adAccountId', message: connectionMessages.disabledAdAccount });
    expect(choiceProblem({ pageId: '30' }, lists)).toEqual({ path: 'pageId', message: connectionMessages.unknownPage });
  });
});

describe('campaignTarget', () => {
  it('without a choice: the defaults', () => {
    expect(campaignTarget(unpublished, defaults, lists)).toEqual({
      account: { id: '1', currency: 'USD', timezone: 'America/Los_Angeles' },
      pageId: '10',
    });
  });
  it("its own account and page, with that account's currency and time zone", () => {
    expect(campaignTarget({ adAccountId: '2', pageId: '20', fbAdAccountId: null }, defaults, lists)).toEqual({
      account: { id: '2', currency: 'VND', timezone: 'Asia/Ho_Chi_Minh' },
      pageId: '20',
    });
  });
  it('published: the account its objects are in, whatever it chose or the default is now', () => {
    expect(campaignTarget({ adAccountId: null, pageId: null, fbAdAccountId: '2' }, defaults, lists)).toMatchObject({
      account: { id: '2', currency: 'VND' },
    });
  });
  it("the default account's copy on the connection when the lists were never stored", () => {
    expect(campaignTarget(unpublished, defaults, { accounts: [], pages: [] })).toEqual({
      account: { id: '1', currency: 'USD', timezone: 'America/Los_Angeles' },
      pageId: '10',
    });
  });
  it('says what is missing', () => {
    const none = { adAccountId: null, currency: null, timezone: null, pageId: null };
    expect(campaignTarget(unpublished, none, lists)).toEqual({ problem: facebookMessages.noAdAccount });
    expect(campaignTarget({ ...unpublished, adAccountId: '9' }, defaults, lists)).toEqual({ problem: connectionMessages.unknownAdAccount });
    expect(campaignTarget({ ...unpublished, pageId: '30' }, defaults, lists)).toEqual({ problem: connectionMessages.unknownPage });
  });
});

describe('the accounts a sync covers', () => {
  it('the default first, then each published account once', () => {
    expect(syncedAccountIds('1', ['2', '1', '2'])).toEqual(['1', '2']);
    expect(syncedAccountIds(null, ['2'])).toEqual(['2']);
  });
  it('an account neither listed nor the default has no known currency', () => {
    expect(accountDetails('2', defaults, lists)).toEqual({ id: '2', currency: 'VND', timezone: 'Asia/Ho_Chi_Minh' });
    expect(accountDetails('9', defaults, lists)).toBeNull();
  });
});
