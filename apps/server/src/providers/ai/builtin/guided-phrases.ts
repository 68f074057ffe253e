/**
 * The built-in provider's sentences for guided copy (decision 187), per language: an opening per hook form, a
 * sentence per angle (two wordings each, with and without the brief's offer for OFFER), and neutral lines that
 * lean on no angle (closers, padding for LONG copy, headlines, descriptions). Each angle sentence carries the cue
 * words the creative tagger reads for that angle (docs/creative-tags.md) and none of another's, so the tagger
 * agrees with what was asked; nothing invents a price, deadline or number the brief did not give.
 */
import type { AdLanguage } from '@ads-creative/contracts/ai';
import type { Angle, Hook } from '@ads-creative/contracts/creative-tags';

export interface GuidedPhrases {
  openings: Record<Hook, string[]>;
  /** Openings without the product (the headline names it), for SHORT copy that cannot fit the product twice. */
  shortOpenings: Record<Hook, string>;
  /** [first wording, second wording]; OFFER's use {offer} (else the `offerless` pair). */
  angles: Record<Angle, string[]>;
  offerless: string[];
  /** Neutral closing and padding lines, in the order LONG copy adds them. */
  neutral: string[];
  /** Headline alternatives per variation, each [with audience, without]. */
  headlines: string[][];
  descriptions: string[];
}

const en: GuidedPhrases = {
  openings: {
    QUESTION: ['Looking for {product}?', 'Have you met {product}?', 'Ready for {product}?'],
    NUMBER: ['3 reasons to pick {product}.', '1 name to know: {product}.', '2 words: {product}.'],
    COMMAND: ['Discover {product}.', 'Meet {product}.', 'Try {product}.'],
    STATEMENT: ['This is {product}.', 'Here is {product}.', 'Introducing {product}.'],
    EMOJI: ['✨ This is {product}.', '🌿 Here is {product}.', '👋 Introducing {product}.'],
  },
  shortOpenings: {
    QUESTION: 'Ready?',
    NUMBER: '3 reasons to look.',
    COMMAND: 'Take a look.',
    STATEMENT: 'Here it is.',
    EMOJI: '✨ Here it is.',
  },
  angles: {
    OFFER: ['Great deal: {offer}.', 'Save now: {offer}.'],
    SOCIAL_PROOF: ['Loved by customers.', 'Customers trust it: read the reviews.'],
    URGENCY: ["Don't miss it this week.", "Don't wait, it is here now."],
    BENEFIT: ["You'll feel the difference.", 'Feel at ease and confident.'],
    PROBLEM_SOLUTION: ['Tired of settling? This is the fix.', 'No more hassle, problem solved.'],
    FEATURE: ['Made of chosen materials.', 'Made from chosen materials, with a careful design.'],
    QUESTION: ['Which would you pick?', 'Tell us in the comments.'],
    STORY: ['One day, it all started.', 'Our story started with one idea.'],
  },
  offerless: ['Ask about the price and deal.', 'See the price and every deal on our page.'],
  neutral: [
    'Learn more about it on our page, where every detail is explained.',
    'Message us with anything you want to know, and we will reply.',
    'Take a look on our page and see if it suits you.',
    'We put care into every part of it, from the idea to the finished product.',
    'Find it on our website, along with the answers to common questions.',
  ],
  headlines: [
    ['{Product} for {audience}', '{Product}'],
    ['Meet {product}', '{Product}'],
    ['All about {product}', 'About {product}'],
    ['This is {product}', '{Product}'],
    ['Say hello to {product}', 'Hello {product}'],
  ],
  descriptions: ['Learn more', 'See the details', 'Find out more', 'Take a look', 'More on our page'],
};

const vi: GuidedPhrases = {
  openings: {
    QUESTION: ['Bạn đã biết {product} chưa?', 'Bạn đang tìm {product}?', 'Sẵn sàng cho {product} chưa?'],
    NUMBER: ['3 lý do để chọn {product}.', '1 cái tên nên biết: {product}.', '2 chữ thôi: {product}.'],
    COMMAND: ['Khám phá {product}.', 'Thử {product}.', 'Chọn {product}.'],
    STATEMENT: ['Đây là {product}.', '{Product} đã có mặt.', 'Xin giới thiệu {product}.'],
    EMOJI: ['✨ Đây là {product}.', '🌿 {Product} đã có mặt.', '👋 Xin giới thiệu {product}.'],
  },
  shortOpenings: {
    QUESTION: 'Sẵn sàng chưa?',
    NUMBER: '3 lý do để xem.',
    COMMAND: 'Xem ngay.',
    STATEMENT: 'Đây rồi.',
    EMOJI: '✨ Đây rồi.',
  },
  angles: {
    OFFER: ['Ưu đãi: {offer}.', 'Giá tốt: {offer}.'],
    SOCIAL_PROOF: ['Khách hàng tin dùng.', 'Xem đánh giá của khách hàng.'],
    URGENCY: ['Đừng bỏ lỡ tuần này.', 'Nhanh tay đặt hôm nay.'],
    BENEFIT: ['Bạn sẽ thấy thoải mái hơn.', 'Mỗi ngày thật dễ chịu.'],
    PROBLEM_SOLUTION: ['Mệt mỏi vì tạm bợ? Đây là giải pháp.', 'Không còn lo nữa.'],
    FEATURE: ['Chất liệu chọn lọc.', 'Thiết kế và chất liệu chỉn chu.'],
    QUESTION: ['Bạn chọn món nào?', 'Bình luận cho shop biết nhé.'],
    STORY: ['Câu chuyện bắt đầu từ hôm ấy.', 'Hôm ấy, mọi thứ bắt đầu.'],
  },
  offerless: ['Hỏi shop giá và ưu đãi nhé.', 'Xem giá và ưu đãi trên trang của shop.'],
  neutral: [
    'Tìm hiểu thêm trên trang của shop, nơi mọi chi tiết được giải thích rõ ràng.',
    'Nhắn tin cho shop bất cứ điều gì bạn muốn biết, shop sẽ trả lời.',
    'Ghé trang của shop để xem có phù hợp với bạn.',
    'Shop chăm chút từng phần, từ ý tưởng đến thành phẩm.',
    'Xem thêm trên website, kèm giải đáp cho những câu hỏi thường gặp.',
  ],
  headlines: [
    ['{Product} cho {audience}', '{Product}'],
    ['Gặp gỡ {product}', '{Product}'],
    ['Tất cả về {product}', 'Về {product}'],
    ['Đây là {product}', '{Product}'],
    ['Xin chào {product}', 'Chào {product}'],
  ],
  descriptions: ['Tìm hiểu thêm', 'Xem chi tiết', 'Khám phá thêm', 'Xem trên trang', 'Thông tin chi tiết'],
};

export const guidedPhrases: Record<AdLanguage, GuidedPhrases> = { en, vi };
