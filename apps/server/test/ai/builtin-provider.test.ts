/**
 * BUILTIN: for many briefs in both languages, every prompt style and every ad type, each variation
 * is schema-valid, in the requested language, within the limits, with an allowed call to action,
 * and the variations differ; the same request gives the same copy; images are real PNGs of the
 * requested size.
 */
import { adTypes, callToActions } from '@ads-creative/contracts/ads';
import {
  type AdLanguage,
  adCopySchema,
  charCount,
  DESCRIPTION_LIMIT,
  HEADLINE_LIMIT,
  PRIMARY_TEXT_RECOMMENDED,
  promptStyles,
} from '@ads-creative/contracts/ai';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createBuiltinImageProvider, creativeSvg } from '../../src/providers/ai/builtin/builtin-image-provider.ts';
import { createBuiltinTextProvider, writeVariations } from '../../src/providers/ai/builtin/builtin-text-provider.ts';
import { extractPromptWords } from '../../src/providers/ai/builtin/prompt-words.ts';
import { englishTemplates } from '../../src/providers/ai/builtin/templates-en.ts';
import { vietnameseTemplates } from '../../src/providers/ai/builtin/templates-vi.ts';
import { hasVietnameseDiacritics } from '../../src/providers/ai/vietnamese-text.ts';

const briefs: Array<[AdLanguage, string]> = [
  ['en', 'Write an ad for Zen Tea, an organic green tea for busy parents that helps you sleep better. 20% off this week'],
  ['en', 'Promote our new running shoes "AirFlow Pro" with free shipping'],
  ['en', 'handmade leather wallets'],
  ['en', 'Try our new Zen Tea for busy parents'],
  ['en', 'We sell organic dog food made with real chicken for senior dogs'],
  ['en', 'A yoga studio in Da Nang offering morning classes for beginners so you can feel calmer'],
  ['en', 'Online accounting software for small businesses that helps you close the books in minutes'],
  ['en', 'Create a Facebook ad for our bakery: fresh croissants every morning, free delivery downtown'],
  ['en', 'Luxury watches <limited> & "exclusive" edition for collectors'],
  ['en', 'An extremely long product name that goes on and on: Ultra Premium Deluxe Professional Grade Stainless Steel Kitchen Knife Set'],
  ['en', ''],
  ['vi', 'Viết quảng cáo cho cà phê Trung Nguyên dành cho dân văn phòng, giúp tỉnh táo cả ngày'],
  ['vi', 'Khóa học tiếng Anh online cho người đi làm, giảm 30% học phí'],
  ['vi', 'Quảng cáo cửa hàng hoa tươi Hoa Xinh ở Hà Nội, giao hoa miễn phí nội thành'],
  ['vi', 'Spa thư giãn "Lotus" tại Đà Nẵng với liệu trình massage đá nóng'],
  ['vi', 'bánh mì Hội An'],
  ['vi', 'Tạo quảng cáo cho ứng dụng học toán dành cho học sinh tiểu học, giúp con học vui hơn'],
  ['vi', 'Căn hộ cao cấp view sông Sài Gòn dành cho gia đình trẻ'],
  ['vi', 'Dịch vụ vệ sinh máy lạnh tại nhà, giảm 15% cho khách hàng mới'],
  ['vi', 'Giày chạy bộ AirFlow Pro với đế êm, miễn phí đổi trả 30 ngày'],
  ['vi', ''],
  ['en', 'Viết quảng cáo cho trà sữa Gong Cha'],
  ['vi', 'Organic skincare for sensitive skin'],
];

const ASCII = /^[\x20-\x7e\n]*$/;

