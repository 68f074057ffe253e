/**
 * What the server does on its own (decision 125): auto-accept after an engine run and the due-scheduled
 * job apply and tell the user through the injected `notify`, success or failure, once per recommendation.
 */
import { APPLY_INTERRUPTED_MESSAGE } from '@ads-creative/contracts/optimization';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCampaign, type Headers } from '../../../test/helpers/ads-fixtures.ts';
import { manualJobs } from '../../../test/helpers/manual-jobs.ts';
import { pauseSeed, providerSeed, scaleSeed, seedRecommendation } from '../../../test/helpers/recommendation-fixtures.ts';
import { createTestApp, signUp, type TestApp } from '../../../test/helpers/test-app.ts';
import { createStorage } from '../../providers/storage/storage-config.ts';
import { createCampaignAdsDeletion, shownMediaKeys } from '../ads/ad-deletion.ts';
import { createAdsService } from '../ads/ads.service.ts';
import { providersOfCalls } from '../ai-calls/index.ts';
import { createCampaignsService } from '../campaigns/campaigns.service.ts';
import { tagCopy } from '../creative/index.ts';
import { createMediaService } from '../media/media.service.ts';
import type { OptimizationNotice } from './notice.ts';
import { APPLY_LEASE_MS, createRecommendationsRepo } from './recommendations.repo.ts';
import { createRecommendationsService, type RecommendationsService } from './recommendations.service.ts';

const HOUR = 60 * 60 * 1000;

let t: TestApp;
let service: RecommendationsService;
const told: { userId: number; notice: OptimizationNotice }[] = [];

beforeAll(async () => {
  // No job runs on its own here: the tests call applyDue themselves.
  t = await createTestApp({ deps: { jobs: manualJobs().jobs } });
  const db = t.database.db;
  const clock = t.clock.now;
  const media = createMediaService({
    db,
    storage: createStorage(t.config),
    clock,
    quotaBytes: t.config.MEDIA_QUOTA_BYTES,
    shownKeys: shownMediaKeys,
  });
  const campaigns = createCampaignsService({ db, clock, deleteAds: createCampaignAdsDeletion({ db, media }) });
  const ads = createAdsService({ db, clock, campaigns, media, tagging: { tagCopy, providersOf: providersOfCalls } });
  service = createRecommendationsService({
    db,
    clock,
    campaigns,
    ads,
    notify: async (userId, notice) => void told.push({ userId, notice }),
  });
});
afterAll(() => t.close());

