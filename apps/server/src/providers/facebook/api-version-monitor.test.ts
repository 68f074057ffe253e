import { describe, expect, it } from 'vitest';
import { createApiVersionMonitor, versionProblem } from './api-version-monitor.ts';

const headers = (values: Record<string, string> = {}) => new Headers(values);

describe('the API version monitor', () => {
  it('sees nothing in an ordinary answer or an unrelated error', () => {
    expect(versionProblem({ headers: headers() }, 'v27.0')).toBeNull();
    expect(versionProblem({ headers: headers(), errorCode: 100 }, 'v27.0')).toBeNull();
    expect(versionProblem({ headers: headers({ 'x-ad-api-version-warning': '  ' }) }, 'v27.0')).toBeNull();
  });

  it('reads error 2635 as a refused version and the warning header as an auto-upgrade, each with what to change', () => {
    expect(versionProblem({ headers: headers(), errorCode: 2635 }, 'v21.0')).toEqual({
      kind: 'retired',
      detail:
        'Facebook refuses Graph API v21.0 for ads (error 2635). Set FACEBOOK_API_VERSION to a version Meta still supports (this build targets v27.0) and restart.',
    });
    expect(versionProblem({ headers: headers({ 'X-Ad-Api-Version-Warning': 'upgraded to v25.0' }) }, 'v24.0')).toEqual({
      kind: 'auto_upgraded',
      detail:
        'Facebook answered a v24.0 call with X-Ad-Api-Version-Warning ("upgraded to v25.0"): the version is expiring and calls may be auto-upgraded with other defaults. Set FACEBOOK_API_VERSION to a version Meta still supports (this build targets v27.0) and restart.',
    });
  });

  it('logs each kind once however many answers carry it; the check is degraded from the first, a refusal outweighing a warning', () => {
    const logged: string[] = [];
    const monitor = createApiVersionMonitor({ version: 'v24.0', log: (m) => logged.push(m) });
    expect(monitor.check()).toEqual({ status: 'ok' });
    for (let i = 0; i < 3; i++) monitor.observe({ headers: headers({ 'x-ad-api-version-warning': 'deprecated' }) });
    expect(logged).toHaveLength(1);
    expect(monitor.check()).toMatchObject({ status: 'degraded', detail: expect.stringContaining('X-Ad-Api-Version-Warning') });
    monitor.observe({ headers: headers(), errorCode: 2635 });
    monitor.observe({ headers: headers(), errorCode: 2635 });
    expect(logged).toHaveLength(2);
    expect(monitor.check()).toMatchObject({ status: 'degraded', detail: expect.stringContaining('error 2635') });
  });
});
