import { adDeliveryMessages as m } from '@ads-creative/contracts/facebook';
import { describe, expect, it } from 'vitest';
import { adDeliveryChanges, adDeliveryState, type StoredAd } from './ad-delivery-status.ts';

describe("Facebook's effective_status → our ad status (decision 087)", () => {
  it.each([
    ['ACTIVE', 'ACTIVE', null],
    ['PAUSED', 'PAUSED', null],
    ['CAMPAIGN_PAUSED', 'PAUSED', null],
    ['ADSET_PAUSED', 'PAUSED', null],
    ['PENDING_REVIEW', 'PENDING', null],
    ['IN_PROCESS', 'PENDING', null],
    ['PREAPPROVED', 'PENDING', null],
    ['PENDING_BILLING_INFO', 'PENDING', m.pendingBilling],
    ['DISAPPROVED', 'REJECTED', m.rejectedNoReason],
    ['WITH_ISSUES', 'FAILED', m.withIssuesNoReason],
    ['ARCHIVED', 'COMPLETED', null],
    ['DELETED', 'COMPLETED', null],
  ])('%s → %s', (effective, status, publishError) => {
    expect(adDeliveryState({ id: '1', effective_status: effective })).toEqual({ status, publishError });
  });

  it('an unknown or missing effective_status leaves the ad as it is', () => {
    expect(adDeliveryState({ id: '1', effective_status: 'SOMETHING_NEW' })).toBeNull();
    expect(adDeliveryState({ id: '1' })).toBeNull();
  });

  it("a rejection says why, in Facebook's review feedback", () => {
    const state = adDeliveryState({
      id: '1',
      effective_status: 'DISAPPROVED',
      ad_review_feedback: {
        global: {
          'Personal Health and Appearance': "Ads mustn't promise guaranteed weight-loss results.",
          'Misleading Claims': 'Ads must not mislead.',
        },
      },
    });
    expect(state).toEqual({
      status: 'REJECTED',
      publishError:
        "Facebook rejected this ad: Personal Health and Appearance: Ads mustn't promise guaranteed weight-loss results. " +
        'Misleading Claims: Ads must not mislead.',
    });
  });

  it("an ad with issues says Facebook's summary of the first one", () => {
    expect(
      adDeliveryState({ id: '1', effective_status: 'WITH_ISSUES', issues_info: [{ error_summary: 'Payment method declined' }] }),
    ).toEqual({ status: 'FAILED', publishError: 'Facebook stopped delivering this ad: Payment method declined' });
  });
});

describe('adDeliveryChanges', () => {
  const ours = new Map<string, StoredAd>([
    ['f1', { adId: 1, status: 'PENDING', publishError: null }],
    ['f2', { adId: 2, status: 'PAUSED', publishError: null }],
    ['f3', { adId: 3, status: 'REJECTED', publishError: m.rejectedNoReason }],
  ]);

  it('lists only our ads whose status or message changed', () => {
    expect(
      adDeliveryChanges(ours, [
        { id: 'f1', effective_status: 'ACTIVE' },
        { id: 'f2', effective_status: 'ADSET_PAUSED' },
        { id: 'f3', effective_status: 'DISAPPROVED' },
        { id: 'not-ours', effective_status: 'ACTIVE' },
      ]),
    ).toEqual([{ adId: 1, status: 'ACTIVE', publishError: null }]);
  });

  it('an approved appeal clears the rejection message', () => {
    expect(adDeliveryChanges(ours, [{ id: 'f3', effective_status: 'ACTIVE' }])).toEqual([
      { adId: 3, status: 'ACTIVE', publishError: null },
    ]);
  });
});
