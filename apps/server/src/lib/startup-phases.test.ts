import { describe, expect, it } from 'vitest';
import { startupPhases } from './startup-phases.ts';

describe('startupPhases', () => {
  it('gives each phase the ms since the previous one (the first since the process started) and the total', () => {
    const times = [120.4, 130, 930.6, 1010];
    const phases = startupPhases(() => times.shift() as number);
    for (const name of ['load code', 'config', 'open database', 'listen']) phases.end(name);
    expect(phases.summary()).toEqual({ 'load code': 120, config: 10, 'open database': 801, listen: 79, total: 1010 });
  });
});
