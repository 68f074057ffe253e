/**
 * The import rules of `.dependency-cruiser.cjs` (decision 171), run by `npm run lint`, catch what they
 * are written for: each case plants one import in a small tree laid out like the repository and asserts
 * the rule that names it, beside the allowed import it is told apart from.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { cruise, type IConfiguration } from 'dependency-cruiser';
import { afterEach, describe, expect, it } from 'vitest';

const config: IConfiguration = createRequire(import.meta.url)('../../../.dependency-cruiser.cjs');
const dirs: string[] = [];

afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** The rules broken by a tree of `files` (path → source), as `rule: from → to`. */
async function violations(files: Record<string, string>): Promise<string[]> {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'import-rules-'));
  dirs.push(base);
  for (const [file, source] of Object.entries(files)) {
    fs.mkdirSync(path.join(base, path.dirname(file)), { recursive: true });
    fs.writeFileSync(path.join(base, file), source);
  }
  const result = await cruise(
    ['apps', 'packages'].filter((d) => fs.existsSync(path.join(base, d))),
    {
      ...config.options,
      baseDir: base,
      ruleSet: { forbidden: config.forbidden },
      validate: true,
    },
  );
  if (typeof result.output === 'string') throw new Error('expected a cruise result');
  return result.output.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`);
}

const S = 'apps/server/src';
const service = (name: string) => `export const ${name} = () => 1;\n`;

describe('import rules (npm run lint)', () => {
  it('a module reads another only through its index.ts or a root service, never its repo or internals', async () => {
    const found = await violations({
      [`${S}/modules/ads/ads.service.ts`]: service('ads'),
      [`${S}/modules/ads/ads.repo.ts`]: service('adsRepo'),
      [`${S}/modules/ads/internal/plan.ts`]: service('plan'),
      [`${S}/modules/metrics/index.ts`]: service('metrics'),
      [`${S}/modules/generation/generation.service.ts`]: [
        `import { ads } from '../ads/ads.service.ts';`,
        `import { metrics } from '../metrics/index.ts';`,
        `import { adsRepo } from '../ads/ads.repo.ts';`,
        `import type { plan } from '../ads/internal/plan.ts';`,
        'export const g = [ads, metrics, adsRepo] as const;',
        'export type P = typeof plan;',
      ].join('\n'),
    });
    expect(found.sort()).toEqual([
      `server-module-internals: ${S}/modules/generation/generation.service.ts → ${S}/modules/ads/ads.repo.ts`,
      `server-module-internals: ${S}/modules/generation/generation.service.ts → ${S}/modules/ads/internal/plan.ts`,
    ]);
  });

  it('no cycle, not even one of type-only imports', async () => {
    const found = await violations({
      [`${S}/modules/optimization/autonomous.ts`]: `import type { Applier } from './applier.ts';\nexport type Notify = (a: Applier) => void;\n`,
      [`${S}/modules/optimization/applier.ts`]: `import type { Notify } from './autonomous.ts';\nexport type Applier = { notify: Notify };\n`,
    });
    expect(found).toContain(`no-circular: ${S}/modules/optimization/applier.ts → ${S}/modules/optimization/autonomous.ts`);
  });

  it('nothing under modules/ imports the composition root (app.ts, app-deps.ts, compose/)', async () => {
    const found = await violations({
      [`${S}/app-deps.ts`]: 'export interface AppDeps { port: number }\n',
      [`${S}/compose/compose.ts`]: service('compose'),
      [`${S}/modules/facebook/facebook.service.ts`]: `import type { AppDeps } from '../../app-deps.ts';\nimport { compose } from '../../compose/compose.ts';\nexport const f = (d: AppDeps) => [d, compose];\n`,
    });
    expect(found.sort()).toEqual([
      `server-modules-not-composition-root: ${S}/modules/facebook/facebook.service.ts → ${S}/app-deps.ts`,
      `server-modules-not-composition-root: ${S}/modules/facebook/facebook.service.ts → ${S}/compose/compose.ts`,
    ]);
  });

  it('lib/, db/, providers/, jobs/ and config.ts never import a module', async () => {
    const found = await violations({
      [`${S}/modules/analytics/analytics.service.ts`]: service('analytics'),
      [`${S}/config.ts`]: `import { analytics } from './modules/analytics/analytics.service.ts';\nexport const c = analytics;\n`,
      [`${S}/lib/calendar.ts`]: `import { analytics } from '../modules/analytics/analytics.service.ts';\nexport const l = analytics;\n`,
    });
    expect(found.sort()).toEqual([
      `server-lower-layers: ${S}/config.ts → ${S}/modules/analytics/analytics.service.ts`,
      `server-lower-layers: ${S}/lib/calendar.ts → ${S}/modules/analytics/analytics.service.ts`,
    ]);
  });

  it('web features import neither another feature nor app/; lib/ and components/ import no feature', async () => {
    const W = 'apps/web/src';
    const found = await violations({
      [`${W}/app/routes.tsx`]: `import { ads } from '../features/ads/ads-page.tsx';\nexport const r = ads;\n`,
      [`${W}/lib/api-client.ts`]: service('api'),
      [`${W}/features/ads/ads-page.tsx`]: `import { api } from '../../lib/api-client.ts';\nexport const ads = api;\n`,
      [`${W}/features/campaigns/campaigns-page.tsx`]: `import { ads } from '../ads/ads-page.tsx';\nimport { r } from '../../app/routes.tsx';\nexport const c = [ads, r];\n`,
      [`${W}/components/ad-card.tsx`]: `import { ads } from '../features/ads/ads-page.tsx';\nexport const card = ads;\n`,
    });
    expect(found.sort()).toEqual([
      `web-feature-isolation: ${W}/features/campaigns/campaigns-page.tsx → ${W}/features/ads/ads-page.tsx`,
      `web-features-not-app: ${W}/features/campaigns/campaigns-page.tsx → ${W}/app/routes.tsx`,
      `web-shared-no-features: ${W}/components/ad-card.tsx → ${W}/features/ads/ads-page.tsx`,
    ]);
  });
});