describe('BUILTIN text', () => {
  it('writes valid, limited, distinct copy in the requested language for every brief, style and ad type', () => {
    let checked = 0;
    for (const [language, prompt] of briefs) {
      for (const promptStyle of promptStyles) {
        for (const adType of adTypes) {
          const numberOfVariations = 1 + (checked % 5);
          const extractedContent = prompt ? undefined : [{ body: 'Fresh Bread Co: artisan sourdough baked daily for families' }];
          const variations = writeVariations({ prompt, language, promptStyle, adType, numberOfVariations, extractedContent });
          const where = `${language} ${promptStyle} ${adType} "${prompt}"`;
          expect(variations, where).toHaveLength(numberOfVariations);
          for (const v of variations) {
            expect(adCopySchema.safeParse(v).success, where).toBe(true);
            expect(callToActions, where).toContain(v.callToAction);
            expect(charCount(v.headline), where).toBeLessThanOrEqual(HEADLINE_LIMIT);
            expect(charCount(v.primaryText), where).toBeLessThanOrEqual(PRIMARY_TEXT_RECOMMENDED);
            expect(charCount(v.description), where).toBeLessThanOrEqual(DESCRIPTION_LIMIT);
            expect(v.description.length, where).toBeGreaterThan(0);
            if (language === 'vi')
              expect(hasVietnameseDiacritics(`${v.headline} ${v.primaryText}`), `${where}: ${v.primaryText}`).toBe(true);
            // English briefs are ASCII, so English copy must be too; a Vietnamese brief lends its words.
            else if (ASCII.test(prompt)) expect(`${v.headline}\n${v.primaryText}\n${v.description}`, where).toMatch(ASCII);
          }
          expect(new Set(variations.map((v) => v.headline.toLowerCase())).size, `${where}: headlines`).toBe(variations.length);
          expect(new Set(variations.map((v) => v.primaryText)).size, `${where}: bodies`).toBe(variations.length);
          checked++;
        }
      }
    }
    expect(checked).toBe(briefs.length * 7 * 3);
  });

  it('is deterministic and honours the requested call to action', async () => {
    const provider = createBuiltinTextProvider();
    const request = { prompt: briefs[0][1], language: 'en', promptStyle: 'urgent', adType: 'LEAD_FORM_AD', numberOfVariations: 5 } as const;
    const first = await provider.generateVariations(request);
    const second = await provider.generateVariations(request);
    expect(second.variations).toEqual(first.variations);
    expect(first.usage).toMatchObject({ provider: 'BUILTIN', kind: 'text', attempts: 1, costUsd: 0 });
    const chosen = await provider.generateVariations({ ...request, callToAction: 'CONTACT_US' });
    expect(chosen.variations.every((v) => v.callToAction === 'CONTACT_US')).toBe(true);
  });

  it("uses the brief's product, audience, benefit and offer", () => {
    const all = writeVariations({
      prompt: briefs[0][1],
      language: 'en',
      promptStyle: 'dynamic',
      adType: 'WEBSITE_CONVERSION_AD',
      numberOfVariations: 5,
    })
      .map((v) => `${v.headline} ${v.primaryText} ${v.description}`)
      .join('\n');
    for (const word of ['Zen Tea', 'busy parents', 'sleep better', '20% off']) expect(all).toContain(word);

    expect(extractPromptWords(briefs[11][1], 'vi')).toEqual({
      product: 'cà phê Trung Nguyên',
      audience: 'dân văn phòng',
      benefit: 'tỉnh táo cả ngày',
      benefitKind: 'verb',
    });
    expect(extractPromptWords('', 'en', ['"Bean There" coffee for night owls'])).toMatchObject({
      product: 'Bean There',
      audience: 'night owls',
    });
    expect(extractPromptWords('', 'vi', [], 'Sinh viên')).toEqual({ audience: 'Sinh viên' });
  });

  it('keeps every headline template within the limit for the longest product the heuristics allow', () => {
    const product = 'x'.repeat(26);
    for (const pack of [englishTemplates, vietnameseTemplates]) {
      for (const templates of Object.values(pack.headlines)) {
        expect(templates).toHaveLength(5);
        for (const alternatives of templates) {
          const last = alternatives.at(-1)!.replace(/\{[Pp]roduct\}/g, product);
          expect(last).not.toMatch(/\{/);
          expect(charCount(last), last).toBeLessThanOrEqual(HEADLINE_LIMIT);
        }
      }
      for (const list of Object.values(pack.descriptions))
        for (const d of list) expect(charCount(d)).toBeLessThanOrEqual(DESCRIPTION_LIMIT);
    }
  });
});

describe('BUILTIN image', () => {
  const provider = createBuiltinImageProvider();

  it.each([
    ['1200x628', 1200, 628, 'vi', 'luxury'],
    ['1080x1080', 1080, 1080, 'en', 'friendly'],
    ['1200x628', 1200, 628, 'en', 'urgent'],
    ['1080x1080', 1080, 1080, 'vi', 'educational'],
  ] as const)('renders a %s PNG creative', async (size, width, height, language, promptStyle) => {
    const result = await provider.generateImage({
      prompt: 'Viết quảng cáo cho cà phê Trung Nguyên dành cho dân văn phòng',
      headline: language === 'vi' ? 'Cà phê Trung Nguyên: tỉnh táo cả ngày' : 'Wake up to <better> coffee & "more"',
      callToAction: 'SHOP_NOW',
      size,
      language,
      promptStyle,
    });
    expect(result.mimeType).toBe('image/png');
    expect(result.bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
    const meta = await sharp(result.bytes).metadata();
    expect(meta).toMatchObject({ format: 'png', width, height });
    expect(result).toMatchObject({ width, height });
    expect(result.usage).toMatchObject({ provider: 'BUILTIN', kind: 'image', images: 1, costUsd: 0 });
  });

  it('escapes text and labels the button in the ad language', () => {
    const svg = creativeSvg({
      width: 1200,
      height: 628,
      headline: 'Tom & Jerry <b>"hi"</b>',
      kicker: 'A&B',
      buttonLabel: 'Mua ngay',
      style: 'dynamic',
    });
    expect(svg).toContain('Tom &amp; Jerry');
    expect(svg).toContain('&lt;b&gt;&quot;hi&quot;&lt;/b&gt;');
    expect(svg).toContain('A&amp;B');
    expect(svg).toContain('>Mua ngay<');
    expect(svg).not.toContain('<b>');
  });
});
