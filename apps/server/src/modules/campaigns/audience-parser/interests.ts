/**
 * Interests named in an audience description: the phrases after "thích", "yêu thích", "quan tâm (đến)",
 * "đam mê", "sở thích", "interested in", "who love", "into", "fans of"…, split on commas, "và", "and",
 * "or", "/". A phrase ends at the end of its sentence or where another reading starts (a place, an age).
 * Meta's interests are named in English: a Vietnamese phrase is searched by its usual English name when
 * the reader knows it ("nấu ăn" → Cooking), else as written.
 */
import { fold, type Span, sliceOf } from './fold.ts';

export interface InterestCandidate {
  text: string;
  query: string;
  span: Span;
}

const B = '(?<![\\p{L}\\p{N}])';
const E = '(?![\\p{L}\\p{N}])';
const TRIGGER = new RegExp(
  `${B}(?:yeu thich|thich|quan tam(?:\\s+(?:den|toi|ve))?|dam me|co hung thu voi|hung thu voi|so thich(?:\\s+la)?|interested in|interests?|who (?:love|loves|like|likes|enjoy|enjoys|are into|is into|care about)|passionate about|fans? of|into|love|loves|enjoy|enjoys)${E}\\s*:?\\s*`,
  'gu',
);
/** Where a phrase ends: a sentence's end, or words that start something else. */
const END = new RegExp(
  `[.;!?\\n()]|${B}(?:song|khu vuc|living|based|who|with|co|dang|tuoi|do tuoi|aged|ages|trong|within|ban kinh|nhung nguoi|people)${E}`,
  'u',
);
/** A place word ends a phrase only before a capitalised name: "ở Hà Nội" (a place), not "ô tô" (folded "o to"). */
const PLACE_WORD = new RegExp(`${B}(?:o|tai|in|near|around|from)\\s+(?=\\S)`, 'gu');

/** Where the phrase starting at `from` ends (another reader's words, blanked, end it too). */
function phraseEnd(text: string, blanked: string, from: number): number {
  const rest = blanked.slice(from);
  let end = rest.search(END);
  if (end < 0) end = rest.length;
  const gap = rest.search(/\s{3,}/u);
  if (gap >= 0 && gap < end) end = gap;
  for (const m of rest.slice(0, end).matchAll(PLACE_WORD)) {
    const next = text[from + m.index + m[0].length] ?? '';
    if (next !== next.toLowerCase()) return from + m.index;
  }
  return from + end;
}
const SPLIT = new RegExp(`\\s*(?:,|/|&|\\+|${B}(?:va|and|or|hoac|cung nhu)${E})\\s*`, 'u');
const LEADING = /^(?:(?:cac|nhung|ve|den|toi|mon|viec)\s+)+/u;
const TRAILING = /(?:\s+(?:etc|v\.?v|nói chung|in general))?[\s.,…:-]*$/u;
/** Longer than this is not an interest name but a sentence the reader could not cut. */
const MAX_WORDS = 6;

/** Vietnamese interests (folded) → the English name Meta's interest search knows. */
const ENGLISH: Record<string, string> = {
  thien: 'Meditation',
  'nau an': 'Cooking',
  'lam dep': 'Beauty',
  'my pham': 'Cosmetics',
  'thoi trang': 'Fashion',
  'du lich': 'Travel',
  'chay bo': 'Running',
  'the hinh': 'Fitness',
  'the duc': 'Physical exercise',
  'ca phe': 'Coffee',
  'bat dong san': 'Real estate',
  'cong nghe': 'Technology',
  'doc sach': 'Reading',
  'am nhac': 'Music',
  'bong da': 'Football',
  'nuoi day con': 'Parenting',
  'suc khoe': 'Health',
  'cham soc da': 'Skin care',
  'khoi nghiep': 'Entrepreneurship',
  'kinh doanh': 'Business',
  'dau tu': 'Investment',
  'chung khoan': 'Stock market',
  'mua sam': 'Shopping',
  'mua sam online': 'Online shopping',
  'mua sam truc tuyen': 'Online shopping',
  'am thuc': 'Food',
  'an uong lanh manh': 'Healthy diet',
  'thu cung': 'Pets',
  'lam vuon': 'Gardening',
  'nhiep anh': 'Photography',
  'o to': 'Cars',
  'xe may': 'Motorcycles',
  'trang suc': 'Jewelry',
  'the thao': 'Sports',
  'choi game': 'Video games',
  'phim anh': 'Movies',
  'noi that': 'Interior design',
  'giao duc': 'Education',
  'an chay': 'Vegetarianism',
  'dap xe': 'Cycling',
  'boi loi': 'Swimming',
  'leo nui': 'Hiking',
  'cam trai': 'Camping',
  'song khoe': 'Wellness',
  'chup anh': 'Photography',
  'dau tu chung khoan': 'Stock market',
  'tra sua': 'Bubble tea',
  'dinh duong': 'Nutrition',
  'do gia dung': 'Home appliances',
  'lam me': 'Motherhood',
  'thuc pham huu co': 'Organic food',
};

export function readInterests(text: string, folded: string, blanked: string): InterestCandidate[] {
  const found: InterestCandidate[] = [];
  for (const trigger of blanked.matchAll(TRIGGER)) {
    const from = trigger.index + trigger[0].length;
    const end = phraseEnd(text, blanked, from);
    let at = from;
    for (const part of folded.slice(from, end).split(SPLIT)) {
      const start = folded.indexOf(part, at);
      at = start + part.length;
      const lead = LEADING.exec(part)?.[0].length ?? 0;
      const cut = part.slice(lead).replace(TRAILING, '');
      if (cut.length === 0) continue;
      const words = sliceOf(text, start + lead, start + lead + cut.length);
      if (words.split(' ').length > MAX_WORDS) continue;
      const key = fold(words);
      found.push({ text: words, query: ENGLISH[key] ?? words, span: { start: start + lead, end: start + lead + cut.length } });
    }
  }
  return found;
}
