/**
 * Decision 187: does the creative tagger (decision 182) read, in the built-in provider's guided copy, what the
 * guidance asked for? Briefs (vi and en, with and without an offer) × guidance combinations (every angle alone and
 * in pairs, each with an avoided angle, every hook, every length) × 5 variations. A variation agrees when the
 * tagger finds every asked angle, no avoided one, the asked hook and the asked length. Shared by the unit test
 * (a floor) and bench/creative/guidance-agreement.ts.
 */
import type { AdLanguage } from '@ads-creative/contracts/ai';
import { ANGLES, type Angle, HOOKS, LENGTHS } from '@ads-creative/contracts/creative-tags';
import type { GenerationGuidance } from '@ads-creative/contracts/generation';
import { tagCopy } from '../../../apps/server/src/modules/creative/index.ts';
import type { AdCopyVariation, TextGenerationRequest } from '../../../apps/server/src/providers/ai/types.ts';

export const guidanceBriefs: Array<[AdLanguage, string]> = [
  ['en', 'Write an ad for Zen Tea, organic green tea for busy parents, 30 % off this week'],
  ['en', 'Promote our running shoes "AirFlow Pro" with free shipping on every order'],
  ['en', 'Online accounting software for small businesses, 14-day free trial'],
  ['en', 'Handmade leather wallets, save $20 on your first order'],
  ['en', 'Meal kits for families, $15 off your first box'],
  ['en', 'handmade ceramic mugs'],
  ['en', 'We sell organic dog food made with real chicken for senior dogs'],
  ['en', 'A yoga studio in Da Nang offering morning classes for beginners'],
  ['en', 'Noise-cancelling headphones for commuters'],
  ['en', 'Try our new Zen Tea for busy parents'],
  ['vi', 'Viết quảng cáo cho cà phê Trung Nguyên dành cho dân văn phòng, giảm 30% cho đơn đầu tiên'],
  ['vi', 'Khóa học tiếng Anh online cho người đi làm, giảm 50k học phí'],
  ['vi', 'Trà sữa Gong Cha mua 1 tặng 1 mỗi thứ Ba'],
  ['vi', 'Cửa hàng hoa tươi Hoa Xinh ở Hà Nội, miễn phí vận chuyển nội thành'],
  ['vi', 'Tai nghe bluetooth chỉ 299k'],
  ['vi', 'bánh mì Hội An'],
  ['vi', 'Spa thư giãn "Lotus" tại Đà Nẵng với liệu trình massage đá nóng'],
  ['vi', 'Tạo quảng cáo cho ứng dụng học toán dành cho học sinh tiểu học'],
  ['vi', 'Căn hộ cao cấp view sông Sài Gòn dành cho gia đình trẻ'],
  ['vi', 'Máy lọc nước cho gia đình'],
];

/** Every angle alone and with the next one, each avoiding the angle four places on, over every hook and length. */
export function guidanceCombinations(): GenerationGuidance[] {
  const out: GenerationGuidance[] = [];
  ANGLES.forEach((angle, i) => {
    const next = ANGLES[(i + 1) % ANGLES.length];
    const avoid = ANGLES[(i + 4) % ANGLES.length];
    for (const angles of [[angle], [angle, next]] as Angle[][])
      for (const hook of HOOKS)
        for (const length of LENGTHS) {
          if (hook === 'QUESTION' && avoid === 'QUESTION') continue;
          out.push({ angles, avoidAngles: [avoid], hook, length });
        }
  });
  return out;
}

export interface Agreement {
  variations: number;
  agreed: number;
  angles: number;
  avoided: number;
  hook: number;
  length: number;
  byLanguage: Record<AdLanguage, { variations: number; agreed: number }>;
  misses: Array<{ guidance: GenerationGuidance; primaryText: string; tagged: string }>;
}

export function measureAgreement(write: (req: TextGenerationRequest) => AdCopyVariation[]): Agreement {
  const r: Agreement = {
    variations: 0,
    agreed: 0,
    angles: 0,
    avoided: 0,
    hook: 0,
    length: 0,
    byLanguage: { en: { variations: 0, agreed: 0 }, vi: { variations: 0, agreed: 0 } },
    misses: [],
  };
  const combos = guidanceCombinations();
  for (const [b, [language, prompt]] of guidanceBriefs.entries())
    for (const [c, guidance] of combos.entries()) {
      const req: TextGenerationRequest = {
        prompt,
        language,
        promptStyle: (['dynamic', 'friendly', 'professional', 'urgent', 'luxury', 'creative', 'educational'] as const)[(b + c) % 7],
        adType: (['PAGE_POST_AD', 'WEBSITE_CONVERSION_AD', 'LEAD_FORM_AD'] as const)[c % 3],
        numberOfVariations: 5,
        guidance,
      };
      for (const v of write(req)) {
        const tags = tagCopy({ ...v, language });
        const angles = (guidance.angles ?? []).every((a) => tags.angles.includes(a));
        const avoided = !(guidance.avoidAngles ?? []).some((a) => tags.angles.includes(a));
        const hook = !guidance.hook || tags.hook === guidance.hook;
        const length = !guidance.length || tags.length === guidance.length;
        const all = angles && avoided && hook && length;
        r.variations++;
        r.byLanguage[language].variations++;
        r.angles += Number(angles);
        r.avoided += Number(avoided);
        r.hook += Number(hook);
        r.length += Number(length);
        if (all) {
          r.agreed++;
          r.byLanguage[language].agreed++;
        } else if (r.misses.length < 2000) {
          r.misses.push({ guidance, primaryText: v.primaryText, tagged: `${tags.angles.join('+')} ${tags.hook} ${tags.length}` });
        }
      }
    }
  return r;
}
