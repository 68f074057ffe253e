/**
 * The built-in provider's reading of a brief: the product, audience, benefit and offer words it
 * can fill into templates, found with plain heuristics (no model):
 * - product: the first quoted name ("AirFlow Pro", “…”, «…»; quoted lowercase is emphasis, not a
 *   name); else the opening phrase after an instruction lead-in ('write an ad for', 'viết quảng cáo
 *   cho') up to a linking word (for/with/to…, cho/với/giúp…) or punctuation, at most 5 words, narrowed
 *   to the run of Capitalised words inside it when there is one (brands: 'Zen Tea'; in Vietnamese
 *   the noun stays in front: 'cà phê Trung Nguyên');
 * - audience: the words after 'for' / 'aimed at' / 'targeting' ('dành cho' / 'cho') that follow the
 *   product, up to a linking word; else the campaign's target audience;
 * - benefit: after 'helps (you)', 'so you can', 'to' (a verb phrase) or 'with' (a noun phrase);
 *   Vietnamese 'giúp (bạn)', 'để' (verb) or 'với', 'mang lại' (noun);
 * - offer (offer-words.ts): the brief's first offer as written — a percentage or amount off ('30 % off',
 *   'giảm 50k', 'save $20'), buy-one-get-one ('mua 1 tặng 1'), free shipping or trial ('14-day free
 *   trial', 'miễn phí vận chuyển'), a price ('only $19', 'chỉ 99k') or a code; a bare percentage
 *   ('30%') reads as '30% off' / 'giảm 30%'.
 * The brief's own language picks the patterns (Vietnamese letters → Vietnamese), whatever language the
 * ad is written in. When the brief is empty, the same rules read the extracted Ad Library copy.
 */
import type { AdLanguage } from '@ads-creative/contracts/ai';
import { withoutCallToActionNote } from '../call-to-action-note.ts';
import { truncateAtWord } from '../copy-limits.ts';
import { hasVietnameseDiacritics } from '../vietnamese-text.ts';
import { offerOf } from './offer-words.ts';

export interface PromptWords {
  product?: string;
  audience?: string;
  benefit?: string;
  /** 'verb': "sleep better" (helps you …); 'noun': "natural ingredients" (comes with …). */
  benefitKind?: 'verb' | 'noun';
  offer?: string;
}

export const WORD_LIMITS = { product: 26, audience: 24, benefit: 40, offer: 30 } as const;

const QUOTED = /["“«‘]([^"”»’\n]{2,60})["”»’]|(?:^|\s)'([^'\n]{2,60})'(?=[\s.,!?;:]|$)/u;
const CAPITALISED_RUN = /(?<=^|\s)(\p{Lu}[\p{L}\d&'-]*(?:\s+(?:&\s+)?\p{Lu}[\p{L}\d&'-]*)*)/gu;
const LEAD_IN: Record<AdLanguage, RegExp> = {
  en: /^(?:please\s+)?(?:(?:write|create|generate|make|craft|design|give me)\s+)?(?:(?:an?|some|the|\d+)\s+)?(?:(?:facebook|fb|social|short|catchy|new)\s+)*(?:(?:ads?|adverts?|advertisements?|copy|campaign|posts?|captions?)\s+)?(?:(?:for|about|promoting|on)\s+)?(?:(?:we|i)\s+(?:sell|offer|make|run|have|launch|are launching|just launched)\s+|(?:advertise|promote|sell|launch|introducing|discover|check out)\s+)?(?:(?:our|my|a|an|the)\s+)?(?:new\s+)?/iu,
  vi: /^(?:(?:hãy|vui lòng|giúp tôi|giúp mình)\s+)?(?:(?:viết|tạo|làm|soạn|thiết kế)\s+)?(?:(?:bài|mẫu|nội dung|một|1)\s+)*(?:quảng cáo\s+|content\s+|bài đăng\s+)?(?:(?:facebook|fb)\s+)?(?:(?:cho|về|giới thiệu|bán|quảng bá|ra mắt)\s+)?(?:(?:chúng tôi|shop|cửa hàng)\s+(?:bán|cung cấp|ra mắt|có)\s+)?(?:(?:sản phẩm|dịch vụ)\s+(?=\S+\s+\S))?/iu,
};
const STOP: Record<AdLanguage, RegExp> = {
  en: /\s(?:for|with|that|which|who|to|at|in|on|from|by|so|and|helps?|aimed|targeting|because|while|made|featuring|including|which|now)\s/iu,
  vi: /\s(?:cho|dành|với|giúp|để|tại|ở|có|mang|và|nhằm|vì|từ|bởi|đang|hướng|được|giao)\s/iu,
};
const AUDIENCE: Record<AdLanguage, RegExp> = {
  en: /\b(?:for|aimed at|targeting|designed for|made for)\s+([^.,;:!?\n]{2,80})/iu,
  vi: /(?:dành cho|hướng đến|cho)\s+([^.,;:!?\n]{2,80})/iu,
};
const BENEFIT: Record<AdLanguage, Array<{ re: RegExp; kind: 'verb' | 'noun' }>> = {
  en: [
    { re: /\b(?:helps?|helping)\s+(?:you\s+|people\s+|them\s+|customers\s+)?(?:to\s+)?([^.,;:!?\n]{3,80})/iu, kind: 'verb' },
    { re: /\bso\s+(?:that\s+)?(?:you|they|people)\s+can\s+([^.,;:!?\n]{3,80})/iu, kind: 'verb' },
    { re: /\b(?:with|featuring|offering)\s+([^.,;:!?\n]{3,80})/iu, kind: 'noun' },
  ],
  vi: [
    { re: /(?:giúp|để)\s+(?:bạn\s+|khách hàng\s+|mọi người\s+)?([^.,;:!?\n]{3,80})/iu, kind: 'verb' },
    { re: /(?:với|mang lại|mang đến|có)\s+([^.,;:!?\n]{3,80})/iu, kind: 'noun' },
  ],
};

