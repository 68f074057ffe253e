import { describe, expect, it } from 'vitest';
import { lengthOf, tagCopy } from './tag-copy.ts';

const tags = (primaryText: string, headline: string | null = null) => tagCopy({ headline, primaryText });
const angles = (primaryText: string, headline: string | null = null) => tags(primaryText, headline).angles;

describe('tagCopy: what the tags say besides the angles', () => {
  it('gives every field, the format TEXT and no provider unless told, the angles never marked as the user’s', () => {
    expect(tagCopy({ headline: 'Big sale', primaryText: 'Everything 30% off this weekend.', callToAction: ' SHOP_NOW ' })).toEqual({
      // Headline: 'sale' 1 × 1.5; first sentence: '30% off' 2, '30%' 1, 'off' 1, × 1.5 = 6; 'this weekend' alone is no deadline.
      angles: ['OFFER'],
      hook: 'STATEMENT',
      length: 'SHORT',
      emoji: false,
      callToAction: 'SHOP_NOW',
      language: 'en',
      format: 'TEXT',
      provider: null,
      anglesByUser: false,
    });
    const given = tagCopy({ headline: null, primaryText: 'Hi', language: 'vi', format: 'VIDEO', provider: 'OPENAI' });
    expect([given.language, given.format, given.provider]).toEqual(['vi', 'VIDEO', 'OPENAI']);
  });

  it('is the same for the same copy, whatever was tagged before', () => {
    const input = { headline: 'Chỉ còn hôm nay', primaryText: 'Giảm 50% toàn bộ giày.' };
    const first = tagCopy(input);
    tagCopy({ headline: 'Rated 4.9 by 10,000 customers?', primaryText: '🔥 Hurry, 50% off ends tonight! Tired of slow shoes?' });
    expect(tagCopy({ ...input })).toEqual(first);
  });

  it('counts length in characters of the trimmed primary text: SHORT up to 80, MEDIUM up to 200, LONG above', () => {
    expect(lengthOf('a'.repeat(80))).toBe('SHORT');
    expect(lengthOf(` ${'a'.repeat(80)} `)).toBe('SHORT');
    expect(lengthOf('a'.repeat(81))).toBe('MEDIUM');
    expect(lengthOf('a'.repeat(200))).toBe('MEDIUM');
    expect(lengthOf('a'.repeat(201))).toBe('LONG');
    // An emoji is one character, not two UTF-16 units: 79 letters and 🔥 are 80.
    expect(lengthOf(`${'a'.repeat(79)}🔥`)).toBe('SHORT');
    expect(lengthOf('')).toBe('SHORT');
  });

  it('sees an emoji anywhere in the copy, not in plain letters, figures or punctuation', () => {
    expect(tagCopy({ headline: 'New in 👉', primaryText: 'Linen shirts.' }).emoji).toBe(true);
    expect(tags('Yêu lắm ❤️').emoji).toBe(true);
    expect(tags('Giảm 30%! Mua ngay - số lượng có hạn.').emoji).toBe(false);
  });

  it('guesses the language when not given: Vietnamese letters mean vi, other letters en, no letters none', () => {
    expect(tags('Giảm giá sốc').language).toBe('vi');
    expect(tags('Big summer sale').language).toBe('en');
    expect(tags('50% - 70%').language).toBeNull();
    expect(tagCopy({ headline: null, primaryText: null }).language).toBeNull();
  });
});

describe('tagCopy: the hook is the first sentence’s form', () => {
  it.each([
    ['🔥 Flash sale tonight. 50% off.', 'EMOJI'],
    ['Tired of tangled cables? Meet the Dock.', 'QUESTION'],
    ['Bạn đã thử chưa? Trà sữa mới về.', 'QUESTION'],
    ['3 reasons runners love it. Light, soft, fast.', 'NUMBER'],
    ['Over 10,000 sold. Get yours.', 'NUMBER'],
    ['Hơn 5.000 khách đã mua. Đặt ngay.', 'NUMBER'],
    ['Five colours, one price.', 'NUMBER'],
    ['Shop the new collection today.', 'COMMAND'],
    ["Don't miss our spring sale.", 'COMMAND'],
    ['Đặt bàn ngay hôm nay.', 'COMMAND'],
    ['Our linen is woven in Portugal.', 'STATEMENT'],
    ['Năm 2019, tiệm mở cửa. Hôm nay vẫn thế.', 'STATEMENT'],
  ])('%s → %s', (text, hook) => {
    expect(tags(text).hook).toBe(hook);
  });

  it('reads the headline when there is no primary text', () => {
    expect(tagCopy({ headline: 'Why pay more?', primaryText: '' }).hook).toBe('QUESTION');
  });
});

