/**
 * The hook: the form of the copy's first sentence (docs/creative-tags.md, "Hook").
 * EMOJI when it opens with an emoji; QUESTION when it ends with '?' (or opens with a question word);
 * NUMBER when it opens with (or leads on) a figure; COMMAND when it opens with an imperative verb; else STATEMENT.
 */
import type { Hook } from '@ads-creative/contracts/creative-tags';
import { normalise, phrases, sentences } from './text-parts.ts';

const OPENS_WITH_EMOJI = /^[\s\p{P}]*\p{Extended_Pictographic}/u;
const OPENS_WITH_NUMBER = /^[\s\p{P}$€£₫]*\d/u;
const COMMAND_VERBS = phrases([
  // en
  'shop',
  'buy',
  'get',
  'try',
  'order',
  'discover',
  'grab',
  'save',
  'book',
  'join',
  'sign up',
  'download',
  'start',
  'meet',
  'see',
  'find',
  'upgrade',
  'stop',
  'treat',
  'give',
  'make',
  'say goodbye',
  'say hello',
  'imagine',
  "don't",
  'never',
  'take',
  'claim',
  'learn',
  'explore',
  'call',
  'visit',
  'check out',
  'unlock',
  'enjoy',
  'experience',
  'pick',
  'choose',
  'feel',
  'turn',
  'swap',
  'skip',
  'forget',
  'bring',
  'keep',
  'let',
  'hurry',
  'act',
  'register',
  'subscribe',
  'watch',
  'listen',
  'read',
  'come',
  'reserve',
  'plan',
  'protect',
  'level up',
  'ditch',
  'switch',
  // vi
  'mua',
  'đặt',
  'đặt hàng',
  'đăng ký',
  'nhận',
  'thử',
  'khám phá',
  'sắm',
  'săn',
  'tải',
  'ghé',
  'đến',
  'gọi',
  'inbox',
  'nhắn tin',
  'liên hệ',
  'chọn',
  'trải nghiệm',
  'tham gia',
  'đừng',
  'hãy',
  'nhanh tay',
  'click',
  'bấm',
  'xem',
  'tìm hiểu',
  'nói không với',
  'tạm biệt',
  'rinh',
  'chốt',
  'order',
  'book',
  'để',
  'cùng',
  'tận hưởng',
  'nâng cấp',
]);
const QUESTION_OPENERS = phrases([
  'do you',
  'are you',
  'have you',
  'did you',
  'can you',
  'would you',
  'what if',
  'why',
  'how',
  'who',
  'which',
  'bạn có',
  'bạn đã',
  'bạn đang',
  'liệu',
  'tại sao',
  'vì sao',
  'làm sao',
  'làm thế nào',
]);

export function hookOf(text: string): Hook {
  const first = sentences(text)[0] ?? '';
  if (OPENS_WITH_EMOJI.test(first)) return 'EMOJI';
  if (/\?\s*\p{Extended_Pictographic}*\s*$/u.test(first)) return 'QUESTION';
  if (OPENS_WITH_NUMBER.test(first)) return 'NUMBER';
  const lower = normalise(first);
  if (startsWith(QUESTION_OPENERS, lower) && first.includes('?')) return 'QUESTION';
  if (startsWith(COMMAND_VERBS, lower)) return 'COMMAND';
  return 'STATEMENT';
}

function startsWith(re: RegExp, text: string): boolean {
  re.lastIndex = 0;
  const m = re.exec(text);
  return m?.index === 0;
}
