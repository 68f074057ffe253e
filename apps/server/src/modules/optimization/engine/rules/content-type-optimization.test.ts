import type { ContentFormat } from '@ads-creative/contracts/optimization';
import { describe, expect, it } from 'vitest';
import { ad, campaign, lastDays, row, snapshot } from '../fixtures.ts';
import type { ContentSnapshot } from '../snapshot.ts';
import { contentTypeOptimization } from './content-type-optimization.ts';

/** An ad with 10 days of 1,000 impressions at `ctr`, showing a content of `format`. */
const adOf = (id: number, format: ContentFormat, ctr: number) =>
  ad(
    id,
    lastDays(10).map((date) => row(date, { impressions: 1000, clicks: Math.round(1000 * ctr), spend: 10 })),
    { selectedContent: { contentId: id, provider: 'OPENAI', format } },
  );

let nextId = 1;
const contents = (format: ContentFormat, n: number, selected: number): ContentSnapshot[] =>
  Array.from({ length: n }, (_, i) => ({
    id: nextId++,
    adId: 1,
    provider: 'OPENAI',
    format,
    selected: i < selected,
    createdAt: '2026-06-10T12:00:00.000Z',
  }));

// 3 image ads at 3 % (900 clicks of 30,000), 4 text-only ads at 2 % (800 of 40,000).
const mixed = campaign(1, [
  adOf(1, 'image', 0.03),
  adOf(2, 'image', 0.03),
  adOf(3, 'image', 0.03),
  ...[4, 5, 6, 7].map((id) => adOf(id, 'text', 0.02)),
]);

describe('CONTENT_TYPE_OPTIMIZATION', () => {
  it('recommends image content when image ads have a credibly higher CTR and images are a quarter of what is generated', () => {
    const s = snapshot({ campaigns: [mixed], contents: [...contents('image', 10, 0), ...contents('text', 30, 0)] });
    const [rec, ...rest] = contentTypeOptimization(s);
    expect(rest).toEqual([]);
    expect(rec.targetEntity).toEqual({ kind: 'content_type', id: 'image', name: 'Image content' });
    expect(rec.action).toEqual({ kind: 'content_format', prefer: 'image' });
    expect(rec.category).toBe('Creative Optimization');
    // 3 % / 2 % − 1 = +50 %; P ≈ 1 × 0.75.
    expect(rec.expectedImpact).toMatchObject({ metric: 'ctr', expectedChange: 50, changeType: 'increase', confidence: 0.75 });
    expect(rec.evidence.counts).toMatchObject({ imageAds: 3, imageClicks: 900, textAds: 4, textClicks: 800, imageShare: 0.25 });
    expect(rec.title).toBe('Use more image content: CTR 3.00 % against 2.00 %');
  });

  it('says nothing when images are already most of what is generated', () => {
    const s = snapshot({ campaigns: [mixed], contents: [...contents('image', 30, 0), ...contents('text', 10, 0)] });
    expect(contentTypeOptimization(s)).toEqual([]);
  });

  it('needs 3 ads on each side: 2 image ads do not make a case', () => {
    const two = campaign(1, [adOf(1, 'image', 0.03), adOf(2, 'image', 0.03), ...[4, 5, 6, 7].map((id) => adOf(id, 'text', 0.02))]);
    expect(contentTypeOptimization(snapshot({ campaigns: [two], contents: contents('text', 30, 0) }))).toEqual([]);
  });

  it('falls back to what the user chooses: 15 of 25 image contents against 10 of 50 text ones', () => {
    const s = snapshot({ contents: [...contents('image', 25, 15), ...contents('text', 50, 10)] });
    const [rec] = contentTypeOptimization(s);
    // 60 % / 20 % − 1 = +200 %.
    expect(rec.expectedImpact).toMatchObject({ metric: 'selection_rate', expectedChange: 200, confidence: 0.75 });
    expect(rec.evidence.counts).toEqual({ imageGenerated: 25, imageSelected: 15, textGenerated: 50, textSelected: 10 });
  });

  it('says nothing when the choice could be chance (5 of 20 against 4 of 20)', () => {
    const s = snapshot({ contents: [...contents('image', 20, 5), ...contents('text', 20, 4), ...contents('video', 1, 0)] });
    expect(contentTypeOptimization(s)).toEqual([]);
  });
});
