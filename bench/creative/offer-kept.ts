/**
 * Decision 187: the share of variations that keep the brief's offer, before and after. 70 briefs naming an offer
 * (offer-prompts.json: 35 en, 35 vi; percentages, amounts, buy-one-get-one, free shipping and trials, prices,
 * codes) × 7 prompt styles × 3 ad types × 5 variations = 7,350 variations each side. "Before" is the built-in
 * provider as it was at BASELINE_COMMIT, read from git into node_modules/.cache (so its imports resolve as in the
 * repo); "after" is the working tree's. Run: `npx tsx bench/creative/offer-kept.ts` (or the `creative` bench).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeVariations } from '../../apps/server/src/providers/ai/builtin/builtin-text-provider.ts';
import type { AdCopyVariation, TextGenerationRequest } from '../../apps/server/src/providers/ai/types.ts';
import { measureOfferKept, type OfferKept } from './lib/offer-measure.ts';

/** The last commit before decision 187 touched the built-in provider. */
const BASELINE_COMMIT = 'a4f9054';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function baselineWriter(): Promise<((req: TextGenerationRequest) => AdCopyVariation[]) | null> {
  const dir = path.join(root, 'node_modules/.cache/offer-baseline', BASELINE_COMMIT);
  const entry = path.join(dir, 'apps/server/src/providers/ai/builtin/builtin-text-provider.ts');
  try {
    if (!fs.existsSync(entry)) {
      fs.mkdirSync(dir, { recursive: true });
      const tar = execFileSync('git', ['-C', root, 'archive', BASELINE_COMMIT, 'apps/server/src/providers/ai'], { maxBuffer: 64 << 20 });
      execFileSync('tar', ['-x', '-C', dir], { input: tar });
    }
    return (await import(entry)).writeVariations;
  } catch (error) {
    console.warn(`offer-kept: no baseline (${BASELINE_COMMIT} not readable: ${(error as Error).message.split('\n')[0]})`);
    return null;
  }
}

const pct = (n: number, d: number) => `${((100 * n) / d).toFixed(1)} %`;
const row = (label: string, r: OfferKept) =>
  `| ${label} | ${r.variations} | ${pct(r.kept, r.variations)} | ${pct(r.shown, r.variations)} | ${r.briefsAlways}/${r.briefs} |`;

const before = await baselineWriter();
const after = measureOfferKept(writeVariations);
console.log("\n### Built-in provider: the brief's offer kept (decision 187)\n");
console.log('| Provider | Variations | Offer in the primary text | Offer anywhere in the ad | Briefs always keeping it |');
console.log('|---|---:|---:|---:|---:|');
if (before) console.log(row(`before (${BASELINE_COMMIT})`, measureOfferKept(before)));
console.log(row('after', after));
for (const m of after.misses) console.log(`  dropped "${m.offer}": ${m.primaryText}`);
if (after.kept < after.variations) process.exitCode = 1;