async function user(): Promise<{ headers: Headers; userId: number }> {
  const u = await signUp(t);
  return { headers: u.headers, userId: u.user.id };
}
const statusOf = async (u: { headers: Headers }, id: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/optimization/recommendations/${id}/status`, headers: u.headers })).json();

describe('autoAccept', () => {
  it('applies PENDING ones as auto-accepted and tells the user; others are left alone', async () => {
    const u = await user();
    const switchId = await seedRecommendation(t, u.userId, providerSeed('GEMINI'));
    const dismissed = await seedRecommendation(t, u.userId, providerSeed('OPENAI'), { status: 'DISMISSED', dismissReason: 'too_risky' });
    told.length = 0;
    await service.autoAccept(u.userId, [switchId, dismissed]);
    expect(await statusOf(u, switchId)).toMatchObject({ status: 'IMPLEMENTED', applyFailure: null });
    expect((await statusOf(u, dismissed)).status).toBe('DISMISSED');
    const view = (await service.page(u.userId, { timeRange: '30d', status: 'IMPLEMENTED', page: 0, size: 12 })).recommendations[0];
    expect(view).toMatchObject({ id: switchId, autoAccepted: true });
    expect(told).toEqual([
      {
        userId: u.userId,
        notice: {
          type: 'success',
          title: 'Automatic change applied',
          message: 'AI provider switch: GEMINI',
          data: { recommendationId: switchId },
        },
      },
    ]);
    expect((await service.preferences(u.userId)).defaultProvider).toBe('GEMINI');
  });

  it('a failure is told as an error with its reason', async () => {
    const u = await user();
    const first = await seedRecommendation(t, u.userId, providerSeed('ANTHROPIC'));
    await service.accept(u.userId, first);
    const again = await seedRecommendation(t, u.userId, {
      ...providerSeed('ANTHROPIC'),
      target: { kind: 'provider', id: 'again', name: 'ANTHROPIC' },
    });
    told.length = 0;
    await service.autoAccept(u.userId, [again]);
    expect(told.map((x) => x.notice)).toEqual([
      {
        type: 'error',
        title: 'Automatic change failed',
        message: 'AI provider switch: ANTHROPIC: ANTHROPIC is already the default provider.',
        data: { recommendationId: again },
      },
    ]);
  });
});

describe('applyDue', () => {
  it("applies every user's due ones once, tells each user, and leaves the ones not yet due", async () => {
    const a = await user();
    const b = await user();
    const ca = await createCampaign(t, a.headers, { name: 'A', dailyBudget: 100, status: 'ACTIVE' });
    const cb = await createCampaign(t, b.headers, { name: 'B', dailyBudget: 50, status: 'PAUSED' });
    const now = t.clock.now().getTime();
    const dueA = await seedRecommendation(t, a.userId, scaleSeed(ca.id, 'A', 100, 110), {
      status: 'SCHEDULED',
      scheduledFor: new Date(now + HOUR),
    });
    const dueB = await seedRecommendation(t, b.userId, pauseSeed(cb.id, 'B'), { status: 'SCHEDULED', scheduledFor: new Date(now + HOUR) });
    const later = await seedRecommendation(t, a.userId, providerSeed('OPENAI'), {
      status: 'SCHEDULED',
      scheduledFor: new Date(now + 5 * HOUR),
    });
    t.clock.advance(HOUR);
    told.length = 0;
    expect(await service.applyDue()).toBe(2);
    expect(await service.applyDue()).toBe(0);
    expect((await statusOf(a, dueA)).status).toBe('IMPLEMENTED');
    expect(await statusOf(b, dueB)).toMatchObject({
      status: 'SCHEDULED',
      applyFailure: { message: 'Campaign "B" is PAUSED, not ACTIVE: there is nothing to pause.', attempts: 1 },
    });
    expect((await statusOf(a, later)).status).toBe('SCHEDULED');
    expect(told.map((x) => [x.userId, x.notice.type, x.notice.title])).toEqual(
      expect.arrayContaining([
        [a.userId, 'success', 'Scheduled change applied'],
        [b.userId, 'error', 'Scheduled change failed'],
      ]),
    );
    expect(told).toHaveLength(2);
  });
});

describe('applyDue and an application cut off mid-way', () => {
  /** An accept whose server stopped while applying: ACCEPTED, claimed now, no failure recorded. */
  const cutOff = () => ({ status: 'ACCEPTED', decidedAt: t.clock.now(), applyingSince: t.clock.now(), applyAttempts: 1 });

  it('retries an accept whose claim has expired, and tells the user', async () => {
    const u = await user();
    const c = await createCampaign(t, u.headers, { name: 'Cut', dailyBudget: 100, status: 'ACTIVE' });
    const id = await seedRecommendation(t, u.userId, scaleSeed(c.id, 'Cut', 100, 115), cutOff());
    told.length = 0;
    t.clock.advance(APPLY_LEASE_MS - 1000);
    expect(await service.applyDue()).toBe(0);
    expect(await statusOf(u, id)).toMatchObject({ status: 'ACCEPTED', applyFailure: null });
    t.clock.advance(2000);
    expect(await service.applyDue()).toBe(1);
    expect(await statusOf(u, id)).toMatchObject({ status: 'IMPLEMENTED', applyFailure: null });
    const campaign = await t.app.inject({ method: 'GET', url: `/api/campaigns/${c.id}`, headers: u.headers });
    expect(campaign.json().dailyBudget).toBe(115);
    expect(told.map((x) => [x.userId, x.notice.type, x.notice.title])).toEqual([[u.userId, 'success', 'Accepted change applied']]);
  });

  it('records the failure of the retry and does not try again', async () => {
    const u = await user();
    const c = await createCampaign(t, u.headers, { name: 'Stopped', dailyBudget: 80, status: 'PAUSED' });
    const id = await seedRecommendation(t, u.userId, pauseSeed(c.id, 'Stopped'), cutOff());
    told.length = 0;
    t.clock.advance(APPLY_LEASE_MS + 1000);
    expect(await service.applyDue()).toBe(1);
    expect(await statusOf(u, id)).toMatchObject({
      status: 'ACCEPTED',
      applyFailure: { message: 'Campaign "Stopped" is PAUSED, not ACTIVE: there is nothing to pause.', attempts: 2 },
    });
    t.clock.advance(APPLY_LEASE_MS + 1000);
    expect(await service.applyDue()).toBe(0);
    expect(told.map((x) => [x.notice.type, x.notice.title])).toEqual([['error', 'Accepted change failed']]);
  });

  it('a retry cut off too is left with the interrupted failure, for the user to retry or give up', async () => {
    const u = await user();
    const c = await createCampaign(t, u.headers, { name: 'Twice', dailyBudget: 100, status: 'ACTIVE' });
    const id = await seedRecommendation(t, u.userId, scaleSeed(c.id, 'Twice', 100, 110), cutOff());
    const repo = createRecommendationsRepo(t.database.db);
    t.clock.advance(APPLY_LEASE_MS + 1000);
    // The job's claim, then the server stops again before the outcome is written.
    expect((await repo.claimDue(t.clock.now()))?.id).toBe(id);
    t.clock.advance(APPLY_LEASE_MS + 1000);
    expect(await service.applyDue()).toBe(0);
    expect(await statusOf(u, id)).toMatchObject({ status: 'ACCEPTED', applyFailure: { message: APPLY_INTERRUPTED_MESSAGE, attempts: 2 } });
    expect((await service.accept(u.userId, id)).status).toBe('IMPLEMENTED');
  });
});
