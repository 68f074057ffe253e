/**
 * Places named in an audience description: the cities and provinces advertisers in Vietnam name most, in
 * every usual spelling ("Hà Nội", "Ha Noi", "Hanoi"; "TP.HCM", "Sài Gòn", "Ho Chi Minh City"), searched on
 * Facebook by the name Meta gives them; any other capitalised name after "ở", "tại", "khu vực", "in", "near",
 * "around" ("ở Quận 1", "in Chiang Mai"); and a radius around one ("trong bán kính 15 km quanh Quận 1",
 * "within 10 miles of Austin"). Countries are read before (lib/audience-countries.ts) and are not places.
 */
import { CITY_RADIUS_KM_MAX, CITY_RADIUS_KM_MIN } from '@ads-creative/contracts/targeting';
import { type Span, sliceOf } from './fold.ts';

export interface PlaceCandidate {
  /** The words as written. */
  text: string;
  /** What to search Facebook for. */
  query: string;
  radiusKm?: number;
  span: Span;
}

/** Meta's name (the search query) and the folded spellings people write. */
const KNOWN: { query: string; spellings: string[] }[] = [
  { query: 'Hanoi', spellings: ['ha noi', 'hanoi', 'thu do ha noi'] },
  {
    query: 'Ho Chi Minh City',
    spellings: ['ho chi minh city', 'ho chi minh', 'tp\\.?\\s*hcm', 'tphcm', 'hcmc', 'hcm', 'sai gon', 'saigon'],
  },
  { query: 'Da Nang', spellings: ['da nang', 'danang'] },
  { query: 'Hai Phong', spellings: ['hai phong', 'haiphong'] },
  { query: 'Can Tho', spellings: ['can tho'] },
  { query: 'Nha Trang', spellings: ['nha trang'] },
  { query: 'Da Lat', spellings: ['da lat', 'dalat'] },
  { query: 'Vung Tau', spellings: ['vung tau'] },
  { query: 'Bien Hoa', spellings: ['bien hoa'] },
  { query: 'Binh Duong', spellings: ['binh duong'] },
  { query: 'Dong Nai', spellings: ['dong nai'] },
  { query: 'Quang Ninh', spellings: ['quang ninh'] },
  { query: 'Ha Long', spellings: ['ha long', 'halong'] },
  { query: 'Phu Quoc', spellings: ['phu quoc'] },
  { query: 'Hoi An', spellings: ['hoi an'] },
  { query: 'Sa Pa', spellings: ['sa pa', 'sapa'] },
  { query: 'Quy Nhon', spellings: ['quy nhon'] },
  { query: 'Buon Ma Thuot', spellings: ['buon ma thuot', 'buon me thuot'] },
  { query: 'Thu Duc', spellings: ['thu duc'] },
  { query: 'Bac Ninh', spellings: ['bac ninh'] },
  { query: 'Nghe An', spellings: ['nghe an'] },
  { query: 'Thanh Hoa', spellings: ['thanh hoa'] },
  { query: 'Khanh Hoa', spellings: ['khanh hoa'] },
  { query: 'Lam Dong', spellings: ['lam dong'] },
  { query: 'Bangkok', spellings: ['bangkok'] },
  { query: 'Kuala Lumpur', spellings: ['kuala lumpur'] },
  { query: 'Jakarta', spellings: ['jakarta'] },
  { query: 'Manila', spellings: ['manila'] },
  { query: 'Tokyo', spellings: ['tokyo'] },
  { query: 'Seoul', spellings: ['seoul'] },
  { query: 'Sydney', spellings: ['sydney'] },
  { query: 'London', spellings: ['london'] },
  { query: 'Paris', spellings: ['paris'] },
  { query: 'Berlin', spellings: ['berlin'] },
  { query: 'New York', spellings: ['new york city', 'new york', 'nyc'] },
  { query: 'Los Angeles', spellings: ['los angeles'] },
  { query: 'California', spellings: ['california'] },
  { query: 'Texas', spellings: ['texas'] },
];
/** Written capitalised only: folded, these are ordinary words too ("hue", "vinh"). */
const KNOWN_CAPITALISED: { query: string; spellings: string[] }[] = [
  { query: 'Hue', spellings: ['hue'] },
  { query: 'Vinh', spellings: ['vinh'] },
];

const B = '(?<![\\p{L}\\p{N}])';
const E = '(?![\\p{L}\\p{N}])';
const CITY_PREFIX = '(?:(?:tp\\.?|thanh pho|tinh|city of)\\s*)?';
const knownPattern = (list: typeof KNOWN) =>
  new RegExp(
    `${B}${CITY_PREFIX}(${list
      .flatMap((p) => p.spellings)
      .sort((a, b) => b.length - a.length)
      .join('|')})${E}`,
    'gu',
  );
const KNOWN_RE = knownPattern(KNOWN);
const KNOWN_CAPITALISED_RE = knownPattern(KNOWN_CAPITALISED);
const queryOf = (list: typeof KNOWN, spelling: string) =>
  list.find((p) => p.spellings.some((s) => new RegExp(`^${s}$`, 'u').test(spelling)))?.query;

