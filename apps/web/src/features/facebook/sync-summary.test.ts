import { describe, expect, it } from 'vitest';
import type { SyncRun } from './api/sync.ts';
import { syncSummary } from './sync-summary.ts';

const run = (over: Partial<SyncRun>): SyncRun => ({
  id: 1,
  status: 'queued',
  jobId: null,
  since: null,
  until: null,
  rows: 0,
  error: null,
  createdAt: '2026-11-26T06:50:00.000Z',
  finishedAt: null,
  resumesAt: null,
  ...over,
});

describe('syncSummary', () => {
  it("a run Facebook slowed down says when it resumes, in the user's time zone", () => {
    const waiting = run({ resumesAt: '2026-11-26T07:05:00.000Z' });
    expect(syncSummary(waiting, 'Asia/Ho_Chi_Minh')).toBe('Facebook asked us to slow down; resumes at 14:05');
    expect(syncSummary(waiting, 'Europe/Paris')).toBe('Facebook asked us to slow down; resumes at 08:05');
  });

  it('a queued or running run without a wait is syncing; a failed one says why', () => {
    expect(syncSummary(run({}))).toBe('Syncing…');
    expect(syncSummary(run({ status: 'running' }))).toBe('Syncing…');
    expect(syncSummary(run({ status: 'failed', error: 'Facebook is temporarily unavailable.' }))).toBe(
      'Last sync failed: Facebook is temporarily unavailable.',
    );
    expect(syncSummary(null)).toBe('Not synced yet.');
  });
});
