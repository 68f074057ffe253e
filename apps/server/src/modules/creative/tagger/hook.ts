/**
 * The hook: the form of the copy's first sentence (docs/creative-tags.md, "Hook"), checked in this order:
 * EMOJI when it opens with an emoji; QUESTION when it ends with '?'; NUMBER when it opens with a figure (perhaps after
 * 'over', 'only', 'hơn', 'chỉ còn'…) or an English number word; COMMAND when it opens with an imperative verb; else
 * STATEMENT.
 */
import type { Hook } from '@ads-creative/contracts/creative-tags';
import { normalise, phrases, sentences } from './text-parts.ts';

const OPENS_WITH_EMOJI = /^[\s\p{P}]*\p{Extended_Pictographic}/u;
const ENDS_WITH_QUESTION = /\?[\s\p{Extended_Pictographic}]*$/u;
const OPENS_WITH_FIGURE =
  /^[\s\p{P}]*(?:(?:over|more than|less than|fewer than|up to|only|just|nearly|almost|hơn|trên|gần|chỉ còn|chỉ|chưa đến|chưa tới)\s+)?[$€£₫]?\d/iu;
/** English number words only: Vietnamese ones are also other words ('năm' is 'year', 'ba' 'father'). */
const OPENS_WITH_NUMBER_WORD =
  /^[\s\p{P}]*(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|fifty|a hundred|hundreds|thousands|millions)(?![\p{L}])/iu;

// biome-ignore format: word lists read best a few to a line
const COMMAND_VERBS = phrases([
  // en
  'shop', 'buy', 'get', 'try', 'order', 'discover', 'grab', 'save', 'book', 'join', 'sign up', 'download', 'start', 'meet',
  'see', 'find', 'upgrade', 'stop', 'treat', 'give', 'make', 'say goodbye', 'say hello', 'imagine', "don't", 'never',
  'take', 'claim', 'learn', 'explore', 'call', 'visit', 'check out', 'unlock', 'enjoy', 'experience', 'pick', 'choose',
  'feel', 'turn', 'swap', 'skip', 'forget', 'bring', 'keep', 'let', "let's", 'hurry', 'act', 'register', 'subscribe',
  'watch', 'listen', 'read', 'come', 'reserve', 'plan', 'protect', 'level up', 'ditch', 'switch', 'wake up', 'speak',
  'breathe', 'walk', 'master', 'stay', 'sleep', 'cut', 'beat', 'spend', 'clip', 'swipe', 'tell', 'vote', 'ask', 'build',
  'create', 'cook', 'travel', 'refresh', 'add', 'apply', 'go', 'hear', 'taste', 'wear', 'play', 'give', 'send', 'upgrade',
  // vi
  'mua', 'đặt', 'đặt hàng', 'đặt lịch', 'đăng ký', 'nhận', 'thử', 'dùng thử', 'khám phá', 'sắm', 'săn', 'tải', 'ghé', 'gọi',
  'inbox', 'nhắn tin', 'liên hệ', 'chọn', 'trải nghiệm', 'tham gia', 'đừng', 'hãy', 'nhanh tay', 'click', 'bấm', 'xem',
  'tìm hiểu', 'nói không với', 'tạm biệt', 'rinh', 'chốt', 'order', 'book', 'cùng', 'tận hưởng', 'nâng cấp', 'giữ', 'mang',
  'nắm vững', 'thở', 'gắn', 'lướt', 'bình chọn', 'bình luận', 'để lại', 'mời bạn', 'sở hữu', 'lên đời', 'tặng', 'học',
]);

function opensWith(re: RegExp, text: string): boolean {
  re.lastIndex = 0;
  return re.exec(text)?.index === 0;
}

export function hookOf(text: string): Hook {
  const first = sentences(text)[0] ?? '';
  if (OPENS_WITH_EMOJI.test(first)) return 'EMOJI';
  if (ENDS_WITH_QUESTION.test(first)) return 'QUESTION';
  if (OPENS_WITH_FIGURE.test(first) || OPENS_WITH_NUMBER_WORD.test(first)) return 'NUMBER';
  if (opensWith(COMMAND_VERBS, normalise(first).replace(/^[\s\p{P}]+/u, ''))) return 'COMMAND';
  return 'STATEMENT';
}