const clean = (text: string) =>
  withoutCallToActionNote(text)
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/<[^>]{0,40}>/g, ' ')
    .replace(/[*_#>`~]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Up to `maxWords` words, cut at the first linking word, without trailing punctuation. */
function phrase(text: string, language: AdLanguage, maxWords: number, limit: number): string | undefined {
  const untilMark = text.split(/[<>"“”«»()[\]{}|/&:;]/u)[0];
  const stop = STOP[language].exec(` ${untilMark} `);
  const head = stop ? ` ${untilMark} `.slice(0, stop.index).trim() : untilMark.trim();
  const words = head.split(/\s+/).filter(Boolean).slice(0, maxWords).join(' ');
  const cut = truncateAtWord(words.replace(/[\s.,;:!?'"”“()-]+$/u, ''), limit);
  return cut.length >= 2 ? cut : undefined;
}

function productOf(text: string, language: AdLanguage): { product?: string; end: number } {
  const quoted = QUOTED.exec(text);
  const name = quoted ? (quoted[1] ?? quoted[2]).trim() : '';
  // A quoted name ("AirFlow Pro"), not quoted emphasis ("exclusive").
  if (quoted && /[\p{Lu}\d]/u.test(name)) {
    return { product: truncateAtWord(name, WORD_LIMITS.product), end: quoted.index + quoted[0].length };
  }
  const rest = text.replace(LEAD_IN[language], '');
  const offset = text.length - rest.length;
  const lead = phrase(rest, language, 5, WORD_LIMITS.product);
  const brand = brandRun(text, offset);
  // English brands stand alone ('Zen Tea'); Vietnamese reads better with the noun in front ('cà phê Trung Nguyên').
  const brandInLead = brand !== undefined && lead !== undefined && brand.index < offset + lead.length;
  // A brand inside the opening phrase names the product ('Try our new Zen Tea'); one further on is
  // more often a place ('a yoga studio in Da Nang'). English brands stand alone; Vietnamese keeps
  // the noun in front ('cà phê Trung Nguyên').
  if (brand && (brandInLead || lead === undefined)) {
    const end = brand.index + brand[0].length;
    const whole = sentenceCase(text.slice(offset, end).trim());
    const product =
      language === 'vi' && brandInLead && Array.from(whole).length <= WORD_LIMITS.product
        ? whole
        : truncateAtWord(brand[1], WORD_LIMITS.product);
    return { product, end };
  }
  return { product: lead && language === 'vi' ? sentenceCase(lead) : lead, end: offset + (lead?.length ?? 0) };
}

/**
 * The first run of Capitalised words after the lead-in that is not just a sentence's first word
 * ('Write', 'Khóa'); a run of two or more words counts even there ('Zen Tea for parents').
 */
function brandRun(text: string, from: number): RegExpExecArray | undefined {
  for (const match of text.matchAll(CAPITALISED_RUN)) {
    if (match.index < from) continue;
    const sentenceStart = match.index === 0 || /[.!?:;\n]\s*$/u.test(text.slice(0, match.index));
    if (!sentenceStart || /\s/u.test(match[1])) return match as RegExpExecArray;
  }
  return undefined;
}

/** 'Khóa học tiếng Anh' at the start of a sentence is 'khóa học tiếng Anh' inside one; 'Trung Nguyên' stays. */
function sentenceCase(phrase: string): string {
  const [first, second] = phrase.split(/\s+/);
  return second && /^\p{Ll}/u.test(second) && /^\p{Lu}\p{Ll}*$/u.test(first)
    ? first.toLocaleLowerCase('vi') + phrase.slice(first.length)
    : phrase;
}

export function extractPromptWords(
  prompt: string,
  outputLanguage: AdLanguage,
  extracted: string[] = [],
  targetAudience?: string | null,
): PromptWords {
  const brief = clean(prompt);
  const source = brief || clean(extracted.find((t) => t.trim()) ?? '');
  // The brief's own language decides how to read it; the ad's language only how to word the offer.
  const language: AdLanguage = hasVietnameseDiacritics(source) ? 'vi' : 'en';
  const words: PromptWords = {};
  if (!source) {
    if (targetAudience?.trim()) words.audience = truncateAtWord(targetAudience.trim(), WORD_LIMITS.audience);
    return words;
  }
  const { product, end } = productOf(source, language);
  words.product = product;
  const after = source.slice(end);

  const audience = AUDIENCE[language].exec(after);
  const audienceText = audience ? phrase(audience[1], language, 4, WORD_LIMITS.audience) : undefined;
  if (audienceText && audienceText !== product) words.audience = audienceText;
  else if (targetAudience?.trim()) words.audience = truncateAtWord(targetAudience.trim(), WORD_LIMITS.audience);

  const offer = offerOf(source, language, outputLanguage);
  for (const { re, kind } of BENEFIT[language]) {
    const match = re.exec(after) ?? re.exec(source);
    const text = match ? phrase(match[1], language, 6, WORD_LIMITS.benefit) : undefined;
    if (!text || text.length < 3 || text === words.audience) continue;
    if (offer && (offer.includes(text) || text.includes(offer.replace(/^(?:free|miễn phí|giảm)\s+/u, '')))) continue;
    words.benefit = text;
    words.benefitKind = kind;
    break;
  }
  words.offer = offer;
  return words;
}
