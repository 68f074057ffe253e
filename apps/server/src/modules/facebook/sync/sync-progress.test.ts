import { describe, expect, it } from 'vitest';
import { accountDone, readProgress, windowStored, windowsToRead } from './sync-progress.ts';

const BACKFILL = { since: '2026-03-04', until: '2026-06-01' }; // 90 days

describe('windowsToRead', () => {
  it('a 90-day back-fill is three windows of 30 days', () => {
    expect(windowsToRead({ accountsDone: [] }, '1', BACKFILL)).toEqual([
      { since: '2026-03-04', until: '2026-04-02' },
      { since: '2026-04-03', until: '2026-05-02' },
      { since: '2026-05-03', until: '2026-06-01' },
    ]);
  });

  it('the account that stopped resumes at its first day not stored; another account reads its whole range', () => {
    const progress = { accountsDone: [], current: { accountId: '1', since: '2026-04-03' } };
    expect(windowsToRead(progress, '1', BACKFILL)).toEqual([
      { since: '2026-04-03', until: '2026-05-02' },
      { since: '2026-05-03', until: '2026-06-01' },
    ]);
    expect(windowsToRead(progress, '2', { since: '2026-05-05', until: '2026-06-01' })).toEqual([
      { since: '2026-05-05', until: '2026-06-01' },
    ]);
  });

  it('nothing is left when every day was stored (the throttle came at the ads read)', () => {
    expect(windowsToRead({ accountsDone: [], current: { accountId: '1', since: '2026-06-02' } }, '1', BACKFILL)).toEqual([]);
  });
});

describe('progress', () => {
  it('a stored window moves the account on; a finished account joins accountsDone', () => {
    const after = windowStored({ accountsDone: ['9'] }, '1', { since: '2026-03-04', until: '2026-04-02' });
    expect(after).toEqual({ accountsDone: ['9'], current: { accountId: '1', since: '2026-04-03' } });
    expect(accountDone(after, '1')).toEqual({ accountsDone: ['9', '1'] });
  });

  it('reads what the column holds, dropping what is not progress', () => {
    expect(readProgress(null)).toEqual({ accountsDone: [] });
    expect(readProgress({ accountsDone: ['1', 2], current: { accountId: '3', since: 'soon' } })).toEqual({ accountsDone: ['1'] });
    expect(readProgress({ accountsDone: [], current: { accountId: '3', since: '2026-05-01' } })).toEqual({
      accountsDone: [],
      current: { accountId: '3', since: '2026-05-01' },
    });
  });
});
