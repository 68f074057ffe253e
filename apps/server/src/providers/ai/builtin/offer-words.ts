/**
 * The offer a brief names, as the built-in provider carries it into every variation (decision 187): the
 * first offer in the brief, kept as written so its number and unit reach the ad unchanged ('30 % off'
 * stays '30 % off', 'giảm 50k' stays 'giảm 50k'). Kinds, in Vietnamese and English:
 * - an amount or percentage off: '30% off', 'up to 50% off', 'save $20', '$15 discount', 'giảm 50k',
 *   'giảm giá 30%', 'giảm đến 100.000đ', 'tiết kiệm 200k', 'voucher 50k', 'sale 40%';
 * - buy one get one: 'buy 1 get 1 free', 'BOGO', '2 for 1', 'mua 1 tặng 1', 'mua 2 tặng 1';
 * - something free: 'free shipping', '14-day free trial', 'first month free', 'freeship', 'miễn phí vận chuyển',
 *   'giao hàng miễn phí', 'học thử miễn phí';
 * - a price: 'only $19', 'just 99,000đ', 'chỉ 99k', 'giá chỉ 199.000đ', 'chỉ từ 2 triệu';
 * - a code: 'code SAVE10', 'mã GIAM20';
 * - a bare 1–2 digit percentage not followed by a comparison ('30%' → '30% off' / 'giảm 30%'; not '30% less sugar').
 * When the ad's language differs from the brief's, an amount or percentage off is reworded around the same number
 * and unit ('giảm 50k' → '50k off'); other offers stay as written.
 */
import type { AdLanguage } from '@ads-creative/contracts/ai';
import { truncateAtWord } from '../copy-limits.ts';

/** The longest offer carried (characters); a longer match is cut at a word. */
export const OFFER_MAX_CHARS = 30;

const NUM = String.raw`\d+(?:[.,]\d+)*`;
const UNIT_AFTER = String.raw`(?:\s?(?:k|K|đ|₫|vnđ|VNĐ|vnd|VND|usd|USD|triệu|tr|nghìn|ngàn|dollars?|euros?)(?![\p{L}\d]))`;
/** '$20', '€5', '50k', '100.000đ', '2 triệu', '30 %', '30%'. */
const AMOUNT = String.raw`(?:[$€£]\s?${NUM}|${NUM}${UNIT_AFTER}|${NUM}\s?%)`;
const END = String.raw`(?![\p{L}\d])`;

type Kind = 'off' | 'as-written' | 'bare-percent';
interface OfferPattern {
  re: RegExp;
  kind: Kind;
}

const re = (source: string) => new RegExp(source, 'iu');

