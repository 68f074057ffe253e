/**
 * Languages named in an audience description ("nói tiếng Anh", "English speakers", "speaking Korean"):
 * the name Meta's locale search knows. Read first, so "tiếng Pháp" is French, not France.
 */
import type { Span } from './fold.ts';

export interface LocaleCandidate {
  text: string;
  /** What to search Facebook's languages for. */
  query: string;
  span: Span;
}

const LANGUAGES: { query: string; vi: string; en: string }[] = [
  { query: 'English', vi: 'anh', en: 'english' },
  { query: 'Vietnamese', vi: 'viet', en: 'vietnamese' },
  { query: 'Chinese', vi: '(?:trung|hoa)', en: 'chinese' },
  { query: 'Japanese', vi: 'nhat', en: 'japanese' },
  { query: 'Korean', vi: 'han', en: 'korean' },
  { query: 'French', vi: 'phap', en: 'french' },
  { query: 'German', vi: 'duc', en: 'german' },
  { query: 'Thai', vi: 'thai', en: 'thai' },
  { query: 'Spanish', vi: 'tay ban nha', en: 'spanish' },
];

const B = '(?<![\\p{L}\\p{N}])';
const E = '(?![\\p{L}\\p{N}])';
const VI = new RegExp(`${B}tieng (${LANGUAGES.map((l) => l.vi).join('|')})${E}`, 'gu');
/** English names only as a language: "English speakers", "speaking Korean", "who speak Thai", "in French". */
const EN = new RegExp(
  `${B}(?:(?:speaks?|speaking)\\s+(${LANGUAGES.map((l) => l.en).join('|')})|(${LANGUAGES.map((l) => l.en).join('|')})[ -](?:speakers|speaking))${E}`,
  'gu',
);

export function readLocales(text: string, folded: string): LocaleCandidate[] {
  const found: LocaleCandidate[] = [];
  for (const m of folded.matchAll(VI)) {
    const lang = LANGUAGES.find((l) => new RegExp(`^${l.vi}$`, 'u').test(m[1] as string));
    if (lang)
      found.push({
        text: text.slice(m.index, m.index + m[0].length),
        query: lang.query,
        span: { start: m.index, end: m.index + m[0].length },
      });
  }
  for (const m of folded.matchAll(EN)) {
    const lang = LANGUAGES.find((l) => l.en === (m[1] ?? m[2]));
    if (lang)
      found.push({
        text: text.slice(m.index, m.index + m[0].length),
        query: lang.query,
        span: { start: m.index, end: m.index + m[0].length },
      });
  }
  return found;
}
