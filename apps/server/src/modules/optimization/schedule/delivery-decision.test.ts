import { deliveryDaysLabel } from '@ads-creative/contracts/campaigns';
import { describe, expect, it } from 'vitest';
import { type DeliveryInput, decideDelivery, excludedRunStart } from './delivery-decision.ts';

// 2026-11-28 is a Saturday, 2026-11-30 a Monday.
const weekend: DeliveryInput = {
  excludedDays: ['SAT', 'SUN'],
  pausedBySchedule: false,
  changedSincePause: false,
  lastPausedOn: null,
  status: 'ACTIVE',
  timezone: 'UTC',
  now: new Date('2026-11-28T00:05:00Z'),
};
const at = (iso: string) => new Date(iso);

describe('what a delivery schedule asks for', () => {
  it('an excluded day pauses an ACTIVE campaign', () => {
    expect(decideDelivery(weekend)).toBe('pause');
  });

  it('the next delivering day resumes the campaign the schedule paused', () => {
    const paused = { ...weekend, status: 'PAUSED', pausedBySchedule: true, lastPausedOn: '2026-11-28' };
    expect(decideDelivery({ ...paused, now: at('2026-11-29T12:00:00Z') })).toBe('none'); // Sunday: still off
    expect(decideDelivery({ ...paused, now: at('2026-11-30T00:05:00Z') })).toBe('resume');
  });

  it('a campaign the user paused is never resumed, nor paused again', () => {
    const userPaused = { ...weekend, status: 'PAUSED' };
    expect(decideDelivery(userPaused)).toBe('none');
    expect(decideDelivery({ ...userPaused, now: at('2026-11-30T00:05:00Z') })).toBe('none');
  });

  it('a DRAFT, COMPLETED or FAILED campaign is left alone on an excluded day', () => {
    for (const status of ['DRAFT', 'COMPLETED', 'FAILED']) expect(decideDelivery({ ...weekend, status })).toBe('none');
  });

  it('the user changing the campaign while it was paused by the schedule: it stays as they left it', () => {
    const paused = { ...weekend, status: 'PAUSED', pausedBySchedule: true, lastPausedOn: '2026-11-28', now: at('2026-11-30T00:05:00Z') };
    expect(decideDelivery({ ...paused, changedSincePause: true })).toBe('release');
  });

  it('the user resuming it on an excluded day: the schedule lets go and does not pause it again in that run', () => {
    const resumed = { ...weekend, status: 'ACTIVE', pausedBySchedule: true, lastPausedOn: '2026-11-28', now: at('2026-11-28T10:00:00Z') };
    expect(decideDelivery(resumed)).toBe('release');
    const released = { ...resumed, pausedBySchedule: false };
    expect(decideDelivery(released)).toBe('none');
    expect(decideDelivery({ ...released, now: at('2026-11-29T10:00:00Z') })).toBe('none'); // Sunday, same run
    expect(decideDelivery({ ...released, now: at('2026-12-05T00:05:00Z') })).toBe('pause'); // the next Saturday
  });

  it("days are the ad account's: at 23:30 UTC on Friday it is Saturday in Berlin, still Friday in Los Angeles", () => {
    const fridayNight = { ...weekend, now: at('2026-11-27T23:30:00Z') };
    expect(decideDelivery({ ...fridayNight, timezone: 'UTC' })).toBe('none');
    expect(decideDelivery({ ...fridayNight, timezone: 'Europe/Berlin' })).toBe('pause');
    expect(decideDelivery({ ...fridayNight, timezone: 'America/Los_Angeles' })).toBe('none');
    expect(decideDelivery({ ...weekend, timezone: 'America/Los_Angeles', now: at('2026-11-28T07:59:00Z') })).toBe('none');
    expect(decideDelivery({ ...weekend, timezone: 'America/Los_Angeles', now: at('2026-11-28T08:00:00Z') })).toBe('pause');
    // Monday 00:00 in Tokyo is Sunday 15:00 UTC: the resume comes at Tokyo's midnight.
    const paused = { ...weekend, status: 'PAUSED', pausedBySchedule: true, lastPausedOn: '2026-11-28', timezone: 'Asia/Tokyo' };
    expect(decideDelivery({ ...paused, now: at('2026-11-29T14:59:00Z') })).toBe('none');
    expect(decideDelivery({ ...paused, now: at('2026-11-29T15:00:00Z') })).toBe('resume');
  });

  it('a run of excluded days starts at its first day, across the week boundary', () => {
    expect(excludedRunStart('2026-11-29', ['SAT', 'SUN'])).toBe('2026-11-28');
    expect(excludedRunStart('2026-11-30', ['SUN', 'MON'])).toBe('2026-11-29');
    expect(excludedRunStart('2026-11-28', ['SAT'])).toBe('2026-11-28');
  });
});

describe('the days a schedule keeps, in words', () => {
  it('joins runs of three or more days with an en dash', () => {
    expect(deliveryDaysLabel(['SAT', 'SUN'])).toBe('Mon–Fri');
    expect(deliveryDaysLabel(['FRI', 'SAT'])).toBe('Mon–Thu, Sun');
    expect(deliveryDaysLabel(['TUE', 'WED', 'THU'])).toBe('Mon, Fri–Sun');
    expect(deliveryDaysLabel(['MON', 'WED', 'FRI'])).toBe('Tue, Thu, Sat, Sun');
  });
});
