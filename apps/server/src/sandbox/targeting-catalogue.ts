/**
 * The sandbox's targeting catalogue (simulated data, decision 178): a few places, interests and languages that
 * Meta's /search would find, with made-up keys and ids in Meta's formats, and how many simulated people each
 * holds (what the reach estimate counts). Names match without accents and by their other spellings, so
 * 'Ha Noi', 'Hanoi' and 'Hà Nội' all find Hà Nội.
 */

export interface SandboxPlace {
  key: string;
  name: string;
  type: 'country' | 'region' | 'city';
  country_code: string;
  country_name: string;
  region?: string;
  region_id?: number;
  /** Simulated monthly active people living in or recently in the place. */
  people: number;
  aliases?: string[];
}

export interface SandboxInterest {
  id: string;
  name: string;
  /** The share of any audience interested in it. */
  share: number;
  path: string[];
  topic: string;
  aliases?: string[];
}

export interface SandboxLocale {
  key: number;
  name: string;
  /** The share of any audience using the app in this language. */
  share: number;
  aliases?: string[];
}

const country = (code: string, name: string, people: number, aliases: string[] = []): SandboxPlace => ({
  key: code,
  name,
  type: 'country',
  country_code: code,
  country_name: name,
  people,
  aliases,
});

export const SANDBOX_PLACES: SandboxPlace[] = [
  country('VN', 'Vietnam', 76_000_000, ['Việt Nam', 'Viet Nam']),
  country('US', 'United States', 240_000_000, ['USA', 'America', 'Hoa Kỳ', 'Mỹ']),
  country('TH', 'Thailand', 51_000_000, ['Thái Lan']),
  country('SG', 'Singapore', 5_000_000),
  country('DE', 'Germany', 41_000_000, ['Deutschland', 'Đức']),
  country('FR', 'France', 40_000_000, ['Pháp']),
  country('IT', 'Italy', 36_000_000),
  country('ES', 'Spain', 32_000_000),
  country('NL', 'Netherlands', 12_000_000),
  {
    key: '3195',
    name: 'Hanoi',
    type: 'region',
    country_code: 'VN',
    country_name: 'Vietnam',
    people: 7_200_000,
    aliases: ['Hà Nội', 'Ha Noi'],
  },
  {
    key: '3198',
    name: 'Ho Chi Minh City',
    type: 'region',
    country_code: 'VN',
    country_name: 'Vietnam',
    people: 9_800_000,
    aliases: ['TP. Hồ Chí Minh', 'Hồ Chí Minh', 'Saigon', 'Sài Gòn'],
  },
  { key: '3178', name: 'Da Nang', type: 'region', country_code: 'VN', country_name: 'Vietnam', people: 1_300_000, aliases: ['Đà Nẵng'] },
  { key: '3847', name: 'California', type: 'region', country_code: 'US', country_name: 'United States', people: 30_000_000 },
  { key: '3875', name: 'New York', type: 'region', country_code: 'US', country_name: 'United States', people: 15_000_000 },
  { key: '3226', name: 'Bavaria', type: 'region', country_code: 'DE', country_name: 'Germany', people: 8_000_000, aliases: ['Bayern'] },
  {
    key: '1562820',
    name: 'Hà Nội',
    type: 'city',
    country_code: 'VN',
    country_name: 'Vietnam',
    region: 'Hanoi',
    region_id: 3195,
    people: 6_500_000,
    aliases: ['Hanoi', 'Ha Noi'],
  },
  {
    key: '1566083',
    name: 'Ho Chi Minh City',
    type: 'city',
    country_code: 'VN',
    country_name: 'Vietnam',
    region: 'Ho Chi Minh City',
    region_id: 3198,
    people: 9_000_000,
    aliases: ['TP. Hồ Chí Minh', 'Thành phố Hồ Chí Minh', 'Hồ Chí Minh', 'Saigon', 'Sài Gòn'],
  },
  {
    key: '1563281',
    name: 'Đà Nẵng',
    type: 'city',
    country_code: 'VN',
    country_name: 'Vietnam',
    region: 'Da Nang',
    region_id: 3178,
    people: 1_100_000,
    aliases: ['Da Nang', 'Danang'],
  },
  {
    key: '2420379',
    name: 'Los Angeles',
    type: 'city',
    country_code: 'US',
    country_name: 'United States',
    region: 'California',
    region_id: 3847,
    people: 9_000_000,
  },
  {
    key: '2490299',
    name: 'New York',
    type: 'city',
    country_code: 'US',
    country_name: 'United States',
    region: 'New York',
    region_id: 3875,
    people: 12_000_000,
  },
  { key: '1035921', name: 'Bangkok', type: 'city', country_code: 'TH', country_name: 'Thailand', region: 'Bangkok', people: 9_500_000 },
  { key: '1036020', name: 'Chiang Mai', type: 'city', country_code: 'TH', country_name: 'Thailand', region: 'Chiang Mai', people: 900_000 },
  { key: '1109140', name: 'Paris', type: 'city', country_code: 'FR', country_name: 'France', region: 'Île-de-France', people: 7_000_000 },
  { key: '528766', name: 'Berlin', type: 'city', country_code: 'DE', country_name: 'Germany', region: 'Berlin', people: 3_200_000 },
  {
    key: '536322',
    name: 'Munich',
    type: 'city',
    country_code: 'DE',
    country_name: 'Germany',
    region: 'Bavaria',
    people: 1_500_000,
    aliases: ['München'],
  },
];

