/**
 * The ad set's `geo_locations.countries` from a campaign's free-text target audience: every
 * country named in it, in English or Vietnamese ("Women 25-40 in Vietnam and Thailand",
 * "Hà Nội, Việt Nam"), as ISO 3166-1 alpha-2 codes. None named: the documented default.
 * Shared by publishing (a campaign without a structured targeting) and the campaigns module's audience parser
 * (decision 179), so both read countries the same way.
 */
import { createRequire } from 'node:module';
import countries, { type LocaleData } from 'i18n-iso-countries';

// Through require: the built server (tsup) would drop a JSON import attribute, which Node needs.
const load = createRequire(import.meta.url);
countries.registerLocale(load('i18n-iso-countries/langs/en.json') as LocaleData);
countries.registerLocale(load('i18n-iso-countries/langs/vi.json') as LocaleData);

/** Spelled-out names and aliases (lower case) → code. */
const CODE_BY_NAME = (() => {
  const byName = new Map<string, string>();
  for (const locale of ['en', 'vi']) {
    for (const [code, names] of Object.entries(countries.getNames(locale, { select: 'all' }))) {
      for (const name of names) {
        // Two-letter aliases ('US') collide with ordinary words ('us', 'in'); codes are read separately.
        if (name.replaceAll('.', '').length > 2) byName.set(name.toLowerCase(), code);
      }
    }
  }
  byName.set('uk', 'GB');
  return byName;
})();

/** One pass over the text: every name as a whole word, longest first ("United States of America" before "America"). */
const NAME = new RegExp(
  `(?<![\\p{L}\\p{N}])(${[...CODE_BY_NAME.keys()]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|')})(?![\\p{L}\\p{N}])`,
  'giu',
);

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Upper-case ISO codes written as words ("VN, TH"); lower case is ordinary text ("in", "us"). */
const CODE = /(?<![\p{L}\p{N}])([A-Z]{2})(?![\p{L}\p{N}])/gu;

/** A country named in a text: its code and where the words stand (so a reader can tell them from other places). */
export interface CountryMention {
  code: string;
  index: number;
  length: number;
}

/** Names this short count only written with a capital ("Pháp", "Đức", "Nga", "Peru"). */
const SHORT_NAME = 4;
const startsCapitalised = (name: string) => name[0] !== name[0]?.toLowerCase();

/** Every country named in the text, in order: spelled-out names (English or Vietnamese) and upper-case ISO codes. */
export function countryMentions(text: string): CountryMention[] {
  const found: CountryMention[] = [];
  const rest = text.replace(NAME, (name: string, _group: string, index: number) => {
    const code = CODE_BY_NAME.get(name.toLowerCase());
    // Short names are ordinary words in lower case: "phương pháp" (a method), "đạo đức" (ethics), "chad".
    if (!code || (name.length <= SHORT_NAME && !startsCapitalised(name))) return name;
    found.push({ code, index, length: name.length });
    return ' '.repeat(name.length);
  });
  for (const match of rest.matchAll(CODE)) {
    const code = match[1];
    if (code && countries.isValid(code)) found.push({ code, index: match.index, length: code.length });
  }
  return found.sort((a, b) => a.index - b.index);
}

export function audienceCountries(targetAudience: string | null | undefined, fallback: readonly string[]): string[] {
  const found = new Set(countryMentions((targetAudience ?? '').normalize('NFC')).map((m) => m.code));
  return found.size > 0 ? [...found].sort() : [...fallback];
}
