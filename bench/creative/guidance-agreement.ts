/**
 * Decision 187: the share of the built-in provider's guided variations in which the creative tagger finds what the
 * guidance asked (every asked angle, no avoided one, the hook, the length), overall, per part and per language.
 * Target ≥ 90 %. Run: `npx tsx bench/creative/guidance-agreement.ts` (or the `creative` bench); `--misses` lists some.
 */
import { writeVariations } from '../../apps/server/src/providers/ai/builtin/builtin-text-provider.ts';
import { guidanceBriefs, guidanceCombinations, measureAgreement } from './lib/guidance-measure.ts';

const r = measureAgreement(writeVariations);
const pct = (n: number, d: number) => `${((100 * n) / d).toFixed(1)} %`;
console.log('\n### Built-in provider: guidance the tagger agrees with (decision 187)\n');
console.log(
  `${guidanceBriefs.length} briefs (en ${guidanceBriefs.filter(([l]) => l === 'en').length}, vi ${guidanceBriefs.filter(([l]) => l === 'vi').length}) × ${guidanceCombinations().length} guidance combinations × 5 variations\n`,
);
console.log('| Variations | All agree | Asked angles found | No avoided angle | Hook | Length | en | vi |');
console.log('|---:|---:|---:|---:|---:|---:|---:|---:|');
console.log(
  `| ${r.variations} | ${pct(r.agreed, r.variations)} | ${pct(r.angles, r.variations)} | ${pct(r.avoided, r.variations)} | ${pct(r.hook, r.variations)} | ${pct(r.length, r.variations)} | ${pct(r.byLanguage.en.agreed, r.byLanguage.en.variations)} | ${pct(r.byLanguage.vi.agreed, r.byLanguage.vi.variations)} |`,
);
if (process.argv.includes('--misses'))
  for (const m of r.misses.slice(0, 40)) console.log(`  ${JSON.stringify(m.guidance)} → ${m.tagged}: ${m.primaryText}`);
if (r.agreed / r.variations < 0.9) process.exitCode = 1;
