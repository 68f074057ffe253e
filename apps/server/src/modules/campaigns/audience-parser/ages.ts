/**
 * Ages named in an audience description (folded text, see fold.ts): ranges ("25-45", "25–45 tuổi",
 * "từ 25 đến 45 tuổi", "between 25 and 45", "in their 30s"), lower bounds ("từ 18 tuổi", "trên 30",
 * "over 30", "18+", "30 tuổi trở lên"), upper bounds ("dưới 30", "under 35", "up to 40") and a few
 * age words ("teens", "sinh viên", "trung niên", "seniors"). Several findings widen to cover them all.
 *
 * Wording read colloquially, as an advertiser means it: "over 40" / "trên 40" is 40 and up (the 40s
 * included); "under 30" / "dưới 30" ends at 29. Meta's limits apply: 13 to 65 (65 means 65+).
 */
import { DEFAULT_AGE_MIN, TARGETING_AGE_MAX, TARGETING_AGE_MIN } from '@ads-creative/contracts/targeting';
import type { Span } from './fold.ts';

export interface AgeReading {
  /** Null when the text names no age. */
  ageMin: number | null;
  ageMax: number | null;
  spans: Span[];
}

const B = '(?<![\\p{L}\\p{N}])';
const E = '(?![\\p{L}\\p{N}])';
/** Two digits: one-digit numbers are counts, not ages. */
const N = '([1-9]\\d)';
/** Numbers followed by these are not ages (a radius, a price, a share). */
const NOT_AGE = `(?!\\s*(?:km|kms|mi|miles?|dam|m|%|k|tr|trieu|nghin|ngan|dong|d|usd|vnd|\\$|h|gio|phut|nam kinh nghiem)${E})`;
const SEP = '\\s*(?:-|–|—|~|den|toi|to)\\s*';

interface Rule {
  pattern: RegExp;
  read: (m: RegExpExecArray) => { min?: number; max?: number } | null;
}

const n = (m: RegExpExecArray, i: number) => Number(m[i]);
const rx = (source: string) => new RegExp(source, 'gu');

const RULES: Rule[] = [
  // "between 25 and 45", "giữa 25 và 45"
  { pattern: rx(`${B}(?:between|giua)\\s+${N}\\s*(?:and|va|-)\\s*${N}${NOT_AGE}(?:\\s*(?:tuoi|years?(?:\\s+old)?|yo))?${E}`), read: range },
  // "25-45", "25–45 tuổi", "từ 25 đến 45 tuổi", "aged 18 to 24", "25 - 45+"
  {
    pattern: rx(
      `${B}(?:(?:tu|from|aged|ages?|do tuoi|tuoi)\\s+)?${N}${SEP}${N}\\s*\\+?${NOT_AGE}(?:\\s*(?:tuoi|years?(?:\\s+old)?|yo|y/o))?${E}`,
    ),
    read: range,
  },
  // "in their 30s", "20s", "30s and 40s" (each decade read alone; together they widen)
  { pattern: rx(`${B}(?:in their\\s+)?([1-9])0'?s${E}`), read: (m) => ({ min: n(m, 1) * 10, max: n(m, 1) * 10 + 9 }) },
  // "18+", "30 +"
  { pattern: rx(`${B}${N}\\s*\\+(?![\\p{N}])`), read: (m) => ({ min: n(m, 1) }) },
  // "30 tuổi trở lên", "25 and over", "40 and older", "21 or older", "18 years and up"
  {
    pattern: rx(`${B}${N}\\s*(?:tuoi\\s*|years?(?:\\s+old)?\\s*)?(?:tro len|and (?:over|older|up|above)|or (?:over|older))${E}`),
    read: (m) => ({ min: n(m, 1) }),
  },
  // "30 tuổi trở xuống", "35 and under", "35 and younger"
  {
    pattern: rx(`${B}${N}\\s*(?:tuoi\\s*|years?(?:\\s+old)?\\s*)?(?:tro xuong|and (?:under|younger|below)|or (?:under|younger))${E}`),
    read: (m) => ({ max: n(m, 1) }),
  },
  // "từ 18 tuổi", "trên 30", "over 30", "above 40", "at least 21", "aged 50", "older than 30", "ngoài 40"
  {
    pattern: rx(
      `${B}(?:tu|tren|ngoai|over|above|at least|older than|aged|ages?)\\s+${N}${NOT_AGE}(?:\\s*(?:tuoi|years?(?:\\s+old)?|yo))?${E}`,
    ),
    read: (m) => ({ min: n(m, 1) }),
  },
  // "dưới 30", "under 35", "below 40", "younger than 30" (ends the year before); "up to 40", "tối đa 40", "không quá 40"
  {
    pattern: rx(`${B}(?:duoi|under|below|younger than)\\s+${N}${NOT_AGE}(?:\\s*(?:tuoi|years?(?:\\s+old)?))?${E}`),
    read: (m) => ({ max: n(m, 1) - 1 }),
  },
  {
    pattern: rx(`${B}(?:up to|toi da|khong qua)\\s+${N}${NOT_AGE}(?:\\s*(?:tuoi|years?(?:\\s+old)?))?${E}`),
    read: (m) => ({ max: n(m, 1) }),
  },
  // Age words.
  { pattern: rx(`${B}(?:teens|teenagers?|tuoi teen|thieu nien|thanh thieu nien)${E}`), read: () => ({ min: 13, max: 19 }) },
  { pattern: rx(`${B}(?:sinh vien|(?:college|university) students|students)${E}`), read: () => ({ min: 18, max: 24 }) },
  { pattern: rx(`${B}(?:gioi tre|nguoi tre|young adults|young people)${E}`), read: () => ({ min: 18, max: 34 }) },
  { pattern: rx(`${B}(?:trung nien|middle[- ]aged)${E}`), read: () => ({ min: 40, max: 60 }) },
  {
    pattern: rx(`${B}(?:nguoi cao tuoi|nguoi lon tuoi|nguoi ve huu|seniors|retirees|elderly)${E}`),
    read: () => ({ min: 60, max: TARGETING_AGE_MAX }),
  },
];

function range(m: RegExpExecArray) {
  const [a, b] = [n(m, 1), n(m, 2)];
  // "1-2" (a count), "45-25" (not a range): not ages.
  return a >= 10 && b >= a ? { min: a, max: b } : null;
}

const clamp = (age: number) => Math.min(TARGETING_AGE_MAX, Math.max(TARGETING_AGE_MIN, age));
const overlaps = (spans: Span[], start: number, end: number) => spans.some((s) => start < s.end && s.start < end);

export function readAges(folded: string): AgeReading {
  const spans: Span[] = [];
  const mins: number[] = [];
  const maxes: number[] = [];
  for (const rule of RULES) {
    for (const m of folded.matchAll(rule.pattern)) {
      const start = m.index;
      const end = start + m[0].length;
      if (overlaps(spans, start, end)) continue;
      const found = rule.read(m as RegExpExecArray);
      if (!found) continue;
      spans.push({ start, end });
      if (found.min !== undefined) mins.push(found.min);
      if (found.max !== undefined) maxes.push(found.max);
    }
  }
  if (mins.length === 0 && maxes.length === 0) return { ageMin: null, ageMax: null, spans };
  const ageMin = clamp(mins.length > 0 ? Math.min(...mins) : DEFAULT_AGE_MIN);
  const ageMax = Math.max(ageMin, clamp(maxes.length > 0 ? Math.max(...maxes) : TARGETING_AGE_MAX));
  return { ageMin, ageMax, spans };
}