const interest = (id: string, name: string, share: number, topic: string, aliases: string[] = []): SandboxInterest => ({
  id,
  name,
  share,
  path: ['Interests', topic, name],
  topic,
  aliases,
});

export const SANDBOX_INTERESTS: SandboxInterest[] = [
  interest('6003306084421', 'Yoga', 0.08, 'Fitness and wellness', ['yoga']),
  interest('6003384248805', 'Wellness (health & beauty)', 0.12, 'Fitness and wellness', ['wellness', 'sức khỏe', 'chăm sóc sức khỏe']),
  interest('6003385609165', 'Cooking', 0.2, 'Food and drink', ['nấu ăn', 'nau an']),
  interest('6003277229526', 'Physical fitness', 0.18, 'Fitness and wellness', ['fitness', 'gym', 'thể hình']),
  interest('6003397425735', 'Running', 0.07, 'Sports and outdoors', ['chạy bộ', 'jogging']),
  interest('6002867432822', 'Beauty', 0.22, 'Shopping and fashion', ['làm đẹp', 'mỹ phẩm', 'cosmetics']),
  interest('6003578086487', 'Real estate', 0.06, 'Business and industry', ['bất động sản', 'property']),
  interest('6003626773307', 'Coffee', 0.15, 'Food and drink', ['cà phê', 'ca phe', 'cafe']),
  interest('6003107902433', 'Online shopping', 0.3, 'Shopping and fashion', ['mua sắm online', 'mua sắm trực tuyến']),
  interest('6003139266461', 'Travel', 0.25, 'Hobbies and activities', ['du lịch']),
];

export const SANDBOX_LOCALES: SandboxLocale[] = [
  { key: 6, name: 'English (US)', share: 0.45, aliases: ['English', 'tiếng Anh'] },
  { key: 24, name: 'English (UK)', share: 0.1, aliases: ['English', 'tiếng Anh'] },
  { key: 27, name: 'Vietnamese', share: 0.2, aliases: ['Tiếng Việt', 'tieng viet'] },
  { key: 30, name: 'Thai', share: 0.12, aliases: ['ภาษาไทย', 'tiếng Thái'] },
  { key: 5, name: 'German', share: 0.08, aliases: ['Deutsch', 'tiếng Đức'] },
  { key: 9, name: 'French (France)', share: 0.08, aliases: ['Français', 'French', 'tiếng Pháp'] },
];

/** Lower case without accents (đ → d), for matching what the user types. */
export const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').replace(/[đĐ]/g, 'd').toLowerCase().trim();

/** Entries whose name or another spelling has a word starting with the query, in the catalogue's order. */
export function matching<T extends { name: string; aliases?: string[] }>(entries: readonly T[], q: string): T[] {
  const query = fold(q);
  if (!query) return [];
  const starts = (text: string) => [fold(text), ...fold(text).split(/[\s().,&-]+/)].some((w) => w.startsWith(query));
  return entries.filter((e) => starts(e.name) || (e.aliases ?? []).some(starts));
}

/** The country of a region or city key, undefined when the catalogue does not list it (the EU rule reads it). */
export const placeCountry = (key: string): string | undefined =>
  SANDBOX_PLACES.find((p) => p.type !== 'country' && p.key === key)?.country_code;