describe('tagCopy: angles, strongest first', () => {
  it('OFFER: a discount, a price, something free, a gift', () => {
    expect(angles('Take 30% off every jacket, plus free shipping.')[0]).toBe('OFFER');
    expect(angles('Giảm giá 30% toàn bộ áo khoác, miễn phí giao hàng.')[0]).toBe('OFFER');
    expect(angles('Mua 1 tặng 1 mọi ly trà sữa.')[0]).toBe('OFFER');
  });

  it('SOCIAL_PROOF: ratings, reviews, counts of customers, testimonials', () => {
    expect(angles('Rated 4.8 stars by 10,000 customers.')[0]).toBe('SOCIAL_PROOF');
    expect(angles('Hơn 20.000 khách hàng tin dùng, 4,9 sao trên Shopee.')[0]).toBe('SOCIAL_PROOF');
  });

  it('URGENCY: a deadline or scarcity', () => {
    expect(angles('Hurry: only 5 left and the doors close tonight.')[0]).toBe('URGENCY');
    expect(angles('Chỉ còn 10 suất, sắp hết rồi!')[0]).toBe('URGENCY');
  });

  it('PROBLEM_SOLUTION: a pain, then the fix; a question naming the pain counts here, not as QUESTION', () => {
    expect(angles('Tired of frizzy hair every humid morning? Our serum keeps it smooth.')[0]).toBe('PROBLEM_SOLUTION');
    expect(angles('Mệt mỏi vì da dầu? Sữa rửa mặt mới giúp da sạch thoáng cả ngày.')[0]).toBe('PROBLEM_SOLUTION');
  });

  it('FEATURE: what it is made of or has', () => {
    expect(angles('Made of 100% cotton with reinforced seams.')[0]).toBe('FEATURE');
    expect(angles('Pin 5000mAh, màn hình 6,5 inch, camera 48MP.')[0]).toBe('FEATURE');
  });

  it('QUESTION: asks the reader to answer or choose', () => {
    expect(angles('Sage or sand: which would you pick? Tell us in the comments.')[0]).toBe('QUESTION');
    expect(angles('Team trà sữa hay team cà phê? Bình luận nhé!')[0]).toBe('QUESTION');
  });

  it('STORY: a person, a moment', () => {
    expect(angles('When I was 12, my grandmother taught me this recipe. I still cook it every Sunday.')[0]).toBe('STORY');
    expect(angles('Hôm ấy, chị Lan mở tiệm bánh nhỏ đầu tiên.')[0]).toBe('STORY');
  });

  it('BENEFIT: the outcome for the reader, and the answer when nothing else is said', () => {
    expect(angles('Wake up rested and feel confident all day.')[0]).toBe('BENEFIT');
    expect(angles('Một sản phẩm của chúng tôi.')).toEqual(['BENEFIT']);
  });

  it('gives at most 3 angles, the strongest first', () => {
    const many = angles('Hurry, 50% off ends tonight! Rated 4.9 stars by 20,000 customers. Made of 100% cotton. Tired of itchy shirts?');
    // First sentence (× 1.5): URGENCY 'hurry' 2 + 'ends tonight' 2 + 'ends' 1 = 7.5; OFFER '50% off' 2 + '50%' 1 + 'off' 1
    // = 6, and '100%' 1 later = 7. SOCIAL_PROOF: 'rated' 2 + '4.9 stars' 2 + '20,000 customers' 2 + 'customers' 1 = 7.
    // PROBLEM_SOLUTION ('tired of' 2 and its question 2) and FEATURE ('made of' 2, 'cotton' 2) 4 each: a 4th and 5th left out.
    // OFFER and SOCIAL_PROOF tie; SOCIAL_PROOF comes first in the tie order.
    expect(many).toEqual(['URGENCY', 'SOCIAL_PROOF', 'OFFER']);
  });
});
