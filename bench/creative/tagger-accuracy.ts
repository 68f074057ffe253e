/**
 * Decision 182: how well the built-in creative tagger agrees with the labelled set (bench/creative/labelled-ads.json,
 * 210 ad texts written and labelled for it, every 4th of each language held out from tuning): precision and recall
 * per angle, the share of texts whose primary angle is right (target ≥ 85 %) and the share whose hook is right, for
 * the texts the rules were tuned on, the held-out ones and all. Run: `npx tsx bench/creative/tagger-accuracy.ts`
 * (or the `creative` bench). Exits 1 when the primary angle misses the target on the held-out texts or on all.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tagCopy } from '../../apps/server/src/modules/creative/index.ts';
import { type LabelledAd, type TaggerAccuracy, taggerAccuracy } from '../../apps/server/src/modules/creative/tagger/tagger-accuracy.ts';
import { printResultTable } from '../../scripts/bench-table.mjs';

const TARGET_PRIMARY = 0.85;
const here = path.dirname(fileURLToPath(import.meta.url));
const { items } = JSON.parse(fs.readFileSync(path.join(here, 'labelled-ads.json'), 'utf8')) as { items: LabelledAd[] };

const tag = (ad: LabelledAd) => tagCopy({ ...ad, format: 'IMAGE' });
const splits: Array<[string, LabelledAd[]]> = [
  ['tuned on', items.filter((ad) => ad.split === 'train')],
  ['held out', items.filter((ad) => ad.split === 'heldout')],
  ['all', items],
];
const results = splits.map(([name, ads]) => [name, taggerAccuracy(ads, tag)] as [string, TaggerAccuracy]);

const pct = (value: number | null) => (value === null ? '-' : `${(100 * value).toFixed(0)} %`);
const share = (right: number, of: number) => `${((100 * right) / of).toFixed(1)} % (${right}/${of})`;

printResultTable(
  ['texts', 'count', 'primary angle right', 'hook right'],
  results.map(([name, r]) => [name, String(r.texts), share(r.primaryRight, r.texts), share(r.hookRight, r.texts)]),
  `Creative tagger against the labelled set (${items.filter((a) => a.language === 'en').length} en, ${items.filter((a) => a.language === 'vi').length} vi); target: primary angle right ≥ ${TARGET_PRIMARY * 100} %`,
);
printResultTable(
  [
    'angle',
    'labelled (held out)',
    'precision tuned on',
    'recall tuned on',
    'precision held out',
    'recall held out',
    'precision all',
    'recall all',
  ],
  results[0][1].perAngle.map((a, i) => {
    const held = results[1][1].perAngle[i];
    const all = results[2][1].perAngle[i];
    return [
      a.angle,
      `${all.labelled} (${held.labelled})`,
      pct(a.precision),
      pct(a.recall),
      pct(held.precision),
      pct(held.recall),
      pct(all.precision),
      pct(all.recall),
    ];
  }),
  'Angles per value (as sets: a text labelled OFFER, URGENCY and tagged URGENCY, OFFER agrees on both)',
);
for (const language of ['en', 'vi']) {
  const r = taggerAccuracy(
    items.filter((ad) => ad.language === language),
    tag,
  );
  console.log(`${language}: primary angle right ${share(r.primaryRight, r.texts)}, hook right ${share(r.hookRight, r.texts)}`);
}
const missed = results.slice(1).filter(([, r]) => r.primaryRight / r.texts < TARGET_PRIMARY);
if (missed.length > 0) {
  console.error(`\nPrimary angle below ${TARGET_PRIMARY * 100} % on: ${missed.map(([name]) => name).join(', ')}`);
  process.exitCode = 1;
}