/** "bán kính 15 km quanh", "within 10 miles of", "15km around", "10-mile radius of" — just before a place. */
const RADIUS = new RegExp(
  `${B}(?:trong\\s+)?(?:(?:ban kinh|within(?: an?)?|radius of)\\s*)?(\\d{1,3})\\s*-?\\s*(km|kms|kilomet(?:er|re)s?|mi|miles?)${E}(?:\\s+radius)?\\s*(?:quanh|xung quanh|quanh khu vuc|tu|cach|around|of|from|near)\\s+$`,
  'u',
);
const toKm = (value: number, unit: string) => (unit.startsWith('mi') ? value * 1.609344 : value);
/** In km, within Meta's 17–80 km (10–50 miles): a smaller radius written is raised to 17 km, a larger one lowered to 80. */
const radiusKm = (value: number, unit: string) => Math.min(CITY_RADIUS_KM_MAX, Math.max(CITY_RADIUS_KM_MIN, Math.round(toKm(value, unit))));

/** The radius written just before the place at `start`, if any (and where its words begin). */
function radiusBefore(folded: string, start: number): { km: number; start: number } | null {
  const before = folded.slice(Math.max(0, start - 60), start);
  const m = RADIUS.exec(before);
  if (!m) return null;
  return { km: radiusKm(Number(m[1]), m[2] as string), start: start - before.length + m.index };
}

const isCapital = (ch: string | undefined) => ch !== undefined && ch !== ch.toLowerCase() && ch === ch.toUpperCase();

/** The known places, anywhere in the text. */
export function knownPlaces(text: string, folded: string): PlaceCandidate[] {
  const found: PlaceCandidate[] = [];
  const add = (list: typeof KNOWN, m: RegExpMatchArray) => {
    const query = queryOf(list, m[1] as string);
    if (!query) return;
    const radius = radiusBefore(folded, m.index as number);
    const start = m.index as number;
    const end = start + m[0].length;
    found.push({
      text: sliceOf(text, start, end),
      query,
      ...(radius ? { radiusKm: radius.km } : {}),
      span: { start: radius?.start ?? start, end },
    });
  };
  for (const m of folded.matchAll(KNOWN_RE)) add(KNOWN, m);
  for (const m of folded.matchAll(KNOWN_CAPITALISED_RE)) if (isCapital(text[m.index as number])) add(KNOWN_CAPITALISED, m);
  return found;
}

/** The words that put a place after them. */
const PLACE_WORD = new RegExp(
  `${B}(?:o|tai|khu vuc|song o|song tai|quanh|xung quanh|gan|in|near|around|across|from|based in|living in|live in|lives in|(?:km|kms|mi|miles?|radius) of)\\s+`,
  'gu',
);
/** Capitalised words, with a number after one ("Quận 1", "District 7"). */
const NAME = /\p{Lu}[\p{L}\p{M}'-]*(?:[ \t]+(?:\p{Lu}[\p{L}\p{M}'-]*|\d{1,3}(?![\p{L}\p{N}])))*/uy;
/** Between two names of a list: "Bình Dương, Long An và Tây Ninh". */
const LIST = /[ \t]*(?:,|&|\/|va(?![\p{L}])|and(?![\p{L}])|or(?![\p{L}])|hoac(?![\p{L}]))[ \t]*/uy;

/**
 * Capitalised names after a place word, or in a list after a known place: "ở Quận 1", "in Chiang Mai",
 * "tại Bình Dương, Long An và Tây Ninh", "ở Hội An, Quảng Nam". `blanked` is the folded text with what other
 * readers took blanked out: those words are not read again.
 */
export function namedPlaces(text: string, folded: string, blanked: string, known: readonly Span[]): PlaceCandidate[] {
  const found: PlaceCandidate[] = [];
  const untouched = (start: number, end: number) => blanked.slice(start, end) === folded.slice(start, end);
  const afterList = (end: number) => {
    LIST.lastIndex = end;
    return LIST.exec(folded) ? LIST.lastIndex : null;
  };
  const starts = [
    ...[...blanked.matchAll(PLACE_WORD)].map((w) => w.index + w[0].length),
    ...known.map((k) => afterList(k.end)).filter((at): at is number => at !== null),
  ].sort((a, b) => a - b);
  for (const start of starts) {
    let at: number | null = start;
    while (at !== null && isCapital(text[at]) && !found.some((f) => f.span.start <= (at as number) && (at as number) < f.span.end)) {
      NAME.lastIndex = at;
      const m = NAME.exec(text);
      if (!m || !untouched(at, at + m[0].length)) break;
      const radius = radiusBefore(folded, at);
      found.push({
        text: m[0],
        query: m[0],
        ...(radius ? { radiusKm: radius.km } : {}),
        span: { start: radius?.start ?? at, end: at + m[0].length },
      });
      at = afterList(at + m[0].length);
    }
  }
  return found;
}