const PATTERNS: OfferPattern[] = [
  // amount or percentage off
  { re: re(String.raw`(?:up to\s+)?${AMOUNT}\s+off${END}`), kind: 'as-written' },
  { re: re(String.raw`(?:save|take|get|enjoy)\s+(?:up to\s+)?${AMOUNT}(?:\s+off)?${END}`), kind: 'as-written' },
  { re: re(String.raw`${AMOUNT}\s+(?:discount|cashback)${END}`), kind: 'as-written' },
  {
    re: re(
      String.raw`(?:giảm|sale|sale off|khuyến mãi|ưu đãi|voucher|tiết kiệm|hoàn tiền)(?:\s+giá)?(?:\s+(?:ngay|đến|tới|lên đến|lên tới|thêm))?\s+${AMOUNT}${END}`,
    ),
    kind: 'as-written',
  },
  // buy one get one
  { re: re(String.raw`buy\s+(?:one|1|two|2)\s+get\s+(?:one|1)(?:\s+free)?${END}`), kind: 'as-written' },
  { re: re(String.raw`\bBOGO\b|(?:two|2)[\s-]for[\s-](?:one|1)${END}`), kind: 'as-written' },
  { re: re(String.raw`mua\s+\d+\s+(?:được\s+)?tặng\s+\d+${END}`), kind: 'as-written' },
  // something free
  {
    re: re(
      String.raw`(?:\d+[\s-]days?\s+)?free\s+(?:shipping|delivery|returns?|trial|consultation|installation|gift|lesson|class|session)${END}`,
    ),
    kind: 'as-written',
  },
  { re: re(String.raw`(?:first|1st)\s+(?:month|week|lesson|class|session)\s+free${END}`), kind: 'as-written' },
  { re: re(String.raw`(?:get\s+)?\d+\s+(?:months?|weeks?|days?|lessons?|classes)\s+free${END}`), kind: 'as-written' },
  { re: re(String.raw`\bfree\s+for\s+\d+\s+(?:days|weeks|months)${END}`), kind: 'as-written' },
  { re: re(String.raw`free\s?ship${END}|freeship${END}`), kind: 'as-written' },
  {
    re: re(String.raw`miễn phí\s+(?:vận chuyển|giao hàng|ship|đổi trả|lắp đặt|tư vấn|buổi đầu|tháng đầu)(?:\s+\d+\s+ngày)?${END}`),
    kind: 'as-written',
  },
  {
    re: re(String.raw`(?:giao hàng|vận chuyển|ship|dùng thử|học thử|tập thử|tư vấn|đổi trả|lắp đặt)\s+miễn phí(?:\s+\d+\s+ngày)?${END}`),
    kind: 'as-written',
  },
  { re: re(String.raw`(?:\d+\s+ngày\s+)?(?:dùng thử|học thử|tập thử)${END}`), kind: 'as-written' },
  // price
  { re: re(String.raw`(?:only|just|from|now)\s+${AMOUNT}${END}`), kind: 'as-written' },
  { re: re(String.raw`(?:giá chỉ|chỉ còn|chỉ từ|chỉ với|chỉ|đồng giá)\s+${AMOUNT}${END}`), kind: 'as-written' },
  // a code
  { re: re(String.raw`(?:code|mã)\s+[A-Z][A-Z0-9]{2,14}(?![\p{L}\d])`), kind: 'as-written' },
  // anything else free, after the named kinds (the earliest wins; at the same place, the first listed)
  { re: re(String.raw`(?<![\p{L}-])free\s+\p{L}+(?:\s+\p{L}+)?(?=[\s.,;:!?]|$)`), kind: 'as-written' },
  { re: re(String.raw`miễn phí\s+\p{L}+(?:\s+\p{L}+){0,2}(?=[\s.,;:!?]|$)`), kind: 'as-written' },
  // a bare percentage that is not a comparison or a composition
  {
    re: re(String.raw`(?<![\d.,])\d{1,2}\s?%(?!\s*(?:less|more|fewer|faster|cotton|of|organic|natural|pure|ít|nhiều|hơn|cotton))`),
    kind: 'bare-percent',
  },
];

/** 'giảm 50k' → '50k off'; '30% off' → 'giảm 30%': the same number and unit in the other language. */
function reworded(offer: string, amount: string, language: AdLanguage): string {
  if (language === 'en') return /\bup to\b|đến|tới/iu.test(offer) ? `up to ${amount} off` : `${amount} off`;
  return /\bup to\b|đến|tới/iu.test(offer) ? `giảm đến ${amount}` : `giảm ${amount}`;
}

const AMOUNT_ONLY = new RegExp(AMOUNT, 'iu');

/**
 * The brief's first offer (by position), as the ad in `outputLanguage` states it; undefined when the brief names none.
 * `briefLanguage` is the brief's own language (its patterns work in both; it decides only when rewording is needed).
 */
export function offerOf(text: string, briefLanguage: AdLanguage, outputLanguage: AdLanguage): string | undefined {
  let first: { index: number; match: string; kind: Kind } | undefined;
  for (const { re: pattern, kind } of PATTERNS) {
    const m = pattern.exec(text);
    if (m && (first === undefined || m.index < first.index)) first = { index: m.index, match: m[0].trim(), kind };
  }
  if (!first) return undefined;
  const amount = AMOUNT_ONLY.exec(first.match)?.[0];
  if (first.kind === 'bare-percent') return reworded(first.match, first.match, outputLanguage);
  const isOff = amount !== undefined && /\boff\b|giảm|sale|discount|tiết kiệm|save/iu.test(first.match);
  const offer = isOff && briefLanguage !== outputLanguage ? reworded(first.match, amount, outputLanguage) : first.match;
  return truncateAtWord(offer, OFFER_MAX_CHARS);
}
