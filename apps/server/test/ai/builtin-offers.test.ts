/**
 * Decision 187: the built-in provider carries the brief's offer, as written, into every variation's primary
 * text: 100 % of the 70 offer briefs of bench/creative/offer-prompts.json × every style, ad type and 5 variations.
 */
import { describe, expect, it } from 'vitest';
import { measureOfferKept } from '../../../../bench/creative/lib/offer-measure.ts';
import { writeVariations } from '../../src/providers/ai/builtin/builtin-text-provider.ts';
import { offerOf } from '../../src/providers/ai/builtin/offer-words.ts';

describe('BUILTIN carries the offer', () => {
  it('keeps the offer in the primary text of every variation of the 70 offer briefs', () => {
    const r = measureOfferKept(writeVariations);
    expect(r.variations).toBe(70 * 7 * 3 * 5);
    expect(r.misses).toEqual([]);
    expect(r.kept).toBe(r.variations);
  });

  it('reads the offer as written, the first one in the brief', () => {
    expect(offerOf('Zen Tea, 30 % off this week', 'en', 'en')).toBe('30 % off');
    expect(offerOf('Khóa học tiếng Anh, giảm 50k học phí', 'vi', 'vi')).toBe('giảm 50k');
    expect(offerOf('Trà sữa mua 1 tặng 1, freeship', 'vi', 'vi')).toBe('mua 1 tặng 1');
    expect(offerOf('Shoes with free shipping and 20% off', 'en', 'en')).toBe('free shipping');
    expect(offerOf('Accounting app, 14-day free trial', 'en', 'en')).toBe('14-day free trial');
  });

  it('reads a bare percentage as an amount off, but not a comparison', () => {
    expect(offerOf('Zen Tea 20% this week', 'en', 'en')).toBe('20% off');
    expect(offerOf('Zen Tea 20% this week', 'en', 'vi')).toBe('giảm 20%');
    expect(offerOf('Juice with 30% less sugar', 'en', 'en')).toBeUndefined();
    expect(offerOf('Shirts in 100% cotton', 'en', 'en')).toBeUndefined();
  });

  it('rewords an amount off around the same number and unit for an ad in the other language', () => {
    expect(offerOf('Khóa học tiếng Anh, giảm 50k học phí', 'vi', 'en')).toBe('50k off');
    expect(offerOf('Summer sale, up to 50% off', 'en', 'vi')).toBe('giảm đến 50%');
    expect(offerOf('Use code SAVE10 today', 'en', 'vi')).toBe('code SAVE10');
  });
});
