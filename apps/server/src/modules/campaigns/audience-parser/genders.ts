/**
 * Genders named in an audience description. Vietnamese: phụ nữ, nữ, chị em, mẹ, phái đẹp… → female; nam,
 * đàn ông, phái mạnh, bố… → male. English: women, ladies, moms… → female; men, guys, dads… → male. Both
 * named (or "bố mẹ", "men and women") is everyone: Meta's all genders, an empty list.
 *
 * Words of several syllables match without diacritics too ("phu nu"); one-syllable words only as
 * written with their marks ("nữ", "mẹ", "bố": folded they are "nu", "me", "bo", ordinary words). "nam"
 * is also "south" (Việt Nam, miền Nam, Quảng Nam, Nam Định): it counts only outside such names.
 */
import type { Gender } from '@ads-creative/contracts/targeting';
import type { Span } from './fold.ts';

const B = '(?<![\\p{L}\\p{N}])';
const E = '(?![\\p{L}\\p{N}])';
const words = (list: string[]) => new RegExp(`${B}(?:${list.join('|')})${E}`, 'gu');

/** Matched on the folded text. */
const FEMALE_FOLDED = words([
  'phu nu',
  'nu gioi',
  'ban nu',
  'chi em',
  'con gai',
  'co gai',
  'phai dep',
  'phai nu',
  'me bim(?: sua)?',
  'cac me',
  'me bau',
  'women',
  'woman',
  'females?',
  'ladies',
  'lady',
  'girls?',
  'moms?',
  'mums?',
  'mothers?',
  'wives',
  'housewives',
]);
const MALE_FOLDED = words([
  'dan ong',
  'nam gioi',
  'ban nam',
  'phai manh',
  'ong bo',
  'cac bo',
  'cac anh',
  'dan anh',
  'con trai',
  'chang trai',
  'may rau',
  'men',
  'man',
  'males?',
  'guys',
  'gentlemen',
  'boys?',
  'dads?',
  'fathers?',
  'husbands',
]);
/** Matched on the lower-case text with its diacritics. */
const FEMALE_MARKED = words(['bà mẹ', 'nữ', 'mẹ', 'chị']);
const MALE_MARKED = words(['bố', 'cha']);
/** Parents are both ("bố mẹ", "ba mẹ": folded, "ba me" is also "bà mẹ", a mother). */
const PARENTS_MARKED = words(['bố mẹ', 'ba mẹ', 'cha mẹ', 'phụ huynh']);
const PARENTS_FOLDED = words(['bo me', 'cha me', 'phu huynh', 'parents']);
/** "nam" as a gender; not in place names ("việt nam", "miền nam", "nam định", "đông nam á"). */
const NAM = /(?<![\p{L}\p{N}])nam(?![\p{L}\p{N}])/gu;
const SOUTH_BEFORE = /(?:viet|mien|phia|quang|ha|dong|tay|hai|vung|nuoc|song|bien|thanh|an|ninh|hoai)\s*$/u;
const SOUTH_AFTER = /^\s*(?:dinh|bo|a|phi|my|cuc|trung|ky|ninh|kinh|dan|du|dong|sach|ha|vang|tu liem|ky khoi|dinh)(?![\p{L}\p{N}])/u;

export interface GenderReading {
  /** Empty: all genders (none named, or both). */
  genders: Gender[];
  spans: Span[];
}

export function readGenders(folded: string, lower: string): GenderReading {
  const spans: Span[] = [];
  const found = new Set<Gender>();
  const take = (pattern: RegExp, text: string, ...genders: Gender[]) => {
    for (const m of text.matchAll(pattern)) {
      const span = { start: m.index, end: m.index + m[0].length };
      if (spans.some((s) => span.start < s.end && s.start < span.end)) continue;
      spans.push(span);
      for (const g of genders) found.add(g);
    }
  };
  take(PARENTS_MARKED, lower, 'female', 'male');
  take(PARENTS_FOLDED, folded, 'female', 'male');
  take(FEMALE_FOLDED, folded, 'female');
  take(MALE_FOLDED, folded, 'male');
  take(FEMALE_MARKED, lower, 'female');
  take(MALE_MARKED, lower, 'male');
  // On the text with its marks: folded, "năm" (a year) is "nam" too.
  for (const m of lower.matchAll(NAM)) {
    const before = folded.slice(Math.max(0, m.index - 12), m.index);
    const after = folded.slice(m.index + 3, m.index + 15);
    if (SOUTH_BEFORE.test(before) || SOUTH_AFTER.test(after) || spans.some((s) => m.index < s.end && s.start < m.index + 3)) continue;
    spans.push({ start: m.index, end: m.index + 3 });
    found.add('male');
  }
  return { genders: found.size === 1 ? [...found] : [], spans };
}
