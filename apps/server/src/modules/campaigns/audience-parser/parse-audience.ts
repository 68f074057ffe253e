/**
 * The built-in reader of an audience description (decision 179): text in, candidates out, no I/O. Readers
 * run in an order that keeps them apart (languages before countries: "tiếng Pháp" is French; countries and
 * known places before the capitalised names after "ở"/"in"; the rest before interests), each blanking the
 * words it took. Both languages are read in any text: Vietnamese briefs mix in English and the reverse.
 */

import type { Gender } from '@ads-creative/contracts/targeting';
import { PARSE_LOOKUP_LIMITS } from '@ads-creative/contracts/targeting-parse';
import { countryMentions } from '../../../lib/audience-countries.ts';
import { readAges } from './ages.ts';
import { blank, fold, type Span } from './fold.ts';
import { readGenders } from './genders.ts';
import { readInterests } from './interests.ts';
import { readLocales } from './locales.ts';
import { knownPlaces, namedPlaces } from './places.ts';

export interface AudienceCandidates {
  /** ISO codes, resolved offline. */
  countries: string[];
  /** Null: the text names none (Meta's defaults apply). */
  ageMin: number | null;
  ageMax: number | null;
  genders: Gender[];
  /** To look up on Facebook: the words as written, the search query, and a radius for a city. */
  places: { text: string; query: string; radiusKm?: number }[];
  interests: { text: string; query: string }[];
  locales: { text: string; query: string }[];
  /** Named but beyond PARSE_LOOKUP_LIMITS: listed as unresolved, not looked up. */
  skipped: { text: string; kind: 'place' | 'interest' | 'language' }[];
}

const bySpan = <T extends { span: Span }>(list: T[]) => [...list].sort((a, b) => a.span.start - b.span.start);

/** First of each query (case-insensitive), in text order, at most `limit`; the rest answer `over`. */
function distinct<T extends { text: string; query: string }>(list: T[], limit: number) {
  const seen = new Set<string>();
  const kept: T[] = [];
  const over: T[] = [];
  for (const item of list) {
    const id = fold(item.query);
    if (seen.has(id)) continue;
    seen.add(id);
    (kept.length < limit ? kept : over).push(item);
  }
  return { kept, over };
}

const withoutSpan = <T extends { span: Span }>({ span: _span, ...rest }: T) => rest;

export function parseAudience(input: string): AudienceCandidates {
  const text = input.normalize('NFC');
  const folded = fold(text);
  const lower = text.toLowerCase().length === text.length ? text.toLowerCase() : folded;

  const locales = readLocales(text, folded);
  const afterLocales = blank(
    folded,
    locales.map((l) => l.span),
  );
  // Countries are read on the original's letters (their names have marks and capitals), minus the languages.
  const localeFree =
    [...text].length === text.length
      ? maskText(
          text,
          locales.map((l) => l.span),
        )
      : text;
  const countries = countryMentions(localeFree);
  const countrySpans = countries.map((c) => ({ start: c.index, end: c.index + c.length }));
  const known = knownPlaces(text, blank(afterLocales, countrySpans));
  const ages = readAges(blank(afterLocales, [...countrySpans, ...known.map((p) => p.span)]));
  const taken = [...locales.map((l) => l.span), ...countrySpans, ...known.map((p) => p.span), ...ages.spans];
  const genders = readGenders(blank(folded, taken), maskText(lower, taken));
  const beforeNames = blank(folded, [...taken, ...genders.spans]);
  const named = namedPlaces(
    text,
    folded,
    beforeNames,
    known.map((p) => p.span),
  );
  const interests = readInterests(
    text,
    folded,
    blank(
      beforeNames,
      named.map((p) => p.span),
    ),
  );

  const places = distinct(bySpan([...known, ...named]).map(withoutSpan), PARSE_LOOKUP_LIMITS.places);
  const interestList = distinct(bySpan(interests).map(withoutSpan), PARSE_LOOKUP_LIMITS.interests);
  const localeList = distinct(bySpan(locales).map(withoutSpan), PARSE_LOOKUP_LIMITS.locales);
  return {
    countries: [...new Set(countries.map((c) => c.code))].sort(),
    ageMin: ages.ageMin,
    ageMax: ages.ageMax,
    genders: genders.genders,
    places: places.kept,
    interests: interestList.kept,
    locales: localeList.kept,
    skipped: [
      ...places.over.map((p) => ({ text: p.text, kind: 'place' as const })),
      ...interestList.over.map((p) => ({ text: p.text, kind: 'interest' as const })),
      ...localeList.over.map((p) => ({ text: p.text, kind: 'language' as const })),
    ],
  };
}

/** The text with the spans replaced by spaces (same length). */
function maskText(text: string, spans: readonly Span[]): string {
  let out = text;
  for (const s of spans) out = out.slice(0, s.start) + ' '.repeat(s.end - s.start) + out.slice(s.end);
  return out;
}
